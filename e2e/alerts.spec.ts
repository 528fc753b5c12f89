import { expect, test } from '@playwright/test'

test.use({ serviceWorkers: 'allow' })

test.describe('push alerts (decision 056)', () => {
  test('the worker shows a pushed alert, one per unit, and ignores what is not one', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'])
    await page.goto('/')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted)
        if (live) resolve(live.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const id = await registrationId
    const push = (message: Record<string, string>) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL ?? '').origin,
        registrationId: id,
        data: JSON.stringify(message),
      })
    const shown = () =>
      page.evaluate(async () => {
        const worker = await navigator.serviceWorker.ready
        return (await worker.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag }))
      })

    await push({
      title: 'Atletismo · 100 m · Final',
      body: 'Começou',
      url: '/schedule/unit/U1',
      tag: 'U1',
      kind: 'started',
    })
    await expect.poll(shown).toEqual([{ title: 'Atletismo · 100 m · Final', body: 'Começou', tag: 'U1' }])
    // The unit's result replaces its start alert: one notification per unit.
    await push({
      title: 'Atletismo · 100 m · Final',
      body: 'Resultado oficial · 1.º SILVA Ana (BRA)',
      url: '/schedule/unit/U1',
      tag: 'U1',
      kind: 'result',
    })
    await expect
      .poll(shown)
      .toEqual([{ title: 'Atletismo · 100 m · Final', body: 'Resultado oficial · 1.º SILVA Ana (BRA)', tag: 'U1' }])
    // A message that is not an alert shows nothing.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(baseURL ?? '').origin,
      registrationId: id,
      data: 'not json',
    })
    await expect.poll(shown).toHaveLength(1)
  })
})
