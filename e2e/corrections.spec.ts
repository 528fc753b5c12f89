/**
 * Corrections in the open (decision 086): staff correct an official result on the results-entry screen with a
 * reason; a spectator then sees it on the unit's page, beside the delegations on the medal table, and on
 * /corrections (reached from the navigation), with the reason and what changed — and no staff member's name.
 */
import { logInAs, noAxeViolations, settled } from './screens.ts'
import { expect, type Page, test } from './test.ts'

interface Item {
  code: string
  disciplineKey: string | null
  resultStatus: string | null
  medal: string | null
}
interface Row {
  name: string
  rank: number | null
  irm: string | null
  organisation: { code: string; name: string }
}

/**
 * An official gold-medal unit whose first two are of different delegations, read from the public API: the `pick`th
 * one, so the desktop and phone runs correct different units.
 */
async function officialFinal(page: Page, pick: number) {
  const days = (await (await page.request.get('/api/v1/days')).json()) as { today: string; items: { day: string }[] }
  const found: { item: Item; day: string; first: Row; second: Row }[] = []
  for (const { day } of days.items.filter((d) => d.day <= days.today).reverse()) {
    const schedule = (await (await page.request.get(`/api/v1/schedule?day=${day}&type=competition`)).json()) as {
      items: Item[]
    }
    for (const item of schedule.items.filter((i) => i.resultStatus === 'OFFICIAL' && i.medal === 'GOLD')) {
      const detail = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as {
        format: string
        results: Row[]
      }
      const ranked = detail.results.filter((r) => r.rank !== null && !r.irm)
      const [first, second] = [ranked.find((r) => r.rank === 1), ranked.find((r) => r.rank === 2)]
      if (detail.format === 'ranked' && first && second && first.organisation.code !== second.organisation.code) {
        found.push({ item, day, first, second })
        if (found.length > pick) return found[pick] as (typeof found)[number]
      }
    }
  }
  throw new Error('no official ranked final to correct')
}

/**
 * Axe in light and dark (the app follows the system's scheme), with a screenshot of each to look at: every rule in
 * light, then the colour rules in dark on the same page (the structural rules would read the same DOM again).
 */
async function checkBothSchemes(page: Page, name: string) {
  await settled(page)
  await noAxeViolations(page)
  await page.screenshot({ path: `test-results/corrections-${name}-light.png`, fullPage: true })
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
  )
  await noAxeViolations(page, 'colour')
  await page.screenshot({ path: `test-results/corrections-${name}-dark.png`, fullPage: true })
  await page.emulateMedia({ colorScheme: 'light' })
}

