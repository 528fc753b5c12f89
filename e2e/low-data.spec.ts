/**
 * Issue 40, part 4 (decision 088): the low-data mode — switched on in the settings, or by the browser's data saver
 * (`navigator.connection.saveData`) — fetches no image but flags, opens no live stream and polls once a minute
 * instead. Without it, the same visit opens the stream and fetches a photo (so the checks below can fail).
 */
import { dataPaths, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

test.describe.configure({ timeout: 120_000 })

/** Image requests other than flags, and requests to the live stream, from now on. */
function watch(page: Page) {
  const seen = { images: [] as string[], live: [] as string[] }
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (r.resourceType() === 'image' && !path.startsWith('/flags/')) seen.images.push(path)
    if (path.startsWith('/api/v1/live')) seen.live.push(path)
  })
  return seen
}

/** A typical visit: home, a day, a unit, an athlete (a photo), the medal table. */
async function visit(page: Page) {
  const paths = await dataPaths(page)
  const config = (await (await page.request.get('/api/v1/config?lang=pt')).json()) as { games: { today: string } }
  for (const path of ['/', `/schedule/day/${config.games.today}`, paths.unit, paths.athlete, '/medals/all']) {
    await page.goto(path)
    await settled(page)
  }
}

/** The poll: a minute on, the open page's live data is fetched again. */
async function expectPoll(page: Page) {
  const poll = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/medals')
  await page.clock.fastForward(60_000)
  await poll
}

test('with the setting on: flags only, no live stream, a poll each minute @phone', async ({ page }) => {
  await page.clock.install()
  await page.goto('/settings')
  const toggle = page.getByRole('checkbox', { name: 'Poupar dados' })
  await expect(toggle).not.toBeChecked()
  await toggle.check()
  await expect(toggle).toBeChecked()
  expect(await page.evaluate(() => localStorage.getItem('podiumLowData'))).toBe('on')

  const seen = watch(page)
  await visit(page)
  // The athlete's photo is a placeholder with the alt text, not an image.
  await page.goto((await dataPaths(page)).athlete)
  await expect(page.locator('[data-low-data-placeholder]').first()).toBeVisible()
  await page.goto('/medals/all')
  await settled(page)
  await expectPoll(page)
  expect(seen.images).toEqual([])
  expect(seen.live).toEqual([])
})

test("the browser's data saver turns it on by itself", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
    })
  })
  await page.clock.install()
  const seen = watch(page)
  await visit(page)
  await expectPoll(page)
  expect(seen.images).toEqual([])
  expect(seen.live).toEqual([])
  await page.goto('/settings')
  await expect(page.getByRole('checkbox', { name: 'Poupar dados' })).toBeChecked()
  await expect(page.getByText('Ligada porque o navegador pede para poupar dados.')).toBeVisible()
})

test('without it, the same visit opens the live stream and fetches the photo', async ({ page }) => {
  const seen = watch(page)
  await visit(page)
  expect(seen.live.length).toBeGreaterThan(0)
  expect(seen.images.length).toBeGreaterThan(0)
})
