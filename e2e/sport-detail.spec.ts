/**
 * Issue 38 (decisions 090, 091, 092): an official unit of each of the demo's 18 disciplines shows its own detail — the
 * score by set, round or period with the winner marked, how a bout was won, splits, a field event's series, judges'
 * D/E/penalty, archery's ends — on a desktop and on a phone (where a row's detail opens on request), in Portuguese
 * and English, without sideways scroll, axe clean once per discipline. The units are found through the public API
 * once per worker (the demo changes); the expected words come from the locale files, so a missing or raw key fails.
 */
import { readFileSync } from 'node:fs'
import { noAxeViolations, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const TODAY = '2026-07-14'
const LANGS = ['pt', 'en'] as const
type Lang = (typeof LANGS)[number]

type Messages = Record<string, Record<string, unknown>>
const MESSAGES = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    JSON.parse(readFileSync(new URL(`../apps/web/src/i18n/locales/${lang}.json`, import.meta.url), 'utf8')),
  ]),
) as Record<Lang, Messages>

/** A message of the locale file, by its dotted key. */
function message(lang: Lang, key: string): string {
  const value = key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)?.[part], MESSAGES[lang])
  if (typeof value !== 'string') throw new Error(`no ${lang} message ${key}`)
  return value
}

/** What a unit's rows carry: a match's periods or decision, or a measured kind of detail. */
type MeasuredKind = 'splits' | 'attempts' | 'scores' | 'ends'
type Shows =
  | { match: 'sets' | 'games' | 'rounds' | 'periods' }
  | { match: 'bout' }
  | { measured: MeasuredKind; button: string; heading: string }

const MEASURED: Record<MeasuredKind, { heading: string; button: string }> = {
  splits: { heading: 'sportMeasured.splits', button: 'sportMeasured.show.splits' },
  attempts: { heading: 'sportMeasured.attempts', button: 'sportMeasured.show.attempts' },
  scores: { heading: 'sportMeasured.scores', button: 'sportMeasured.show.scores' },
  ends: { heading: 'sportMeasured.ends', button: 'sportMeasured.show.ends' },
}
const measured = (kind: MeasuredKind): Shows => ({ measured: kind, ...MEASURED[kind] })

/** The demo's 18 disciplines and what each unit page shows (decision 092's table). */
const DISCIPLINES: { code: string; shows: Shows }[] = [
  { code: 'VVO', shows: { match: 'sets' } },
  { code: 'VBV', shows: { match: 'sets' } },
  { code: 'TTE', shows: { match: 'games' } },
  { code: 'BDM', shows: { match: 'games' } },
  { code: 'BKB', shows: { match: 'periods' } },
  { code: 'HBL', shows: { match: 'periods' } },
  { code: 'TKW', shows: { match: 'rounds' } },
  { code: 'WRE', shows: { match: 'periods' } },
  { code: 'JUD', shows: { match: 'bout' } },
  { code: 'FEN', shows: { match: 'bout' } },
  { code: 'SWM', shows: measured('splits') },
  { code: 'ATH', shows: measured('attempts') },
  { code: 'OWS', shows: measured('splits') },
  { code: 'TRI', shows: measured('splits') },
  { code: 'CYC', shows: measured('splits') },
  { code: 'GAR', shows: measured('scores') },
  { code: 'GRY', shows: measured('scores') },
  { code: 'ARC', shows: measured('ends') },
]

interface ScheduleItem {
  code: string
  status: string
  medal?: string | null
  disciplineCode: string | null
  disciplineKey: string | null
}
interface UnitAnswer {
  results: {
    name: string
    winner?: boolean | null
    detail?: (Partial<Record<MeasuredKind | 'periods' | 'records', unknown[]>> & { decision?: string }) | null
  }[]
}
interface Found {
  code: string
  key: string
  /** A row that carries the detail (a measured kind's), and how a match was won. */
  name: string
  decision: string | null
}

