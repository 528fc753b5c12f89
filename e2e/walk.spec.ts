/**
 * Issue 39, "The spectator's walk" (decision 081): what a spectator met walking through the app on a phone and a
 * desktop — the settings out of reach, a spoiler shield that leaked, Azerbaijani dates that changed under the reader,
 * titles lost after loading, pages wider than a phone.
 */
import { dataPaths, settled } from './screens.ts'
import { E2E_TODAY } from './server-env.ts'
import { expect, type Page, test } from './test.ts'

test.describe('settings from the navigation (point 4)', () => {
  test('the phone\'s "Mais" menu leads to the settings @phone-only', async ({ page }) => {
    await page.goto('/schedule/grid')
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Definições' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('the desktop sidebar leads to the settings, in English too', async ({ page }) => {
    await page.goto('/en/schedule/grid')
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/en\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(link).toHaveAttribute('aria-current', 'page')
  })
})

interface RankRow {
  rank: number | null
  name: string
  result: string | null
  athlete: { id: string | number } | null
}
interface DisciplineEvents {
  events: { code: string; name: string; finalRanking: RankRow[] }[]
}
interface Profile {
  name: string
  events: { eventName: string; medal: string | null; results: { startAt: string }[] }[]
}

async function shieldOn(page: Page) {
  await page.goto('/settings')
  await page.getByRole('checkbox', { name: /Esconder resultados/ }).check()
}

test.describe('the spoiler shield (point 1)', () => {
  test('the final ranking hides standings, times and medals until its event is revealed @phone', async ({ page }) => {
    const athletics = (await (
      await page.request.get('/api/v1/disciplines/athletics?lang=pt')
    ).json()) as DisciplineEvents
    const decided = athletics.events.filter((e) => e.finalRanking.length > 0)
    const first = decided[0]
    const winner = first?.finalRanking[0]
    expect(winner?.result, 'a decided athletics event with a result').toBeTruthy()
    if (!first || !winner?.result) return

    await shieldOn(page)
    await page.goto('/discipline/athletics/finalrank')
    const section = page.getByRole('region', { name: first.name })
    await expect(section.getByRole('heading', { name: first.name })).toBeVisible()
    await expect(page.getByTestId('spoiler-placeholder')).toHaveCount(decided.length)
    await expect(section.getByRole('listitem')).toHaveCount(0)
    await expect(page.getByText(winner.name, { exact: true })).toHaveCount(0)
    await expect(page.getByText(winner.result, { exact: true })).toHaveCount(0)

    // A tap reveals that event's standings, and only that event's.
    await section.getByRole('button', { name: 'Resultado escondido — tocar para ver' }).click()
    await expect(section.getByText(winner.name, { exact: true })).toBeVisible()
    await expect(section.getByText(winner.result, { exact: true })).toBeVisible()
    await expect(page.getByTestId('spoiler-placeholder')).toHaveCount(decided.length - 1)
  })

  test("an athlete's earlier medal: one placeholder per event, under its name, worded for any day @phone", async ({
    page,
  }) => {
    // A medallist whose medal event ended before the e2e day: its medal is not "today's".
    const athletics = (await (
      await page.request.get('/api/v1/disciplines/athletics?lang=pt')
    ).json()) as DisciplineEvents
    let found: { id: string; profile: Profile } | undefined
    for (const row of athletics.events.flatMap((e) => e.finalRanking.filter((r) => r.rank === 1 && r.athlete))) {
      const id = String(row.athlete?.id)
      const profile = (await (await page.request.get(`/api/v1/athletes/${id}?lang=pt`)).json()) as Profile
      const earlier = profile.events.some(
        (e) => e.medal && e.results.length > 0 && e.results.every((r) => r.startAt.slice(0, 10) < E2E_TODAY),
      )
      if (earlier) {
        found = { id, profile }
        break
      }
    }
    expect(found, 'an athletics champion of an earlier day').toBeTruthy()
    if (!found) return
    const shielded = found.profile.events.filter((e) => e.medal || e.results.length > 0)

    await shieldOn(page)
    await page.goto(`/participants/profile/${found.id}`)
    await expect(page.getByRole('heading', { level: 1, name: found.profile.name })).toBeVisible()
    const events = page.getByRole('region', { name: 'Provas e resultados' }).getByRole('listitem')
    await expect(events).toHaveCount(found.profile.events.length)
    // One placeholder per event (and one for the medal counts by the name), none saying "today's".
    await expect(page.getByTestId('spoiler-placeholder')).toHaveCount(shielded.length + 1)
    await expect(page.getByText(/as de hoje/)).toHaveCount(0)
    for (const event of shielded) {
      const card = events.filter({ has: page.getByRole('heading', { name: event.eventName, exact: true }) })
      await expect(card.getByTestId('spoiler-placeholder')).toHaveCount(1)
      await expect(card.getByTestId('spoiler-placeholder')).toHaveText('Resultado escondido — tocar para ver')
      // The event's name keeps the card's width: the placeholder is under it, not beside it.
      const [name, whole] = await Promise.all([
        card.getByRole('heading', { name: event.eventName, exact: true }).boundingBox(),
        card.boundingBox(),
      ])
      expect(name && whole && name.width / whole.width).toBeGreaterThan(0.8)
    }
  })
})

