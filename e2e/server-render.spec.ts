import type { Browser, ConsoleMessage } from './test.ts'
import { expect, test } from './test.ts'

/**
 * Decision 060: the public pages come rendered from the server — read here with JavaScript off, as a crawler, a link
 * preview or a phone still downloading the app sees them — and the app hydrates them without a mismatch.
 */

const TODAY = '2026-07-14'

interface MedalRow {
  gold: number
  total: number
  organisation: { name: string }
}

interface Athlete {
  name: string
  events: { eventName: string }[]
}

/** A page without JavaScript: what the server sent, nothing more. */
async function withoutJavaScript(browser: Browser, locale: string) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale,
    baseURL: test.info().project.use.baseURL,
  })
  return { page: await context.newPage(), close: () => context.close() }
}

test.describe('pages rendered by the server', () => {
  test('the medal table, a day and an athlete show their content without JavaScript, in the language asked', async ({
    browser,
    request,
  }) => {
    const medals = (await (await request.get('/api/v1/medals?discipline=all&rank=gold&lang=pt')).json()) as {
      items: MedalRow[]
    }
    const { page, close } = await withoutJavaScript(browser, 'pt-PT')
    await page.goto('/medals/all')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT')
    const table = page.getByRole('table')
    for (const row of medals.items.slice(0, 3)) {
      await expect(table.getByRole('row').filter({ hasText: row.organisation.name }).first()).toContainText(
        String(row.total),
      )
    }
    expect(await page.title()).toContain('Quadro de medalhas')

    const day = (await (await request.get(`/api/v1/schedule?day=${TODAY}&lang=pt`)).json()) as {
      items: { name: string; disciplineName: string }[]
    }
    await page.goto(`/schedule/day/${TODAY}`)
    const first = day.items[0]
    if (!first) throw new Error('the demo day has no units')
    await expect(page.getByText(first.disciplineName).first()).toBeVisible()

    const athletes = (await (await request.get('/api/v1/athletes?limit=1')).json()) as { items: { id: string }[] }
    const id = athletes.items[0]?.id
    const athlete = (await (await request.get(`/api/v1/athletes/${id}?lang=en`)).json()) as Athlete
    await page.goto(`/en/participants/profile/${id}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).toContainText(athlete.name)
    await expect(page.getByText(athlete.events[0]?.eventName ?? 'no event').first()).toBeVisible()
    // The link preview's card names the athlete and the games.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(athlete.name))
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /schedule, live results/)
    await close()
  })

  test('personal pages and a shielded visitor get the app shell, not a shared rendering', async ({ request }) => {
    const rendered = (html: string) => html.includes('id="podium-state"')
    const medals = await request.get('/medals/all')
    expect(rendered(await medals.text())).toBe(true)
    // A kept rendering revalidates with its ETag: a phone that has the page gets a 304, not the page again.
    const etag = medals.headers().etag ?? ''
    expect(etag).not.toBe('')
    expect((await request.get('/medals/all', { headers: { 'If-None-Match': etag } })).status()).toBe(304)
    expect(rendered(await (await request.get('/my-games')).text())).toBe(false)
    expect(rendered(await (await request.get('/profile')).text())).toBe(false)
    const shielded = await request.get('/medals/all', { headers: { Cookie: 'podium_shield=1' } })
    expect(rendered(await shielded.text())).toBe(false)
  })

  test("a rendered page is painted before the app's code is requested @phone", async ({ page, request }) => {
    const html = await (await request.get('/medals/all')).text()
    // The entry and its modules are named to the starter, not loaded beside the stylesheet…
    expect(html).not.toContain('<script type="module"')
    expect(html).toMatch(
      /<script src="\/start-after-paint\.js" data-entry="\/assets\/[^"]+\.js" data-preload="[^"]+" defer>/,
    )
    // …while the app shell (a personal page) loads its entry at once.
    expect(await (await request.get('/my-games')).text()).toContain('<script type="module"')
    await page.goto('/medals/all')
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }))
    expect(timing.scripts.length).toBeGreaterThan(0)
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint)
  })

  test('the first screen starts without the validation library (zod loads with the forms that use it)', async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (req) => {
      if (new URL(req.url()).pathname.endsWith('.js')) scripts.push(req.url())
    })
    await page.goto('/')
    const atReady = [...scripts]
    expect(atReady.length).toBeGreaterThan(0)
    for (const url of atReady) {
      // zod names its classes with string literals, which survive minification.
      expect(await (await page.request.get(url)).text(), url).not.toMatch(/[`'"]ZodObject[`'"]/)
    }
  })

  test('a page the server kept for a while hydrates without asking the API for its answers again', async ({
    page,
    request,
  }) => {
    // Rendered and kept now (nothing live changes in the e2e server), served again past the 5 s freshness window.
    expect((await request.get('/medals/all')).ok()).toBe(true)
    // Time itself is the subject here: the kept answers must be older than the app's 5 s stale time.
    await page.waitForTimeout(6_000)
    const asked: string[] = []
    page.on('request', (req) => {
      const { pathname } = new URL(req.url())
      if (pathname.startsWith('/api/v1/')) asked.push(pathname)
    })
    await page.goto('/medals/all')
    await expect(page.getByRole('table').first()).toBeVisible()
    // goto waited for the app to mark itself hydrated; the queries that would refetch a stale answer subscribe in that
    // same commit, so their requests are out by the next frames (decision 065: no fixed pause).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(asked.filter((path) => path === '/api/v1/medals' || path === '/api/v1/config')).toEqual([])
  })

  test('the app hydrates every public screen without a mismatch, in light and dark @phone', async ({ page }) => {
    const problems: string[] = []
    const watch = (message: ConsoleMessage) => {
      if (/hydrat|did not match|Minified React error #(418|423|425)/i.test(message.text()))
        problems.push(message.text())
    }
    page.on('console', watch)
    page.on('pageerror', (error) => problems.push(String(error)))
    const units = (await (await page.request.get(`/api/v1/schedule?day=${TODAY}&discipline=basketball`)).json()) as {
      items: { code: string }[]
    }
    const paths = [
      '/',
      '/schedule/grid',
      `/schedule/day/${TODAY}`,
      '/medals/all',
      '/participants/athletes',
      '/participants/delegations/BRA',
      '/discipline/athletics/competitions',
      `/discipline/basketball/results/${units.items[0]?.code}`,
      '/venues',
      '/es/medals/all',
      '/widget/medals',
    ]
    // Each page is rendered and kept by the server first, then served a moment later, as most visitors get it: a
    // time written from when the answers were fetched must not differ between the kept page and the browser.
    for (const path of paths) expect((await page.request.get(path)).ok(), path).toBe(true)
    // Time itself is the subject: the clock must move on between the render and the visit.
    await page.waitForTimeout(1_100)
    for (const [index, path] of paths.entries()) {
      await page.emulateMedia({ colorScheme: index % 2 ? 'dark' : 'light' })
      const response = await page.goto(path)
      expect(await response?.text(), path).toContain('id="podium-state"')
      if (!path.startsWith('/widget')) await expect(page.locator('h1').first(), path).toBeVisible()
    }
    // The app is alive once hydrated: a server-rendered button answers (a delegation's medallists open).
    await page.goto('/medals/all')
    const delegation = page.getByRole('table').locator('button[aria-expanded]').first()
    await delegation.click()
    await expect(delegation).toHaveAttribute('aria-expanded', 'true')
    expect(problems).toEqual([])
  })
})
