import type { SearchIndex } from '@podium/domain'
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

test.describe.configure({ timeout: 60_000 })

/** The browser without a share sheet (desktop Chromium on Linux has none; a phone's would open a system dialog). */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
}

async function ogImage(page: Page): Promise<string> {
  const content = await page.locator('meta[property="og:image"]').getAttribute('content')
  if (!content) throw new Error('the page names its preview image')
  return content
}

test.describe('sharing', () => {
  test('the medal table copies its address and its preview is its own picture @phone', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    await withoutShareSheet(page)
    await page.goto('/medals/all')
    await page.getByRole('button', { name: 'Partilhar' }).click()
    await expect(page.getByText('Ligação copiada.')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/medals/all', baseURL).href)
    await noAxeViolations(page)

    const image = await ogImage(page)
    expect(image).toMatch(/\/api\/v1\/share\/medals\/all\.png\?lang=pt$/)
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const res = await page.request.get(image)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const bytes = await res.body()
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('an athlete, a delegation and a unit have the button and a preview of their own', async ({ page }) => {
    await withoutShareSheet(page)
    await page.goto('/participants/delegations/BRA')
    await expect(page.getByRole('button', { name: 'Partilhar' })).toBeVisible()
    expect(await ogImage(page)).toMatch(/\/api\/v1\/share\/delegation\/BRA\.png\?lang=pt$/)

    // An athlete of the delegation, from its page.
    await page
      .getByRole('link', { name: /^[A-ZÀ-ÖØ-Þ]{2,}/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/participants\/profile\/[^/]+$/)
    const athlete = new URL(page.url()).pathname
    await page.goto(athlete)
    await expect(page.getByRole('button', { name: 'Partilhar' })).toBeVisible()
    const athleteImage = await ogImage(page)
    expect(athleteImage).toContain(`/api/v1/share/athlete/${athlete.split('/').pop()}.png`)
    const res = await page.request.get(athleteImage)
    expect(res.headers()['content-type']).toBe('image/png')

    // A unit, found through the search index the app reads.
    const index = (await (await page.request.get('/api/v1/search-index?lang=pt')).json()) as SearchIndex
    const unit = index.items.find((item) => item.kind === 'unit')
    if (!unit) throw new Error('the demo has units')
    await page.goto(unit.path)
    await expect(page.getByRole('button', { name: 'Partilhar' })).toBeVisible()
    const unitImage = await ogImage(page)
    expect(unitImage).toContain(`/api/v1/share/unit/${unit.path.split('/').pop()}.png`)
    expect((await page.request.get(unitImage)).headers()['content-type']).toBe('image/png')
    await noAxeViolations(page)
  })
})
