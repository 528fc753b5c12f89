import type { AthletePage } from '@podium/domain'
import { E2E_TODAY } from '../playwright.config.ts'
import { expect, test } from './test.ts'

test.use({ serviceWorkers: 'allow' })

test.describe('offline PWA', () => {
  test('after a first visit the schedule opens offline, labelled with the time of its data', async ({
    page,
    context,
  }) => {
    test.slow() // seven page loads, two of them waiting for the worker's cache
    const dayPage = `/schedule/day/${E2E_TODAY}`
    await page.goto(dayPage)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The worker takes control of this page (clients.claim); a reload fetches the data through it, caching it.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await page.reload()
    await expect(page.getByText(/^Atualizado às/)).toBeVisible()

    // The worker stores its copy just after answering: wait for it before cutting the network. The day's page is
    // kept whole (its answers are in it: a server-rendered page asks the API for nothing while they are fresh); the
    // medal table is the answer the app prefetches a second after the page settles, for a page not yet opened.
    const kept = [
      { cache: 'podium-pages', path: dayPage },
      { cache: 'podium-api', path: '/api/v1/medals' },
    ]
    for (const { cache, path } of kept) {
      await expect
        .poll(
          () =>
            page.evaluate(
              async ({ cache, path }) => {
                const entries = await (await caches.open(cache)).keys()
                return entries.some((request) => new URL(request.url).pathname === path)
              },
              { cache, path },
            ),
          { message: `${path} in the worker's cache ${cache}` },
        )
        .toBe(true)
    }
    // An athlete whose profile this device has never opened.
    const athletes = (await (await page.request.get('/api/v1/athletes?page=3')).json()) as AthletePage
    const unseen = athletes.items[0]
    if (!unseen) throw new Error('no athlete on the third page')
    await context.setOffline(true)
    // The medal table is asked for only by that prefetch (the day page does not show it): its request ending, served
    // or failed, says the prefetch has run.
    const prefetched = new Promise<void>((resolve) => {
      const ended = (request: { url(): string }) => {
        if (new URL(request.url()).pathname === '/api/v1/medals') resolve()
      }
      page.on('requestfinished', ended)
      page.on('requestfailed', ended)
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByText(/^Sem ligação: dados de /)).toBeVisible()
    await expect(page.getByRole('banner').getByRole('status')).toHaveText(/^Sem rede/)
    // It stays so: a second after the page settles the app prefetches other payloads (reference lists with a
    // 60-second max-age), and an answer out of the browser's HTTP cache must not pass for a network one.
    await prefetched
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    await expect(page.getByText(/^Sem ligação: dados de /)).toBeVisible()
    await expect(page.getByText(/^Atualizado às/)).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('offline-day.png') })
    // A page never opened before still starts from the cached shell.
    await page.goto('/medals/all')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible()
    // …with the medal table the first visit prefetched (the worker once took `medals` for the private `me`).
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible()
    // …labelled as the cached copy it is.
    await expect(page.getByText(/^Sem ligação: dados de /)).toBeVisible()
    // A page whose data was never saved says so, not "an error occurred"; back online it opens.
    await page.goto(`/participants/profile/${unseen.id}`)
    await expect(page.getByRole('alert').getByText('Não disponível offline')).toBeVisible()
    await context.setOffline(false)
    await page.reload()
    await expect(page.getByRole('heading', { name: unseen.name })).toBeVisible()
    await expect(page.getByText('Não disponível offline')).toHaveCount(0)

    await page.goto(dayPage)
    await expect(page.getByText(/^Atualizado às/)).toBeVisible()
    await expect(page.getByText(/^Sem ligação/)).toHaveCount(0)
    await expect(page.getByRole('banner').getByRole('status')).toBeEmpty()
  })

  test('the app is installable: manifest, icons and a service worker pass Chrome’s own check', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await page.context().newCDPSession(page)
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[]
    }
    // Playwright's contexts are incognito profiles, which Chrome never offers to install; every other check must pass.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([])
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { icons: { sizes: string }[] }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  })

  test('an unknown page still answers 404 with the service worker in control', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const res = await page.goto('/no-such-page-at-all')
    expect(res?.status()).toBe(404)
  })
})
