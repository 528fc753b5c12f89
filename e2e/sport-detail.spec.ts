/**
 * Issue 38 (decision 090): a finished unit of each head-to-head sport shows its own detail. A table of disciplines →
 * expectations (the timed, measured and judged rows are in sport-detail-measured.spec.ts).
 */
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const DAYS = ['2026-07-11', '2026-07-12', '2026-07-13', '2026-07-14']

interface Item {
  code: string
  disciplineCode: string | null
  disciplineKey: string | null
  eventCode: string | null
  scheduleStatus: string
  medal: string | null
}

/** A finished unit of the discipline (a gold-medal one when asked), read from the public API. */
async function finishedUnit(page: Page, discipline: string, gold = false): Promise<Item> {
  for (const day of [...DAYS].reverse()) {
    const res = await page.request.get(`/api/v1/schedule?day=${day}&type=competition`)
    const { items } = (await res.json()) as { items: Item[] }
    const found = items.find(
      (i) =>
        i.disciplineCode === discipline &&
        i.scheduleStatus === 'FINISHED' &&
        i.eventCode &&
        (!gold || i.medal === 'GOLD'),
    )
    if (found) return found
  }
  throw new Error(`no finished ${discipline} unit by the pinned day`)
}

const SPORTS: { discipline: string; gold?: boolean; periods: boolean; decision: boolean }[] = [
  { discipline: 'VVO', periods: true, decision: true },
  { discipline: 'JUD', gold: true, periods: false, decision: true },
]

for (const sport of SPORTS) {
  test(`${sport.discipline}: a finished match shows its winner${sport.periods ? ', its sets' : ''} and how it was won`, async ({
    page,
  }) => {
    const unit = await finishedUnit(page, sport.discipline, sport.gold)
    await page.goto(`/en/discipline/${unit.disciplineKey}/results/${unit.code}`)
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible()
    await expect(page.getByText('Winner').first()).toBeVisible()
    if (sport.periods) await expect(page.getByTestId('match-periods')).toBeVisible()
    // The last column counts sets won, and says so (decision 094): not "Total".
    if (sport.discipline === 'VVO') {
      const periods = page.getByTestId('match-periods')
      await expect(periods.getByRole('columnheader', { name: 'Sets won' })).toBeVisible()
      await expect(periods.getByRole('columnheader', { name: 'Total' })).toHaveCount(0)
    }
    if (sport.decision) await expect(page.getByTestId('match-state')).toContainText('Won by:')
    await expect(page.getByText('Red card')).toHaveCount(0)
    await page.screenshot({ path: `/tmp/sm/${sport.discipline}-${test.info().project.name}.png`, fullPage: true })
    await noAxeViolations(page)
  })
}

test('the play-by-play at 360 px is a card per moment, with no sideways scroll, in Portuguese @phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 })
  const unit = await finishedUnit(page, 'JUD', true)
  await page.goto(`/discipline/${unit.disciplineKey}/results/${unit.code}/play-by-play`)
  const cards = page.getByRole('list', { name: 'Lance a lance' })
  await expect(cards.getByRole('listitem').first()).toBeVisible()
  await expect(page.getByText('Cartão vermelho')).toHaveCount(0)
  await expect(page.getByText('Outro', { exact: true })).toHaveCount(0)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: '/tmp/sm/JUD-pbp-phone.png', fullPage: true })
  await noAxeViolations(page)
})

test('a live match header shows its period and clock from the latest play-by-play entry', async ({ page }) => {
  const res = await page.request.get('/api/v1/schedule?day=2026-07-14&type=competition')
  const { items } = (await res.json()) as { items: Item[] }
  const live = items.filter(
    (i) => i.scheduleStatus === 'RUNNING' && ['BKB', 'HBL', 'JUD', 'TKW', 'WRE'].includes(i.disciplineCode ?? ''),
  )
  let opened: Item | null = null
  for (const item of live) {
    const detail = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as {
      playByPlay: { period: string | null; clock: string | null }[] | null
    }
    if (detail.playByPlay?.some((e) => e.period && e.clock)) {
      opened = item
      break
    }
  }
  if (!opened) throw new Error('the demo has no live match with a clock on the pinned day')
  await page.goto(`/en/discipline/${opened.disciplineKey}/results/${opened.code}`)
  await expect(page.getByTestId('match-state')).toContainText('Now:')
  await expect(page.getByTestId('match-state')).toContainText(/Clock \d{2}:\d{2}/)
  await page.screenshot({ path: `/tmp/sm/live-${opened.disciplineCode}-desktop.png`, fullPage: true })
  await noAxeViolations(page)
})