/** Whether a unit's answer carries what the discipline should show. */
function carries(unit: UnitAnswer, shows: Shows): UnitAnswer['results'][number] | undefined {
  if ('measured' in shows) return unit.results.find((r) => (r.detail?.[shows.measured]?.length ?? 0) > 0)
  const winner = unit.results.find((r) => r.winner && r.detail?.decision)
  if (!winner || unit.results.length !== 2) return undefined
  if (shows.match === 'bout') return winner
  return unit.results.every((r) => (r.detail?.periods?.length ?? 0) > 0) ? winner : undefined
}

let lookup: Promise<Map<string, Found>> | null = null

/**
 * For each discipline, an official unit up to the demo's today that carries its detail, medal units first: the
 * schedule read once per day and units opened until one fits, once per worker (every test of the worker shares it).
 */
function units(page: Page): Promise<Map<string, Found>> {
  if (!lookup) {
    lookup = lookUp(page)
    lookup.catch(() => {
      lookup = null
    })
  }
  return lookup
}

async function lookUp(page: Page): Promise<Map<string, Found>> {
  const days = (await (await page.request.get('/api/v1/days')).json()) as { items: { day: string }[] }
  const past = days.items.map((d) => d.day).filter((d) => d <= TODAY)
  const items: ScheduleItem[] = []
  for (const day of past.reverse()) {
    const res = await page.request.get(`/api/v1/schedule?day=${day}&type=competition`)
    items.push(...((await res.json()) as { items: ScheduleItem[] }).items)
  }
  const found = new Map<string, Found>()
  for (const { code, shows } of DISCIPLINES) {
    const official = items.filter((i) => i.disciplineCode === code && i.status === 'official' && i.disciplineKey)
    for (const item of official.sort((a, b) => Number(Boolean(b.medal)) - Number(Boolean(a.medal)))) {
      const unit = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as UnitAnswer
      const row = carries(unit, shows)
      if (row) {
        found.set(code, {
          code: item.code,
          key: item.disciplineKey as string,
          name: row.name,
          decision: row.detail?.decision ?? null,
        })
        break
      }
    }
    if (!found.has(code)) throw new Error(`no official ${code} unit with its detail by ${TODAY}`)
  }
  return found
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

/** A match's header: the winner marked, the score by set/round/period with the winner said, how it was won. */
async function expectMatch(page: Page, lang: Lang, shows: { match: string }, unit: Found) {
  const header = page.getByRole('article').locator('header').first()
  const winner = message(lang, 'sportMatch.winner')
  await expect(header.getByText(winner, { exact: true })).toBeVisible()
  if (unit.decision) {
    // Table tennis and badminton win games, not sets (decision 092).
    const decision = message(
      lang,
      shows.match === 'games' && unit.decision === 'sets'
        ? 'sportDetailAll.inGames'
        : `sportMatch.decisions.${unit.decision}`,
    )
    await expect(page.getByTestId('match-state')).toHaveText(
      message(lang, 'sportMatch.wonBy').replace('{{decision}}', decision),
    )
  }
  if (shows.match === 'bout') return
  const caption = {
    sets: 'sportMatch.bySet',
    games: 'sportDetailAll.byGame',
    rounds: 'sportMatch.byRound',
    periods: 'sportMatch.byPeriod',
  }[shows.match] as string
  const table = header.getByRole('table', { name: message(lang, caption) })
  await expect(table).toBeVisible()
  await expect(table.getByRole('rowheader', { name: `(${winner})` })).toHaveCount(1)
  expect(await table.getByRole('columnheader').count()).toBeGreaterThanOrEqual(3)
  // The last column counts sets or games won, and says so, not "Total" (decision 094).
  if (shows.match === 'sets' || shows.match === 'games') {
    const won = message(lang, shows.match === 'sets' ? 'recordsAlerts.setsWon' : 'recordsAlerts.gamesWon')
    await expect(table.getByRole('columnheader', { name: won, exact: true })).toBeVisible()
  }
}

/** A measured unit's detail panel: opened from its row's button on a phone, shown under every row from `sm` up. */
async function expectMeasured(
  page: Page,
  lang: Lang,
  shows: { measured: MeasuredKind; heading: string; button: string },
  unit: Found,
  isMobile: boolean,
) {
  const results = page.getByRole('region', { name: message(lang, 'unit.tabs.results') })
  const row = results.getByRole('row').filter({ hasText: unit.name }).first()
  if (isMobile) {
    const open = row.getByRole('button', { name: message(lang, shows.button) })
    await expect(open).toHaveAttribute('aria-expanded', 'false')
    await open.click()
    await expect(open).toHaveAttribute('aria-expanded', 'true')
  }
  const heading = message(lang, shows.heading)
  await expect(results.getByText(heading, { exact: true }).filter({ visible: true }).first()).toBeVisible()
  if (shows.measured === 'scores') {
    if (!isMobile) {
      // A judged result is its points: "Points" is not a second column repeating "Result" (decision 092).
      const headers = await results.getByRole('columnheader').allInnerTexts()
      expect(headers.map((h) => h.trim().toLowerCase())).not.toContain(
        message(lang, 'unit.columns.points').toLowerCase(),
      )
    }
    const scores = results.getByRole('table', { name: heading }).filter({ visible: true }).first()
    await expect(scores.getByRole('columnheader', { name: 'D', exact: true })).toBeVisible()
    await expect(scores.getByRole('columnheader', { name: 'E', exact: true })).toBeVisible()
  }
}

/** The Pixel 7's layout width, the phone project's (playwright.config.ts). */
const PHONE_WIDTH = { width: 412, height: 915 }

/**
 * The page fits the window's width, measured against the layout viewport (clientWidth) as phone.spec.ts does: on an
 * emulated phone innerWidth grows with a page wider than the screen (the browser zooms out), so it cannot tell.
 */
async function fitsTheWidth(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.window)
}

