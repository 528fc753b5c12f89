import { noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

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

    // DevTools can hand the first push to a worker still starting up, which drops it; the alert carries its unit's
    // tag, so sending it again replaces rather than adds, and the assertion below stays exact.
    await expect(async () => {
      await push({
        title: 'Atletismo · 100 m · Final',
        body: 'Começou',
        url: '/schedule/unit/U1',
        tag: 'U1',
        kind: 'started',
      })
      await expect
        .poll(shown, { timeout: 5_000 })
        .toEqual([{ title: 'Atletismo · 100 m · Final', body: 'Começou', tag: 'U1' }])
    }).toPass()
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

  test('alerts turn on from My games with my follows and language, follow my choices, and turn off', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'])
    // No push service is reachable from here: the browser's subscription is made up, the rest is real.
    await page.addInitScript(() => {
      let current: PushSubscription | null = null
      const made = () => {
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Math.random().toString(36).slice(2)}`
        return {
          endpoint,
          expirationTime: null,
          toJSON() {
            return {
              endpoint,
              expirationTime: null,
              keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
            }
          },
          unsubscribe: async () => {
            current = null
            return true
          },
        } as unknown as PushSubscription
      }
      PushManager.prototype.subscribe = async () => {
        current = made()
        return current
      }
      PushManager.prototype.getSubscription = async () => current
    })
    await page.goto('/participants/delegations/POR')
    await page.getByRole('button', { name: 'Seguir Portugal', exact: true }).click()
    await page.goto('/my-games')
    const panel = page.getByRole('region', { name: 'Alertas' })
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/v1/push/subscription') && r.method() === 'PUT')
    await panel.getByRole('button', { name: 'Ativar alertas' }).click()
    const body = (await saved).postDataJSON() as { locale: string; kinds: string[]; follows: unknown[] }
    expect(body).toMatchObject({
      locale: 'pt',
      kinds: ['soon', 'started', 'result', 'medal', 'record'],
      leadMinutes: 15,
    })
    expect(body.follows).toEqual([{ kind: 'delegation', code: 'POR' }])
    await expect(page.getByText('Alertas ativados neste dispositivo')).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Desativar alertas' })).toHaveAttribute('aria-pressed', 'true')

    // A kind unticked and another lead time: sent, and kept on the device.
    const changed = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/v1/push/subscription') && r.method() === 'PUT' && !r.postData()?.includes('"medal"'),
    )
    await panel.getByRole('checkbox', { name: 'São atribuídas medalhas' }).uncheck()
    expect(((await changed).postDataJSON() as { kinds: string[] }).kinds).toEqual([
      'soon',
      'started',
      'result',
      'record',
    ])
    // A broken record is a kind of its own (decision 094), turned off like the others.
    const noRecords = page.waitForRequest(
      (r) =>
        r.url().endsWith('/api/v1/push/subscription') && r.method() === 'PUT' && !r.postData()?.includes('"record"'),
    )
    await panel.getByRole('checkbox', { name: 'Alguém que sigo bate um recorde' }).uncheck()
    expect(((await noRecords).postDataJSON() as { kinds: string[] }).kinds).toEqual(['soon', 'started', 'result'])
    await expect(panel.getByRole('checkbox', { name: 'Alguém que sigo bate um recorde' })).not.toBeChecked()
    const lead = page.waitForRequest((r) => r.method() === 'PUT' && r.postData()?.includes('"leadMinutes":30') === true)
    await panel.getByLabel('Antecedência do aviso de início').selectOption('30')
    await lead
    await noAxeViolations(page)

    const removed = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/push/subscription') && r.request().method() === 'DELETE',
    )
    await panel.getByRole('button', { name: 'Desativar alertas' }).click()
    expect((await removed).status()).toBe(204)
    await expect(panel.getByRole('button', { name: 'Ativar alertas' })).toBeVisible()
  })
})
