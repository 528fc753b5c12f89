/**
 * Issue 39, point 3 (decision 085): every public screen keeps its own title in the browser tab after the app hydrates
 * and after a navigation inside the app, the title the server rendered ("HERNÁNDEZ Felipe · <games>"), in each
 * language. Before, the app replaced it with the games' name alone on every page.
 */

import { dataPaths } from './screens.ts'
import { expect, type Page, test } from './test.ts'

interface TitledScreen {
  name: string
  path: string
}

/** The public screens a signed-out visitor of the web reaches, data pages included (ids read from the API). */
async function publicScreens(page: Page): Promise<TitledScreen[]> {
  const data = await dataPaths(page)
  const teams = (await (await page.request.get('/api/v1/teams?lang=pt')).json()) as { items: { id: string | number }[] }
  const team = teams.items[0]
  if (!team) throw new Error('the demo data has no team')
  return [
    { name: 'home', path: '/' },
    { name: 'schedule: sports', path: '/schedule/disciplines' },
    { name: 'schedule: grid', path: '/schedule/grid' },
    { name: 'schedule: days', path: '/schedule/days' },
    { name: 'schedule: a day', path: '/schedule/day/2026-07-14' },
    { name: 'discipline', path: '/discipline/athletics' },
    { name: 'discipline: events', path: '/discipline/athletics/competitions' },
    { name: 'discipline: final ranking', path: '/discipline/athletics/finalrank' },
    { name: 'discipline: medals', path: '/discipline/athletics/medals' },
    { name: 'unit', path: data.unit },
    { name: 'medals', path: '/medals/all' },
    { name: 'participants: athletes', path: '/participants/athletes' },
    { name: 'participants: delegations', path: '/participants/delegations' },
    { name: 'participants: teams', path: '/participants/teams' },
    { name: 'athlete', path: data.athlete },
    { name: 'team', path: `/participants/teams/${team.id}` },
    { name: 'delegation', path: data.delegation },
    { name: 'venues', path: '/venues' },
    { name: 'hotels', path: '/places/hotel' },
    { name: 'transport', path: '/transport' },
    { name: 'documents: reports', path: '/reports' },
    { name: 'documents: communications', path: '/informativos' },
    { name: 'awards', path: '/official-awards-schedule' },
    { name: 'sponsors', path: '/sponsors' },
    { name: 'ambassadors', path: '/ambassadors' },
    { name: 'courses', path: '/courses' },
    { name: 'photos', path: '/official-photos' },
    { name: 'videos', path: '/videos' },
    { name: 'volunteers', path: '/volunteers' },
    { name: 'search', path: '/search?q=silva' },
    { name: 'login', path: '/login' },
    { name: 'not found', path: '/no-such-page' },
  ]
}

/** The title the server's render put in the page, or undefined when it sent the app shell (its title is "Podium"). */
/** The title by the rule, from the heading as it stands: the heading and the games' name (the games' alone at home). */
async function titleByHeading(page: Page, games: string): Promise<string> {
  // The text as it reads (a name in two spans is two words), as the title's rule takes it.
  // biome-ignore lint/performance/useDomNodeTextContent: textContent would join "HERNÁNDEZ" and "Felipe".
  const text = (await page.locator('#root h1').first().innerText()).replace(/\s+/g, ' ').trim()
  return text === games ? games : `${text} · ${games}`
}

async function gamesName(page: Page, locale: string): Promise<string> {
  const config = (await (await page.request.get(`/api/v1/config?lang=${locale}`)).json()) as { games: { name: string } }
  return config.games.name
}

async function serverTitle(page: Page, path: string): Promise<string | undefined> {
  const html = await (await page.request.get(path)).text()
  if (!html.includes('id="podium-state"')) return undefined
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return title
    ?.replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
}

for (const [locale, prefix] of [
  ['pt', ''],
  ['en', '/en'],
] as const) {
  test(`every public screen keeps its own title after hydration (${locale})`, async ({ page }) => {
    test.setTimeout(process.env.CI ? 600_000 : 420_000)
    const games = await gamesName(page, locale)
    const wrong: string[] = []
    for (const screen of await publicScreens(page)) {
      const path = screen.path === '/' && prefix ? prefix : `${prefix}${screen.path}`
      const rendered = await serverTitle(page, path)
      await page.goto(path)
      const heading = page.locator('#root h1').first()
      await expect(heading, screen.name).toBeVisible()
      // The heading settles (a name arrives after its page), and the title follows it.
      await expect
        .poll(async () => (await page.title()) === (await titleByHeading(page, games)), {
          message: screen.name,
          timeout: 20_000,
        })
        .toBe(true)
      const title = await page.title()
      if (screen.name !== 'home' && title === games) wrong.push(`${screen.name}: only the games' name`)
      if (rendered !== undefined && rendered !== title)
        wrong.push(`${screen.name}: server "${rendered}", app "${title}"`)
    }
    expect(wrong).toEqual([])
  })
}

for (const [locale, prefix, navName] of [
  ['pt', '', 'Navegação principal'],
  ['en', '/en', 'Main navigation'],
] as const) {
  test(`a navigation inside the app gives each screen its own title (${locale})`, async ({ page }) => {
    test.setTimeout(process.env.CI ? 360_000 : 240_000)
    const games = await gamesName(page, locale)
    await page.goto(prefix || '/')
    const nav = page.getByRole('navigation', { name: navName })
    const links = nav.getByRole('link')
    const count = await links.count()
    expect(count).toBeGreaterThan(5)
    const visited: string[] = []
    for (let index = 0; index < count; index++) {
      const link = links.nth(index)
      const href = await link.getAttribute('href')
      await link.click()
      // An entry may lead to its first view (Participants → its athletes).
      await expect(page).toHaveURL((url) => url.pathname === href || url.pathname.startsWith(`${href}/`))
      await expect(page.locator('#root h1').first()).toBeVisible()
      // A screen other than home is titled by its own heading, never the games' name alone (which a screen whose
      // heading has not arrived yet would show for a moment).
      const home = href === (prefix || '/')
      await expect
        .poll(
          async () => {
            const title = await page.title()
            return (home || title !== games) && title === (await titleByHeading(page, games))
          },
          { message: `${href}`, timeout: 20_000 },
        )
        .toBe(true)
      visited.push(`${href}`)
    }
    // A data page reached by a link: an athlete from the list, then a team member's page.
    await page.goto(`${prefix}/participants/athletes`)
    const athlete = page.getByRole('main').locator('a[href*="/participants/profile/"]').first()
    await athlete.click()
    await expect(page).toHaveURL(/\/participants\/profile\//)
    // Until the athlete's name arrives, the page may have no heading yet and so the games' name alone as its title:
    // wait for a title that is the heading's and not the games' name alone.
    await expect
      .poll(
        async () => {
          const title = await page.title()
          return title !== games && title === (await titleByHeading(page, games))
        },
        { message: 'athlete', timeout: 20_000 },
      )
      .toBe(true)
    expect(visited.length).toBe(count)
  })
}
