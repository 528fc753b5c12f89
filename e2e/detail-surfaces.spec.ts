/**
 * Issue 38 (decision 093): each sport's own result in the lists, on home and in the events widget — a finished
 * volleyball match with its set scores, a judo final with how it was won, a live match with its period — in
 * Portuguese and English, at phone and desktop size. Expectations come from the public API and the locale files.
 */
import { readFileSync } from 'node:fs'
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const DAYS = ['2026-07-11', '2026-07-12', '2026-07-13', '2026-07-14']
const LANGS = ['pt', 'en'] as const
type Lang = (typeof LANGS)[number]

interface Summary {
  kind: string
  score?: string
  periods?: string[]
  decision?: string
  live?: { period?: string; periodScore?: string; clock?: string }
}
interface Item {
  code: string
  disciplineCode: string | null
  disciplineKey: string | null
  status: string
  medal: string | null
  startAt: string
  summary?: Summary | null
}

const locale = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')) as {
    unit: { periods: Record<string, string> }
    sportMatch: { wonBy: string; decisions: Record<string, string> }
  }

/** The latest official unit of a discipline whose summary has the wanted kind, with the day it is listed on. */
async function official(page: Page, discipline: string, gold = false): Promise<{ item: Item; day: string }> {
  for (const day of [...DAYS].reverse()) {
    const res = await page.request.get(`/api/v1/schedule?day=${day}&discipline=${discipline}`)
    const { items } = (await res.json()) as { items: Item[] }
    const item = items.findLast((i) => i.status === 'official' && i.summary && (!gold || i.medal === 'GOLD'))
    if (item) return { item, day }
  }
  throw new Error(`no official ${discipline} unit with a summary by the pinned day`)
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/surfaces-shots/${name}-${test.info().project.name}.png`, fullPage: false })

for (const lang of LANGS) {
  const prefix = lang === 'pt' ? '' : '/en'

  test(`${lang}: a finished volleyball match lists its set scores, the winner marked @phone`, async ({ page }) => {
    const { item, day } = await official(page, 'VVO')
    expect(item.summary?.periods?.length).toBeGreaterThanOrEqual(3)
    await page.goto(`${prefix}/discipline/volleyball/schedule/results/${day}`)
    const row = page.locator(`a[href$="/results/${item.code}"]`)
    await row.scrollIntoViewIfNeeded()
    // Every set, home first, as the result system wrote them — not the bare "3-1".
    await expect(row.getByTestId('result-summary')).toContainText(item.summary?.periods?.join(', ') ?? '')
    await expect(row).toContainText(item.summary?.score ?? '')
    // The winner is said in words (an icon's name), not by bold type alone.
    await expect(row.getByText(lang === 'pt' ? 'Vencedor' : 'Winner', { exact: true })).toHaveCount(1)
    await shot(page, `volleyball-${lang}`)
    await noAxeViolations(page)
    await page.emulateMedia({ colorScheme: 'dark' })
    await shot(page, `volleyball-${lang}-dark`)
  })

  test(`${lang}: a judo final in the list says how it was won, never "0-0" alone @phone`, async ({ page }) => {
    const { item, day } = await official(page, 'JUD', true)
    const words = locale(lang)
    const decision = item.summary?.decision ?? ''
    expect(decision).not.toBe('')
    await page.goto(`${prefix}/discipline/judo/schedule/results/${day}`)
    const row = page.locator(`a[href$="/results/${item.code}"]`)
    await row.scrollIntoViewIfNeeded()
    const wonBy = words.sportMatch.wonBy.replace('{{decision}}', words.sportMatch.decisions[decision] ?? decision)
    await expect(row.getByTestId('result-summary')).toHaveText(wonBy)
    await shot(page, `judo-${lang}`)
  })

  test(`${lang}: a live match's card on home and in the events widget shows its period @phone`, async ({ page }) => {
    const now = (await (await page.request.get(`/api/v1/now?lang=${lang}`)).json()) as { live: Item[] }
    const live = now.live.find((u) => u.status === 'live' && u.summary?.live?.period)
    if (!live?.summary?.live?.period) throw new Error('the demo has no live match with a period at the pinned time')
    const period = locale(lang).unit.periods[live.summary.live.period] ?? live.summary.live.period
    for (const path of [`${prefix}/`, `/widget/events?lang=${lang}`]) {
      await page.goto(path)
      const card = page.locator(`a[href$="/results/${live.code}"]`)
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByTestId('result-summary')).toContainText(period)
      if (live.summary.live.clock)
        await expect(card.getByTestId('result-summary')).toContainText(live.summary.live.clock)
    }
    // The accessibility walk (a11y.spec.ts) already checks home and the widget with axe.
    await shot(page, `widget-live-${lang}`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await shot(page, `widget-live-${lang}-dark`)
  })
}