test.describe('corrections in the open', () => {
  test('staff correct an official result with a reason; it shows on the unit page, the medal table and /corrections @phone', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.setTimeout(300_000) // two pages, a write and six axe runs (three screens, light and dark) on a busy machine
    const { item, day, first, second } = await officialFinal(page, isMobile ? 1 : 0)
    const reason = `Foto-finish revista após protesto (${testInfo.project.name})`

    await logInAs(page, 'demo-staff', `/staff/results?day=${day}&unit=${item.code}`)
    // The editor loads the day, the unit and its structure first: slow on a busy CI machine.
    await expect(page.getByTestId('unit-statuses')).toContainText('Resultados: Oficial', { timeout: 30_000 })
    await page.getByLabel(`Colocação de ${first.name}`).fill('2')
    await page.getByLabel(`Colocação de ${second.name}`).fill('1')
    // The official result is not changed without a public reason.
    await page.getByRole('button', { name: 'Guardar e publicar' }).click()
    const reasonField = page.getByLabel('Motivo da correção (público)')
    await expect(reasonField).toHaveAttribute('aria-invalid', 'true')
    await expect(reasonField).toBeFocused()
    await reasonField.fill(reason)
    await page.getByRole('button', { name: 'Guardar e publicar' }).click()
    await expect(page.getByText('Correção publicada, com o motivo, no registo público de correções.')).toBeVisible()
    await expect(page.getByTestId('audit-history')).toContainText(reason)

    // A spectator in a context of their own (not signed in; axe needs a page of a context it can open).
    const viewer = await browser.newContext(
      isMobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
    )
    const spectator = await viewer.newPage()
    // The unit's page says it was corrected, when, why and what changed.
    await spectator.goto(`/discipline/${item.disciplineKey}/results/${item.code}`)
    const notice = spectator.getByRole('region', { name: 'Resultado corrigido' })
    await expect(notice).toContainText(reason)
    await expect(notice).toContainText(/Corrigido às \d\d:\d\d/)
    await expect(notice).toContainText(`${second.name}`)
    await expect(notice).toContainText('Posição 2 → 1')
    await expect(notice).toContainText('Medalha prata → ouro')
    await expect(notice).not.toContainText('demo-staff')
    await checkBothSchemes(spectator, `unit-${testInfo.project.name}`)

    // The medal table marks both delegations; the mark opens the log at this correction.
    await spectator.goto('/medals/all')
    const mark = spectator.getByRole('link', {
      name: `As medalhas de ${second.organisation.name} mudaram por uma correção`,
    })
    await expect(mark).toBeVisible()
    await expect(
      spectator.getByRole('link', { name: `As medalhas de ${first.organisation.name} mudaram por uma correção` }),
    ).toBeVisible()
    await checkBothSchemes(spectator, `medals-${testInfo.project.name}`)
    await mark.click()
    await expect(spectator).toHaveURL(/\/corrections#correction-\d+$/)
    const entry = spectator.getByTestId('correction').filter({ hasText: reason })
    await expect(entry).toBeVisible()
    await expect(entry).toContainText('Medalha ouro → prata')

    // /corrections filtered by the unit's day still lists it, and another discipline does not.
    await spectator.getByLabel('Dia').selectOption(day)
    await expect(spectator).toHaveURL(new RegExp(`day=${day}`))
    await expect(spectator.getByTestId('correction').filter({ hasText: reason })).toBeVisible()
    await checkBothSchemes(spectator, `log-${testInfo.project.name}`)
    await viewer.close()
  })

  test('the log is in the navigation @phone', async ({ page, isMobile }) => {
    await page.goto('/schedule/grid')
    const nav = page.getByRole('navigation', { name: 'Navegação principal' })
    if (isMobile) {
      await nav.getByRole('button', { name: 'Mais' }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Correções' }).click()
    } else await nav.getByRole('link', { name: 'Correções' }).click()
    await expect(page).toHaveURL(/\/corrections$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Correções' })).toBeVisible()
  })

  test.describe("a follower's alert", () => {
    test.use({ serviceWorkers: 'allow' })
    test('the worker shows "Resultado corrigido" in place of the unit\'s result alert', async ({
      page,
      context,
      baseURL,
    }) => {
      test.slow() // a service worker to install and a push round trip through DevTools
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
          return (await worker.getNotifications()).map((n) => ({ body: n.body, tag: n.tag }))
        })
      const result = { title: 'Atletismo · 100 m · Final', url: '/schedule/unit/U1', tag: 'U1' }
      // The first push may reach a worker still starting (see alerts.spec.ts): sent again until shown.
      await expect(async () => {
        await push({ ...result, body: 'Resultado oficial · 1.º SILVA Ana (BRA)', kind: 'result' })
        await expect
          .poll(shown, { timeout: 5_000 })
          .toEqual([{ body: 'Resultado oficial · 1.º SILVA Ana (BRA)', tag: 'U1' }])
      }).toPass()
      // What the server sends a follower after a correction (corrections.test.ts checks it is sent once).
      await push({ ...result, body: 'Resultado corrigido · 1.º COSTA Rita (POR)', kind: 'corrected' })
      await expect.poll(shown).toEqual([{ body: 'Resultado corrigido · 1.º COSTA Rita (POR)', tag: 'U1' }])
    })
  })
})
