import { analyzeAtRest } from './axe.ts'
import { logInAs } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const admin = { Authorization: 'Bearer e2e-admin-token-0123456789' }

/** A client-side navigation, as an in-app link makes: the router hears the history change, no document loads. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }))
  }, path)
}

async function deleteRule(page: Page, source: string) {
  const list = (await (await page.request.get(`/api/v1/admin/route-rules?q=${source}`, { headers: admin })).json()) as {
    items: { id: number; source: string; version: number }[]
  }
  for (const rule of list.items.filter((r) => r.source === source)) {
    await page.request.delete(`/api/v1/admin/route-rules/${rule.id}?version=${rule.version}`, { headers: admin })
  }
}

test.describe('short links and redirects (issue 23, decision 046)', () => {
  test('staff create a short link, which opens as a document and from inside the app', async ({ page }) => {
    test.setTimeout(180_000)
    const source = `/go/e2e-${Date.now().toString(36)}`
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Ligações curtas/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Ligações curtas' })).toBeVisible()

    // A path of the app's own is refused, in words, before anything is sent.
    await page.getByRole('button', { name: 'Adicionar ligação' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova ligação' })
    await dialog.getByLabel('Endereço curto').fill('/medals')
    await dialog.getByLabel('Destino').fill('/venues')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Este caminho pertence à app')).toBeVisible()
    await dialog.getByLabel('Endereço curto').fill(source)
    const { violations } = await analyzeAtRest(page)
    expect(violations.map((v) => v.id)).toEqual([])
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    const row = page.getByRole('listitem').filter({ hasText: source })
    await expect(row.getByText('→ /venues')).toBeVisible()
    await expect(row.getByText('Sem visitas')).toBeVisible()

    // Its QR code, to print.
    await page.getByRole('button', { name: `Código QR de ${source}` }).click()
    const qr = page.getByRole('dialog', { name: 'Código QR da ligação' }).getByRole('img')
    await expect(qr).toBeVisible()
    // Visible comes before loaded: wait for the image's pixels.
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await page.keyboard.press('Escape')

    // Opened as a document (a printed poster): the server redirects, keeping the query.
    await page.goto(`${source}?from=poster`)
    await expect(page).toHaveURL(/\/venues\?from=poster$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Recintos' })).toBeVisible()

    // Followed from inside the app: the route guard redirects without loading a document.
    await page.goto('/medals/all')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url())
    })
    await navigateInApp(page, source)
    await expect(page).toHaveURL(/\/venues$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Recintos' })).toBeVisible()
    expect(documents).toEqual([])

    // The document visit was counted. (The manager's old address, /manage/links, still leads to it.)
    await page.goto('/manage/links')
    await expect(page).toHaveURL(/\/manage\/route-rules$/)
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(source)
    await expect(page.getByRole('listitem').filter({ hasText: source }).getByText('1 visita')).toBeVisible()
    await deleteRule(page, source)
  })

  test('an external rule is a full page load, as a document and from inside the app', async ({ page }) => {
    test.setTimeout(120_000)
    const source = `/go/ext-${Date.now().toString(36)}`
    // The outside site, stubbed: the browser cannot reach the internet here.
    await page.route('https://tickets.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Tickets</title><h1>Tickets</h1>' }),
    )
    const created = await page.request.post('/api/v1/admin/route-rules', {
      headers: admin,
      data: { source, target: 'https://tickets.example.org/rio' },
    })
    expect(created.status()).toBe(201)

    // As a document: the server's redirect (a browser cannot be stubbed past a redirect, so it is read as it is).
    const answer = await page.request.get(source, { maxRedirects: 0 })
    expect(answer.status()).toBe(302)
    expect(answer.headers().location).toBe('https://tickets.example.org/rio')

    await page.goto('/medals/all')
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    const loaded = page.waitForEvent('load')
    await navigateInApp(page, source)
    await loaded
    await expect(page).toHaveURL('https://tickets.example.org/rio')
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible()
    await page.goto('/medals/all')
    await deleteRule(page, source)
  })
})
