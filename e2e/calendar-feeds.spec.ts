import { noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

// The 2-core machine is shared: axe on a full page can take several seconds under load.
test.describe.configure({ timeout: 60_000 })

test.describe('calendar feeds', () => {
  test('a delegation page offers its calendar: webcal address, copy, QR code and a feed that parses @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/participants/delegations/BRA')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('button', { name: 'Subscrever calendário' }).click()

    const dialog = page.getByRole('dialog', { name: 'Subscrever no seu calendário' })
    await expect(dialog).toBeVisible()
    const host = new URL(baseURL ?? '').host
    const webcal = `webcal://${host}/api/v1/calendar/delegation/BRA.ics?lang=pt`
    await expect(dialog.getByLabel('Endereço do calendário')).toHaveValue(webcal)
    await expect(dialog.getByRole('link', { name: 'Apple / iPhone' })).toHaveAttribute('href', webcal)
    await expect(dialog.getByRole('link', { name: 'Google Calendar' })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`,
    )

    const qr = dialog.getByRole('img', { name: 'Código QR do endereço do calendário' })
    await expect(qr).toBeVisible()
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

    await dialog.getByRole('button', { name: 'Copiar' }).click()
    await expect(dialog.getByRole('button', { name: 'Copiado' })).toBeVisible()
    await expect(dialog.getByRole('status')).toContainText('Endereço copiado')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webcal)
    await noAxeViolations(page)

    // The download link is the same feed over http(s): it answers a calendar with the delegation's units.
    const href = await dialog.getByRole('link', { name: 'Descarregar .ics' }).getAttribute('href')
    expect(href).toBe(webcal.replace('webcal:', 'http:'))
    const feed = await request.get(href ?? '')
    expect(feed.status()).toBe(200)
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    const text = await feed.text()
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\n/)
    expect(text).toContain('BEGIN:VEVENT')
    expect(text).toMatch(/\r\nEND:VCALENDAR\r\n$/)

    await dialog.getByRole('button', { name: 'Fechar' }).click()
    await expect(dialog).toBeHidden()
  })

  test('the medal table offers the medal events feed, in the page’s language', async ({ page, request }) => {
    await page.goto('/en/medals/all')
    await page.getByRole('button', { name: 'Subscribe to calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' })
    const address = await dialog.getByLabel('Calendar address').inputValue()
    expect(address).toMatch(/^webcal:\/\/[^/]+\/api\/v1\/calendar\/medal-events\.ics\?lang=en$/)
    const feed = await request.get(address.replace('webcal:', 'http:'))
    expect(feed.status()).toBe(200)
    expect(await feed.text()).toMatch(/\r\nX-WR-CALNAME:Medal events · /)
  })
})
