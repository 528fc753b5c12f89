import { logInAs } from './screens.ts'
import { expect, test } from './test.ts'

/** Issue 39 ("The spectator's walk"), points 6–9: what a spectator met on a walk through the app. */

test.describe('a form shows all its errors at once', () => {
  test('sign-up: five faults give five messages, the mismatch among them @phone', async ({ page }) => {
    await page.goto('/signup')
    await page.getByLabel('Nome de utilizador').fill('ab')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('CPF').fill('12#')
    await page.getByLabel('Palavra-passe', { exact: true }).fill('short')
    await page.getByLabel('Repetir palavra-passe').fill('different')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    for (const [label, message] of [
      ['Nome de utilizador', 'O nome de utilizador deve ter 3 caracteres'],
      ['Email', 'Email inválido'],
      ['CPF', 'O CPF só pode ter números e letras'],
      ['Palavra-passe', 'A palavra-passe deve ter 8 caracteres'],
      ['Repetir palavra-passe', 'As palavras-passe não coincidem'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
    }
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(5)
  })
})

test.describe('the medal table on a phone and a desktop', () => {
  test('the filters fold behind one button and the first row is near the top; names are not cut @phone-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await page.goto('/medals/all')
    const firstRow = page.getByRole('table').locator('tbody tr').first()
    await expect(firstRow).toBeVisible()
    // Four full-width filters put it at ~650 px.
    expect((await firstRow.boundingBox())?.y).toBeLessThan(400)
    const names = page.getByRole('table').locator('tbody th[scope="row"] button > span')
    const cut = await names.evaluateAll((spans) =>
      spans.filter((span) => span.scrollWidth > span.clientWidth + 1).map((span) => span.textContent),
    )
    expect(cut).toEqual([])
    await expect(page.getByRole('table').getByText('Estados Unidos', { exact: true })).toBeVisible()

    const toggle = page.getByRole('button', { name: 'Filtros' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByLabel('Género')).toBeHidden()
    await toggle.click()
    await page.getByLabel('Género').selectOption({ label: 'Feminino' })
    await expect(page).toHaveURL(/gender=W/)
    await expect(page.getByRole('button', { name: 'Filtros · 1 escolhidos' })).toBeVisible()
  })

  test('the filters show their whole text on a desktop', async ({ page }) => {
    await page.goto('/medals/all')
    await expect(page.getByLabel('Modalidade')).toBeVisible()
    // Each option's text as drawn in its select's font, against the room inside it (padding and arrow out).
    for (const label of ['Modalidade', 'Género', 'Divisão', 'Ordenar por']) {
      const tooWide = await page.getByLabel(label).evaluate((element) => {
        const box = element as HTMLSelectElement
        const style = getComputedStyle(box)
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room = box.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight) - 16
        return [...box.options].filter((option) => context.measureText(option.text).width > room).map((o) => o.text)
      })
      expect(tooWide, label).toEqual([])
    }
  })
})

test.describe('a spectator reads what a screen means', () => {
  test('a protested result says what the status means @phone', async ({ page, request }) => {
    const days = (await (await request.get('/api/v1/days')).json()) as { items: { day: string }[] }
    let protested: { code: string; disciplineKey: string } | undefined
    for (const { day } of days.items) {
      const schedule = (await (await request.get(`/api/v1/schedule?day=${day}`)).json()) as {
        items: { code: string; disciplineKey: string; status: string }[]
      }
      protested = schedule.items.find((item) => item.status === 'protested')
      if (protested) break
    }
    if (!protested) throw new Error('the demo has no protested unit')
    await page.goto(`/discipline/${protested.disciplineKey}/results/${protested.code}`)
    await expect(page.getByTestId('unit-status')).toContainText('Em protesto')
    await expect(page.getByText('Foi apresentado um protesto contra este resultado.')).toBeVisible()
  })

  // This test and the next read the athlete's and the delegation's pages, whose DOM is the same at every width (only
  // grid columns change): on a desktop only (decision 104); their phone layout is phone.spec.ts's.
  test("an athlete's match rows name the opponent", async ({ page, request }) => {
    const days = (await (await request.get('/api/v1/days')).json()) as { items: { day: string }[] }
    type Side = { athlete: { id: string } | null; name: string }
    let sides: Side[] = []
    for (const { day } of days.items) {
      const schedule = (await (await request.get(`/api/v1/schedule?day=${day}`)).json()) as {
        items: { code: string; status: string; score: string | null; competitors: unknown[] }[]
      }
      for (const match of schedule.items.filter(
        (i) => i.status === 'official' && i.score && i.competitors.length === 2,
      )) {
        const unit = (await (await request.get(`/api/v1/units/${match.code}`)).json()) as { startList: Side[] }
        if (unit.startList.length === 2 && unit.startList.every((side) => side.athlete)) {
          sides = unit.startList
          break
        }
      }
      if (sides.length) break
    }
    const [home, away] = sides
    if (!home?.athlete || !away) throw new Error('the demo has no decided match between two athletes')
    await page.goto(`/participants/profile/${home.athlete.id}`)
    await expect(page.getByText(`contra ${away.name}`, { exact: true }).first()).toBeVisible()
  })

  test('a delegation page does not repeat its name and flag on every medal', async ({ page }) => {
    await page.goto('/participants/delegations/BRA')
    const medals = page.getByRole('region', { name: 'Medalhas' })
    await expect(medals.getByRole('listitem').first()).toBeVisible()
    await expect(medals.getByRole('listitem').filter({ hasText: /^.*Brasil.*$/ })).toHaveCount(0)
  })
})

test.describe('offline', () => {
  // The app's files come from the worker's precache offline, as on a phone that opened the app once.
  test.use({ serviceWorkers: 'allow' })

  test('a page never visited says at once that it was not saved on this device @phone', async ({
    page,
    context,
    isMobile,
  }) => {
    await page.goto('/schedule/grid')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
    await context.setOffline(true)
    // The phone's tab bar keeps the venues under "Mais"; the desktop's side menu lists them.
    if (isMobile) await page.getByRole('button', { name: 'Mais' }).click()
    await page.getByRole('link', { name: 'Recintos' }).click()
    await expect(page.getByText('Esta página não foi guardada neste dispositivo.', { exact: false })).toBeVisible({
      timeout: 3_000,
    })
  })
})

test.describe('app-only screens on the web (decision 082)', () => {
  test('on a phone browser the notice says how to get the app there, not to open the address on a phone @phone-only', async ({
    page,
  }) => {
    await page.goto('/transport')
    await expect(page).toHaveURL(/\/schedule\/grid$/)
    const notice = page.getByRole('region', { name: '«Transportes» está na app Podium' })
    await expect(notice).toBeVisible()
    await expect(notice).toContainText('Instale a app Podium a partir do Google Play')
    await expect(notice).not.toContainText('navegador do telemóvel')
  })

  test('by default the web sends them to the grid; the organiser opens them to the web and closes them again @games-settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000)
    const spectator = await browser.newPage()
    for (const path of ['/transport', '/sponsors', '/ranking']) {
      await spectator.goto(path)
      await expect(spectator).toHaveURL(/\/schedule\/grid$/)
    }

    const setWebScreens = async (on: boolean) => {
      await page.goto('/manage/settings')
      const box = page.getByLabel('Abrir na web os ecrãs da app')
      await expect(box).toBeChecked({ checked: !on })
      await box.setChecked(on)
      await page.getByRole('button', { name: 'Guardar' }).click()
      await expect(page.getByText('Definições guardadas')).toBeVisible()
    }
    await logInAs(page, 'demo-admin', '/manage')
    await setWebScreens(true)
    await spectator.goto('/transport')
    await expect(spectator).toHaveURL(/\/transport$/)
    await expect(spectator.getByRole('navigation').getByRole('link', { name: 'Patrocinadores' })).toBeVisible()
    await spectator.goto('/sponsors')
    await expect(spectator).toHaveURL(/\/sponsors$/)

    await setWebScreens(false)
    await spectator.goto('/transport')
    await expect(spectator).toHaveURL(/\/schedule\/grid$/)
    await spectator.close()
  })
})
