import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './test.ts'

/** The folder the e2e server serves the built app from (playwright.config.ts passes PODIUM_WEB_DIR through). */
const WEB_DIR = process.env.PODIUM_WEB_DIR || join(process.cwd(), 'apps/web/dist')
const MANIFEST = join(WEB_DIR, 'builds/latest.json')

/** The app checks the build manifest on a timer and whenever the tab becomes visible again. */
const tabComesBack = () => document.dispatchEvent(new Event('visibilitychange'))

test.describe('updates', () => {
  test('a newer build published on the server offers a reload in a toast', async ({ page }) => {
    const published = readFileSync(MANIFEST, 'utf8')
    expect(JSON.parse(published)).toMatchObject({ version: expect.any(String) })
    await page.goto('/schedule/grid')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The check's answer (the same build) has arrived and two frames have passed: a toast would be there now.
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/builds/latest.json'))
    await page.evaluate(tabComesBack)
    expect((await checked).ok()).toBe(true)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(page.getByText('Há uma nova versão do Podium.')).toHaveCount(0)
    try {
      writeFileSync(MANIFEST, JSON.stringify({ version: 'e2e-newer-build', builtAt: new Date().toISOString() }))
      await page.evaluate(tabComesBack)
      await expect(page.getByText('Há uma nova versão do Podium.')).toBeVisible()
      const reloaded = page.waitForEvent('load')
      await page.getByRole('button', { name: 'Atualizar' }).click()
      await reloaded
    } finally {
      writeFileSync(MANIFEST, published)
    }
  })

  test('a missing or refused build manifest is ignored', async ({ page }) => {
    let asked = 0
    await page.route('**/builds/latest.json', (route) => {
      asked++
      return route.fulfill({ status: asked === 1 ? 404 : 403, body: '' })
    })
    await page.goto('/schedule/grid')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.evaluate(tabComesBack)
    await expect.poll(() => asked).toBe(1)
    await page.evaluate(tabComesBack)
    await expect.poll(() => asked).toBe(2)
    await expect(page.getByText('Há uma nova versão do Podium.')).toHaveCount(0)
  })

  test('a chunk that fails to load reloads the path once, then shows the error page', async ({ page }) => {
    // A deploy removed the old medal-page chunk under this open tab. Blocked from the start: the navigation's
    // pages are preloaded a second after each page settles, and a starved run could fetch it before the click.
    await page.route(/\/assets\/medals\._disciplineKey-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/schedule/grid')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    let loads = 0
    page.on('load', () => loads++)
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Medalhas' }).click()
    await expect.poll(() => loads).toBe(1)
    await expect(page).toHaveURL(/\/medals\/all$/)
    expect(await page.evaluate(() => sessionStorage.getItem('podium:chunk-reload'))).toBe('/medals/all')
    // Still missing after the reload: no loop, the error page explains.
    await expect(page.getByRole('heading', { level: 1, name: 'Algo correu mal' })).toBeVisible()
    await expect(page.getByText(/Failed to fetch dynamically imported module/).first()).toBeVisible()
    // The error page is what route-error-page.tsx renders instead of reloading (chunk-reload.ts decides it in that
    // render): once it shows, no second reload can follow.
    expect(loads).toBe(1)
  })
})
