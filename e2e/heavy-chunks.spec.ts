import { asAndroid, logInAs, mainScreens, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

/**
 * Issue 9: the heavy parts (the places map with Leaflet, the jsQR decoder, chart and PDF-rendering libraries) load
 * only on their own screens. Each main screen is opened fresh and every script and stylesheet it requests is
 * recorded. The chunk names come from Vite's defaults: a lazy module's chunk is named after its file (places-map with
 * Leaflet, jsQR, chart-panels with chart.js, my-day-pdf with pdf-lib), so a library that moved into another chunk would need the pattern (and
 * bench:web's manifest check) updated.
 */
const HEAVY = /\/assets\/(?:places-map|leaflet|jsQR|screen-qr|chart|pdf\.worker|pdfjs|my-day-pdf)[^/]*\.(?:js|css)$/i

function recordAssets(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    const type = request.resourceType()
    if (type === 'script' || type === 'stylesheet') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

test.describe('heavy chunks', () => {
  test('no main screen loads the map, QR, chart or PDF code', async ({ page }) => {
    test.setTimeout(180_000)
    await asAndroid(page)
    await logInAs(page, 'demo-athlete')
    const screens = await mainScreens(page)
    const urls = recordAssets(page)
    const offenders: string[] = []
    for (const screen of screens) {
      urls.length = 0
      await page.goto(screen.path)
      await settled(page)
      expect(urls.length, `${screen.name} loads scripts`).toBeGreaterThan(0)
      for (const url of urls.filter((u) => HEAVY.test(u))) offenders.push(`${screen.name} (${screen.path}): ${url}`)
    }
    expect(offenders).toEqual([])
  })

  test('the map code loads when the map is shown, and only then', async ({ page }) => {
    await asAndroid(page)
    await logInAs(page, 'demo-athlete', '/venues')
    const urls = recordAssets(page)
    await page.goto('/venues')
    await expect(page.getByRole('list', { name: 'Recintos' })).toBeVisible()
    await settled(page)
    expect(urls.filter((u) => HEAVY.test(u))).toEqual([])

    await page.getByRole('button', { name: 'Mapa', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Mapa dos locais' }).getByTestId('places-map')).toBeVisible()
    const heavy = urls.filter((u) => HEAVY.test(u))
    expect(heavy.some((u) => /places-map[^/]*\.js$/.test(u))).toBe(true)
    expect(heavy.some((u) => /\.css$/.test(u))).toBe(true)
  })
})