/** A date in Azerbaijani as CLDR writes it: "27 noy", "27 noyabr 2026", "27 noy, C.", "14.07.26". */
const AZ_DATE =
  /\b\d{1,2} (?:yan|fev|mar|apr|may|iyn|iyl|avq|sen|okt|noy|dek)[a-zə]*(?: \d{4})?(?:, (?:B\.|B\.e\.|Ç\.a\.|Ç\.|C\.a\.|C\.|Ş\.))?|\b\d{2}\.\d{2}\.\d{2}\b/g
/** What a browser without Azerbaijani date data writes instead: "M11 27", "Fri". */
const FOREIGN_DATE = /\bM\d{1,2}\b|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/

test.describe('Azerbaijani dates (point 2)', () => {
  test('read the same from the server and after hydration, with no hydration error @phone', async ({ page }) => {
    test.setTimeout(process.env.CI ? 180_000 : 90_000)
    const data = await dataPaths(page)
    const errors: string[] = []
    let current = ''
    page.on('console', (message) => {
      if (message.type() === 'error' && /418|hydrat/i.test(message.text())) errors.push(`${current}: ${message.text()}`)
    })
    page.on('pageerror', (error) => {
      if (/418|hydrat/i.test(error.message)) errors.push(`${current}: ${error.message}`)
    })
    const paths = [
      '/az',
      `/az/schedule/day/${E2E_TODAY}`,
      `/az${data.unit}`,
      '/az/medals',
      `/az${data.athlete}`,
      '/az/venues',
      '/az/my-games',
      '/az/settings',
    ]
    let datesSeen = 0
    for (const path of paths) {
      const served = await (await page.request.get(path)).text()
      current = path
      await page.goto(path)
      await settled(page)
      const [before, after] = await page.evaluate((html) => {
        const root = new DOMParser().parseFromString(html, 'text/html').getElementById('root')
        return [root?.textContent ?? '', document.getElementById('root')?.textContent ?? '']
      }, served)
      const serverDates = [...before.matchAll(AZ_DATE)].map((m) => m[0])
      datesSeen += serverDates.length
      for (const date of serverDates) expect(after, `${path}: "${date}" after hydration`).toContain(date)
      expect(after.match(FOREIGN_DATE), `${path}: a date Intl could not write in Azerbaijani`).toBeNull()
    }
    expect(errors).toEqual([])
    // The walk met dates: the home's and the schedule's at least.
    expect(datesSeen).toBeGreaterThan(2)
  })
})