/** What every unit page of the walk below must not show, at any width. */
async function noCodesOrStrayWords(page: Page) {
  await expect(page.getByText('Red card')).toHaveCount(0)
  // How a bout was won is said in words, never as the federation's code (wrestling's VPO, VSU, VFA).
  await expect(page.getByRole('cell', { name: /^V(PO|SU|FA|IN|FO|CA)1?$/ })).toHaveCount(0)
}

/**
 * A match's header is the same at every width (match-detail.tsx has no breakpoint: the same elements, the same
 * classes), so its words, winner and score table are checked once, on a desktop. What a phone adds is its width: the
 * page is narrowed in place to the phone project's 412 px and must still fit, in both languages (decision 104; these
 * ten ran again on the phone project before, a page load each per language, for that one check).
 */
test.describe('each match discipline shows its own detail, and fits a phone’s width', () => {
  for (const { code, shows } of DISCIPLINES.filter((d) => 'match' in d.shows)) {
    if (!('match' in shows)) continue
    test(`${code}: ${shows.match}, in pt and en`, async ({ page }) => {
      test.slow() // the first test of a worker finds the 18 units through the API; two languages; axe once
      const unit = (await units(page)).get(code) as Found
      const desktop = page.viewportSize()
      for (const lang of LANGS) {
        if (desktop) await page.setViewportSize(desktop)
        await page.goto(`${lang === 'pt' ? '' : '/en'}/discipline/${unit.key}/results/${unit.code}/results`)
        await settled(page)
        await expectMatch(page, lang, shows, unit)
        await noCodesOrStrayWords(page)
        await noSidewaysScroll(page)
        // Axe once per discipline, on a desktop (the header is the same on both).
        if (lang === 'pt') await noAxeViolations(page)
        await page.setViewportSize(PHONE_WIDTH)
        await expect(page.getByTestId('match-state')).toBeVisible()
        await fitsTheWidth(page)
      }
    })
  }
})

