import { HEAVY, recordAssets, watchScreenChecks } from './screen-checks.ts'
import { asAndroid, logInAs, settled } from './screens.ts'
import { expect, test } from './test.ts'

/**
 * Issue 9: the heavy parts (screen-checks.ts's HEAVY: the places map with Leaflet, the jsQR decoder, chart and
 * PDF-rendering libraries) load only on their own screens. That no main screen loads them is checked by the
 * accessibility walk on the same page loads as its axe runs (a11y.spec.ts, decision 089); here, that the map's code
 * does load when the map is shown.
 */
test.describe('heavy chunks', () => {
  test('the map code loads when the map is shown, and only then', async ({ page }) => {
    await asAndroid(page)
    // Signed in without loading the app (decision 104): the one load of /venues is the one recorded.
    await logInAs(page, 'demo-athlete', null)
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

  // The accessibility walk's checks (screen-checks.ts) only watch: this shows they see what they are there to catch,
  // on one screen, so a walk that passes is not a walk that watches nothing.
  test("the main-screen walk's checks report a heavy chunk and a refused script, naming the screen", async ({
    page,
  }) => {
    await asAndroid(page)
    await logInAs(page, 'demo-athlete', null)
    const checks = watchScreenChecks(page)
    checks.onScreen('venues (/venues)')
    await page.goto('/venues')
    await expect(page).not.toHaveURL(/\/login/)
    await settled(page)
    await page.getByRole('button', { name: 'Mapa', exact: true }).click()
    await expect(page.getByRole('region', { name: 'Mapa dos locais' }).getByTestId('places-map')).toBeVisible()
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'globalThis.inlineRan = true'
      document.head.appendChild(script)
    })
    checks.screenDone()
    await expect.poll(() => checks.failures()['Content-Security-Policy violations'].length).toBeGreaterThan(0)
    const heavy = checks.failures()['heavy chunks loaded on a main screen']
    expect(
      heavy.some((line) => /^venues \(\/venues\): \/assets\/places-map/.test(line)),
      heavy.join('\n'),
    ).toBe(true)
  })
})
