import { analyzeAtRest } from './axe.ts'
import { expect, type Page, test } from './test.ts'

/** Runs the app as the Android shell does: Capacitor injects window.Capacitor, so the platform is 'android'. */
async function asAndroid(page: Page) {
  await page.context().addInitScript(() => {
    ;(window as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'android' }
  })
}

async function expectNoAxeViolations(page: Page) {
  // Toasts shown during these flows are checked too: their rich colours are darkened to AA in styles.css.
  const results = await analyzeAtRest(page)
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

async function logIn(page: Page, username: string, password = 'podium-demo') {
  await page.getByLabel('Nome de utilizador').fill(username)
  await page.getByLabel('Palavra-passe', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
}

const unique = () => `e2e${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

test.describe('route guard', () => {
  test('the web sends mobile-only pages to the grid and keeps home', async ({ page }) => {
    await page.goto('/trivia')
    await expect(page).toHaveURL(/\/schedule\/grid$/)
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
  })

  test('android: login round trip lands on the redirect target @phone', async ({ page }) => {
    await asAndroid(page)
    await page.goto('/ranking?userType=coach')
    await expect(page).toHaveURL(/\/login\?redirect=%2Franking%3FuserType%3Dcoach$/)
    await expect(page.getByText('Inicie sessão para abrir esta página.')).toBeVisible()
    await expectNoAxeViolations(page)
    await logIn(page, 'demo-coach', 'wrong-password')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Nome de utilizador ou palavra-passe inválidos' }),
    ).toBeVisible()
    await logIn(page, 'demo-coach')
    await expect(page).toHaveURL(/\/ranking\?userType=coach$/)
    await expect(page.getByRole('heading', { name: 'Classificação' })).toBeVisible()
  })
})

test.describe('accounts', () => {
  test('sign up with validation, log out, log in, guest login', async ({ page }) => {
    test.slow() // three scrypt hashes (sign-up, log-in) and two axe runs
    await asAndroid(page)
    const username = unique()
    await page.goto('/signup')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('O nome de utilizador é obrigatório')).toBeVisible()
    await expect(page.getByText('O CPF é obrigatório')).toBeVisible()
    await page.getByLabel('Nome de utilizador').fill(username)
    await page.getByLabel('Email').fill(`${username}@example.org`)
    await page.getByLabel('CPF').fill('AB12-34')
    await page.getByLabel('Palavra-passe', { exact: true }).fill('a good password')
    await page.getByLabel('Repetir palavra-passe').fill('a good password')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('O CPF só pode ter números e letras')).toBeVisible()
    await page.getByLabel('CPF').fill('AB123456')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Conta criada com sucesso')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)

    await page.goto('/account')
    await expect(page.getByText(`@${username}`)).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await expect(page.getByText('Sessão terminada com sucesso')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => [localStorage.getItem('loginType'), localStorage.getItem('isLoggedIn')])).toEqual([
      null,
      'false',
    ])

    await logIn(page, username, 'a good password')
    await expect(page.getByText('Sessão iniciada com sucesso')).toBeVisible()
    await page.goto('/account')
    await page.getByRole('button', { name: 'Terminar sessão' }).click()
    await expect(page).toHaveURL(/\/login$/)

    await page.getByRole('button', { name: 'Entrar como convidado' }).click()
    await expect(page).toHaveURL(/\/$/)
    expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('guest')
    // a guest is sent to login from login-required pages, and stays a guest after a reload
    await page.goto('/feedback')
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffeedback$/)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').id)).toBe('guest')
  })
})

test.describe('engagement', () => {
  test('trivia from a QR code, countdown, saved, refused second attempt, ranking', async ({ page, context }) => {
    test.slow() // two tabs, a ticking clock and four axe runs
    await asAndroid(page)
    await page.goto('/login?redirect=%2Fqr-scan')
    await logIn(page, 'demo-athlete')
    await expect(page).toHaveURL(/\/qr-scan$/)
    await expectNoAxeViolations(page)
    await page.getByLabel('Ou escreva o código').fill('podium-trivia-1')
    await page.getByRole('button', { name: 'Abrir', exact: true }).click()
    await expect(page).toHaveURL(/\/trivia\/1$/)
    await expect(page.getByText('Código encontrado: +50 pontos')).toBeVisible()

    // A second tab opens the same trivia before the first sends.
    const other = await context.newPage()
    await other.goto('/trivia/1')
    await other.getByRole('button', { name: 'Começar' }).click()

    await page.getByRole('button', { name: 'Começar' }).click()
    const timer = page.getByRole('timer', { name: 'Tempo restante' })
    await expect(timer).toHaveText(/^[23]:\d\d$/)
    const before = await timer.textContent()
    await expect(timer).not.toHaveText(before ?? '')
    await expectNoAxeViolations(page)
    // The page's own radios: the header's colour-mode switch has some too.
    const answers = page.getByRole('main').getByRole('radio')
    while (await page.getByRole('button', { name: 'Pergunta seguinte' }).isVisible()) {
      await answers.first().check()
      await page.getByRole('button', { name: 'Pergunta seguinte' }).click()
    }
    await answers.first().check()
    await page.getByRole('button', { name: 'Enviar respostas' }).click()
    await expect(page.getByText('Respostas guardadas com sucesso')).toBeVisible()
    await expect(page.getByText(/de \d+ respostas certas/)).toBeVisible()

    while (await other.getByRole('button', { name: 'Pergunta seguinte' }).isVisible()) {
      await other.getByRole('button', { name: 'Pergunta seguinte' }).click()
    }
    await other.getByRole('button', { name: 'Enviar respostas' }).click()
    await expect(other.getByRole('alert').filter({ hasText: 'Já respondeu a este quiz.' })).toBeVisible()

    await page.goto('/ranking?userType=athlete')
    // The ranking shows the display name ("Demo Athlete" → "Demo A."), not the username (decision 022).
    const row = page.getByRole('row', { name: /Demo A\./ })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').first()).toHaveText('1')
    await expectNoAxeViolations(page)
  })

  test('trivia time-up: a device clock months off still counts the server’s minutes, says so at 0:00, shows the late refusal', async ({
    page,
  }) => {
    // The page's clock is faked, months behind the server, so the countdown must come from the server's deadline
    // and now, and the two minutes pass at once. The server's own clock cannot be moved from here, so the answer to
    // the automatic send is the one the API gives late answers (its tests prove it refuses them).
    await page.clock.install({ time: new Date('2026-01-01T00:00:00Z') })
    await asAndroid(page)
    await page.goto('/login?redirect=%2Ftrivia%2F3')
    await logIn(page, 'demo-manager')
    await expect(page).toHaveURL(/\/trivia\/3$/)
    // No questions before Start: reading them would be playing without the clock.
    // (The header's colour-mode switch has radios too: count the page's own.)
    const answers = page.getByRole('main').getByRole('radio')
    await expect(page.getByRole('button', { name: 'Começar' })).toBeVisible()
    await expect(answers).toHaveCount(0)
    await page.getByRole('button', { name: 'Começar' }).click()
    const timer = page.getByRole('timer', { name: 'Tempo restante' })
    await expect(timer).toHaveText(/^[12]:\d\d$/)
    await answers.first().check()

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/trivia/3/attempts*', async (route) => {
      await held
      await route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'time_up', message: 'The time for this trivia is up.' } }),
      })
    })
    await page.clock.fastForward('02:05')
    await expect(timer).toHaveText('0:00')
    await expect(page.getByRole('status').filter({ hasText: 'O tempo acabou' })).toBeVisible()
    release()
    await expect(
      page.getByRole('alert').filter({ hasText: 'O tempo para este quiz acabou. Esta tentativa já não dá pontos.' }),
    ).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('feedback: both validation errors, sent, then the daily limit', async ({ page }) => {
    await asAndroid(page)
    await page.goto('/login?redirect=%2Ffeedback')
    await logIn(page, 'demo-volunteer')
    await expect(page).toHaveURL(/\/feedback$/)
    await page.getByRole('button', { name: 'Seguinte' }).click()
    await expect(page.getByText('Diga-nos como se sente em relação à app')).toBeVisible()
    await page.getByText('Contente', { exact: true }).click()
    await page.getByRole('button', { name: 'Seguinte' }).click()
    await page.getByLabel('O que podemos melhorar?').fill('curto')
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(page.getByText('Escreva a sua sugestão (pelo menos 10 caracteres)')).toBeVisible()
    await expectNoAxeViolations(page)
    for (let i = 0; i < 4; i++) {
      if (i > 0) {
        await page.getByRole('button', { name: 'Enviar outra sugestão' }).click()
        await page.getByText('Contente', { exact: true }).click()
        await page.getByRole('button', { name: 'Seguinte' }).click()
      }
      await page.getByLabel('O que podemos melhorar?').fill(`Mais sombra nas bancadas ${i}`)
      await page.getByRole('button', { name: 'Enviar', exact: true }).click()
      if (i < 3) await expect(page.getByText('Obrigado pela sua opinião!').first()).toBeVisible()
    }
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'Atingiu o limite de sugestões de melhoria. Tente novamente mais tarde.' }),
    ).toBeVisible()
  })
})