test.describe('each measured discipline shows its own detail @phone', () => {
  for (const { code, shows } of DISCIPLINES) {
    if ('match' in shows) continue
    test(`${code}: ${shows.measured}, in pt and en`, async ({ page, isMobile }) => {
      test.slow() // the first test of a worker finds the 18 units through the API; two languages; axe once
      const unit = (await units(page)).get(code) as Found
      for (const lang of LANGS) {
        await page.goto(`${lang === 'pt' ? '' : '/en'}/discipline/${unit.key}/results/${unit.code}/results`)
        await settled(page)
        await expectMeasured(page, lang, shows, unit, isMobile)
        await noCodesOrStrayWords(page)
        await noSidewaysScroll(page)
        // Axe once per discipline, on a phone: its layout differs there (a row's detail opened on request).
        if (lang === 'pt' && isMobile) await noAxeViolations(page)
      }
    })
  }

  test('the play-by-play at 360 px is a card per moment, with no sideways scroll, in Portuguese @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 })
    const unit = (await units(page)).get('JUD') as Found
    await page.goto(`/discipline/${unit.key}/results/${unit.code}/play-by-play`)
    const cards = page.getByRole('list', { name: 'Lance a lance' })
    await expect(cards.getByRole('listitem').first()).toBeVisible()
    await expect(page.getByText('Cartão vermelho')).toHaveCount(0)
    await expect(page.getByText('Outro', { exact: true })).toHaveCount(0)
    await noSidewaysScroll(page)
    await noAxeViolations(page)
  })
})

test('a games record broken shows a badge with its name; the qualification column is named and explained', async ({
  page,
}) => {
  const found = await firstRecord(page)
  await page.goto(`/en/discipline/${found.key}/results/${found.code}/results`)
  await settled(page)
  const results = page.getByRole('region', { name: 'Results' })
  await expect(results.getByRole('row').filter({ hasText: found.name }).getByLabel('Games record')).toBeVisible()
  await expect(page.getByRole('definition').filter({ hasText: 'Games record' })).toBeVisible()
  // "Result" and "Time" never repeat one value: a race shows one of them.
  const headers = await results.getByRole('columnheader').allInnerTexts()
  expect(headers.filter((h) => /^(result|time)$/i.test(h.trim()))).toHaveLength(1)
  expect(headers.join('|')).not.toMatch(/\bQA\b/)
})

/** A swimming unit up to today where a games record was broken. */
async function firstRecord(page: Page) {
  for (const day of ['2026-07-12', '2026-07-13', TODAY]) {
    const schedule = (await (await page.request.get(`/api/v1/schedule?day=${day}&discipline=swimming`)).json()) as {
      items: ScheduleItem[]
    }
    for (const item of schedule.items.filter((i) => i.status === 'official' && i.medal)) {
      const unit = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as UnitAnswer
      const row = unit.results.find((r) => (r.detail?.records?.length ?? 0) > 0)
      if (row) return { code: item.code, key: item.disciplineKey as string, name: row.name }
    }
  }
  throw new Error(`no swimming final with a games record broken by ${TODAY}`)
}

test('a live match header shows its period and clock from the latest play-by-play entry', async ({ page }) => {
  test.slow() // the live units' play-by-play read through the API, then axe
  const res = await page.request.get(`/api/v1/schedule?day=${TODAY}&type=competition`)
  const { items } = (await res.json()) as { items: (ScheduleItem & { scheduleStatus: string })[] }
  const live = items.filter(
    (i) => i.scheduleStatus === 'RUNNING' && ['BKB', 'HBL', 'JUD', 'TKW', 'WRE'].includes(i.disciplineCode ?? ''),
  )
  let opened: ScheduleItem | null = null
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
  await noAxeViolations(page)
})
