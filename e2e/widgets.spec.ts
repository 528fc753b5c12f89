import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { analyzeAtRest } from './axe.ts'
import { expect, test } from './test.ts'

/**
 * Another site, on its own port (so its own origin), whose page embeds Podium with the documented snippet. A real
 * local server rather than a routed URL: Chrome refuses pages of unknown address space loading loopback ones.
 */
async function startHostSite(podium: string, attributes: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(hostPage(podium, attributes))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, server }
}
const hostPage = (
  podium: string,
  attributes: string,
) => `<!doctype html><html lang="en"><head><title>Host</title></head>
<body><h1>Our school's page</h1><script src="${podium}/embed.js" ${attributes} async></script><p>After the widget</p></body></html>`

test.describe('embeddable widgets', () => {
  for (const widget of ['medals', 'events'] as const) {
    test(`the ${widget} widget in another site's iframe sizes the frame to its content @phone`, async ({
      page,
      baseURL,
    }) => {
      const host = await startHostSite(baseURL ?? '', `data-widget="${widget}" data-lang="en"`)
      try {
        await page.goto(host.url)
        const frameElement = page.locator('iframe')
        await expect(frameElement).toHaveAttribute('src', new RegExp(`/widget/${widget}\\?lang=en$`))
        const frame = page.frameLocator('iframe')
        const heading = widget === 'medals' ? 'Medal table' : 'Now and next'
        await expect(frame.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        // The frame starts at 320 px and follows the widget's reported height.
        await expect
          .poll(async () => {
            const [outer, inner] = await Promise.all([
              frameElement.evaluate((el) => el.getBoundingClientRect().height),
              frame.locator('#main > div').evaluate((el) => Math.ceil(el.getBoundingClientRect().height)),
            ])
            return Math.abs(outer - inner) <= 1 && outer !== 320
          })
          .toBe(true)
        // No app chrome inside a widget.
        await expect(frame.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
      } finally {
        host.server.close()
      }
    })
  }

  test('the medals widget answers with frame-ancestors open to every site; other pages refuse framing', async ({
    request,
  }) => {
    const widget = await request.get('/widget/medals')
    expect(widget.status()).toBe(200)
    expect(widget.headers()['content-security-policy']).toMatch(/frame-ancestors \*/)
    const page = await request.get('/medals/all')
    expect(page.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/)
  })

  test('the headless widget has no heading of its own, shows what is on now and next, and passes axe', async ({
    page,
  }) => {
    await page.goto('/widget/headless?lang=en')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
    const { violations } = await analyzeAtRest(page, (axe) => axe.disableRules(['page-has-heading-one']))
    expect(violations.map((v) => v.id)).toEqual([])
  })
})
