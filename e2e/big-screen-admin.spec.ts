/**
 * Issue 40, part 2 (decision 087): staff find each venue's big-screen address in the back office, with a QR code
 * that opens it (decoded here from the page's pixels) and the language chosen for the screens in the address.
 */
import type { VenueDto } from '@podium/domain'
import jsQR from 'jsqr'
import sharp from 'sharp'
import { logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

test.describe('the venue screens page', () => {
  test('lists every venue with its screen address and a QR code that opens it', async ({ page, baseURL }) => {
    test.slow() // a login, a lazily loaded chunk, two axe runs
    const { items: venues } = (await (await page.request.get('/api/v1/venues?lang=pt')).json()) as { items: VenueDto[] }
    expect(venues.length).toBeGreaterThan(0)
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })

    await logInAs(page, 'demo-staff', '/manage')
    // The QR code's drawer is not part of the dashboard.
    expect(scripts.filter((s) => /screen-qr/.test(s))).toEqual([])
    await page.getByRole('link', { name: /Ecrãs dos recintos/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ecrãs dos recintos' })).toBeVisible()
    const list = page.getByRole('list', { name: 'Ecrãs por recinto' })
    await expect(list.getByRole('listitem')).toHaveCount(venues.length)
    expect(scripts.some((s) => /screen-qr/.test(s))).toBe(true)

    const first = venues[0] as VenueDto
    const item = list
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: first.name, exact: true }) })
    await expect(item.getByText(`${baseURL}/screen/${first.code}`, { exact: true })).toBeVisible()
    await expect(item.getByRole('link', { name: `Abrir o ecrã de ${first.name}` })).toHaveAttribute(
      'href',
      `${baseURL}/screen/${first.code}`,
    )

    // The organiser's language goes into every address and its QR code.
    await page.getByLabel('Idioma dos ecrãs').selectOption('en')
    const address = `${baseURL}/screen/${first.code}?lang=en`
    await expect(item.getByText(address, { exact: true })).toBeVisible()
    const qr = item.getByRole('img', { name: `Código QR do ecrã de ${first.name}` })
    await expect(qr).toBeVisible()
    const { data, info } = await sharp(await qr.screenshot())
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(address)

    await page.screenshot({ path: 'test-results/big-screen-admin-desktop.png', fullPage: false })
    await noAxeViolations(page)
    // On a phone, in the dark: the address wraps, nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(item.getByText(address, { exact: true })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    await page.screenshot({ path: 'test-results/big-screen-admin-phone-dark.png', fullPage: false })
    await noAxeViolations(page)
  })
})
