/**
 * Issue 38 (decision 091): each timed, measured or judged discipline's finished unit shows its own detail — splits,
 * a field event's series with the best marked, judges' D/E/penalty, archery's ends — with a record badge named for a
 * screen reader, on a desktop and on a phone (where a row's detail opens on request), in Portuguese and English,
 * without sideways scroll, axe clean. The units are found through the public API (the demo changes).
 */
import { noAxeViolations, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const TODAY = '2026-07-14'

type DetailKind = 'splits' | 'attempts' | 'scores' | 'ends'

interface Case {
  discipline: string
  kind: DetailKind
  /** The detail's heading on the page, by language. */
  heading: { pt: string; en: string }
  /** The phone's button that opens a row's detail, by language. */
  button: { pt: string; en: string }
}

const HEADINGS: Record<DetailKind, Pick<Case, 'heading' | 'button'>> = {
  splits: { heading: { pt: 'Tempos parciais', en: 'Splits' }, button: { pt: 'Parciais', en: 'Splits' } },
  attempts: { heading: { pt: 'Série de ensaios', en: 'Series of attempts' }, button: { pt: 'Ensaios', en: 'Series' } },
  scores: { heading: { pt: 'Notas dos juízes', en: "Judges' scores" }, button: { pt: 'Notas', en: 'Scores' } },
  ends: { heading: { pt: 'Séries', en: 'Ends' }, button: { pt: 'Séries', en: 'Ends' } },
}

const CASES: Case[] = [
  { discipline: 'swimming', kind: 'splits' },
  { discipline: 'athletics', kind: 'attempts' },
  { discipline: 'open-water-swimming', kind: 'splits' },
  { discipline: 'triathlon', kind: 'splits' },
  { discipline: 'cycling', kind: 'splits' },
  { discipline: 'artistic-gymnastics', kind: 'scores' },
  { discipline: 'archery', kind: 'ends' },
].map((c) => ({ ...c, kind: c.kind as DetailKind, ...HEADINGS[c.kind as DetailKind] }))

interface UnitAnswer {
  results: { name: string; detail?: Partial<Record<DetailKind | 'records', unknown[]>> | null }[]
}

const found = new Map<string, Promise<{ code: string; key: string; name: string }>>()

/**
 * An official unit of the discipline on a day up to the demo's today whose rows carry this kind of detail, finals
 * first; looked up once per worker (the pt and en tests share it).
 */
function finishedUnit(page: Page, discipline: string, kind: DetailKind | 'records') {
  const key = `${discipline}:${kind}`
  const known = found.get(key)
  if (known) return known
  const lookup = lookUp(page, discipline, kind)
  found.set(key, lookup)
  lookup.catch(() => found.delete(key))
  return lookup
}

async function lookUp(page: Page, discipline: string, kind: DetailKind | 'records') {
  const days = (await (await page.request.get('/api/v1/days')).json()) as { items: { day: string }[] }
  const past = days.items.map((d) => d.day).filter((d) => d <= TODAY)
  for (const day of past.reverse()) {
    const schedule = (await (
      await page.request.get(`/api/v1/schedule?day=${day}&discipline=${discipline}`)
    ).json()) as {
      items: { code: string; status: string; medal?: string | null; disciplineKey: string | null }[]
    }
    const official = schedule.items.filter((i) => i.status === 'official' && i.disciplineKey)
    for (const item of official.sort((a, b) => Number(Boolean(b.medal)) - Number(Boolean(a.medal)))) {
      const unit = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as UnitAnswer
      const row = unit.results.find((r) => (r.detail?.[kind]?.length ?? 0) > 0)
      if (row) return { code: item.code, key: item.disciplineKey as string, name: row.name }
    }
  }
  throw new Error(`no official ${discipline} unit with ${kind} by ${TODAY}`)
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

test.describe('each sport shows its own detail @phone', () => {
  for (const c of CASES) {
    for (const lang of ['pt', 'en'] as const) {
      test(`${c.discipline}: ${c.kind} (${lang})`, async ({ page, isMobile }) => {
        test.slow() // the unit is found through the API, day by day; axe runs once per discipline
        const unit = await finishedUnit(page, c.discipline, c.kind)
        const prefix = lang === 'pt' ? '' : '/en'
        await page.goto(`${prefix}/discipline/${unit.key}/results/${unit.code}/results`)
        await settled(page)
        const results = page.getByRole('region', { name: lang === 'pt' ? 'Resultados' : 'Results' })
        const row = results.getByRole('row').filter({ hasText: unit.name }).first()
        if (isMobile) {
          // A phone keeps the table to rank, name and mark; a row's detail opens under it on request.
          const open = row.getByRole('button', { name: c.button[lang] })
          await expect(open).toHaveAttribute('aria-expanded', 'false')
          await open.click()
          await expect(open).toHaveAttribute('aria-expanded', 'true')
        }
        await expect(
          results.getByText(c.heading[lang], { exact: true }).filter({ visible: true }).first(),
        ).toBeVisible()
        if (c.kind === 'scores') {
          const scores = results.getByRole('table', { name: c.heading[lang] }).first()
          await expect(scores.getByRole('columnheader', { name: 'D', exact: true })).toBeVisible()
          await expect(scores.getByRole('columnheader', { name: 'E', exact: true })).toBeVisible()
        }
        await noSidewaysScroll(page)
        if (lang === 'pt') await noAxeViolations(page)
      })
    }
  }

  test('a games record broken shows a badge with its name; the qualification column is named and explained', async ({
    page,
  }) => {
    test.slow()
    const unit = await finishedUnit(page, 'swimming', 'records')
    await page.goto(`/en/discipline/${unit.key}/results/${unit.code}/results`)
    await settled(page)
    const results = page.getByRole('region', { name: 'Results' })
    await expect(results.getByRole('row').filter({ hasText: unit.name }).getByLabel('Games record')).toBeVisible()
    const legend = page.getByRole('definition').filter({ hasText: 'Games record' })
    await expect(legend).toBeVisible()
    // "Result" and "Time" never repeat one value: a race shows one of them.
    const headers = await results.getByRole('columnheader').allInnerTexts()
    expect(headers.filter((h) => /^(result|time)$/i.test(h.trim()))).toHaveLength(1)
    expect(headers.join('|')).not.toMatch(/\bQA\b/)
    await noSidewaysScroll(page)
  })
})

test.describe('screenshots of the detail @phone', () => {
  for (const [discipline, kind] of [
    ['swimming', 'splits'],
    ['athletics', 'attempts'],
    ['artistic-gymnastics', 'scores'],
    ['archery', 'ends'],
  ] as const) {
    test(`${discipline} in light and dark`, async ({ page, isMobile }) => {
      test.slow()
      const unit = await finishedUnit(page, discipline, kind)
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.goto(`/en/discipline/${unit.key}/results/${unit.code}/results`)
        await settled(page)
        if (isMobile) {
          await page.getByRole('button', { name: HEADINGS[kind].button.en }).first().click()
        }
        await expect(
          page.getByText(HEADINGS[kind].heading.en, { exact: true }).filter({ visible: true }).first(),
        ).toBeVisible()
        await page.screenshot({
          path: `test-results/sport-detail-${discipline}-${isMobile ? 'phone' : 'desktop'}-${scheme}.png`,
          fullPage: !isMobile,
        })
      }
    })
  }
})
