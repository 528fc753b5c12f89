import { watchCsp } from './screen-checks.ts'
import { asAndroid, logInAs, logInThroughForm, SIGNED_OUT_SCREENS, settled } from './screens.ts'
import { expect, test } from './test.ts'

test.describe('Content-Security-Policy', () => {
  // Every main screen runs under the policy too: the accessibility walk (a11y.spec.ts) watches for violations on the
  // same page loads as its axe runs (decision 089), so the screens are not walked a second time here.
  test('the signed-out screens, the login toast and the extra screens run under the policy without a violation', async ({
    page,
  }) => {
    const violations = watchCsp(page)
    const response = await page.goto('/login')
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'")
    for (const screen of SIGNED_OUT_SCREENS) {
      await page.goto(screen.path)
      await settled(page)
    }
    await asAndroid(page)
    await logInThroughForm(page, 'demo-athlete')
    // The login toast loads sonner, whose stylesheet is allowed by hash.
    await expect(page.getByText('Sessão iniciada com sucesso')).toBeVisible()
    const extra = [
      { name: 'trivia', path: '/trivia' },
      { name: 'QR scan', path: '/qr-scan' },
    ]
    for (const screen of extra) {
      await page.goto(screen.path)
      await settled(page)
    }
    // Dark mode and English as well (another stylesheet path, another bundle of strings).
    await page.evaluate(() => {
      localStorage.setItem('colorMode', 'dark')
      localStorage.setItem('language', 'en')
    })
    await page.goto('/venues')
    await settled(page)
    expect(violations).toEqual([])
  })

  test('the admin screens run under the policy too', async ({ page }) => {
    const violations = watchCsp(page)
    await logInAs(page, 'demo-admin', '/access-log')
    await expect(page).toHaveURL(/\/access-log/)
    await settled(page)
    await page.goto('/access-log?view=weekly')
    await settled(page)
    expect(violations).toEqual([])
  })

  test('an inline script is refused (the policy is enforced, not just sent)', async ({ page }) => {
    const violations = watchCsp(page)
    await page.goto('/login')
    await settled(page)
    const ran = await page.evaluate(() => {
      const g = globalThis as unknown as { inlineRan?: boolean; document: { createElement(t: string): unknown } }
      const script = g.document.createElement('script') as { textContent: string }
      script.textContent = 'globalThis.inlineRan = true'
      ;(g.document as unknown as { head: { appendChild(n: unknown): void } }).head.appendChild(script)
      return g.inlineRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => violations.length).toBeGreaterThan(0)
  })
})

test.describe('user text is shown as text', () => {
  const HOSTILE = '<img src=x onerror="globalThis.xss=1">'

  test('a hostile username and suggestion render literally on the account, profile and ranking screens', async ({
    page,
  }) => {
    await asAndroid(page)
    const username = `${HOSTILE}${Date.now().toString(36)}`
    await page.goto('/signup')
    await page.getByLabel('Nome de utilizador').fill(username)
    await page.getByLabel('Email').fill(`x${Date.now().toString(36)}@example.org`)
    await page.getByLabel('CPF').fill('AB123456')
    await page.getByLabel('Palavra-passe', { exact: true }).fill('a good password')
    await page.getByLabel('Repetir palavra-passe').fill('a good password')
    await page.getByRole('button', { name: 'Criar conta' }).click()
    await expect(page.getByText('Conta criada com sucesso')).toBeVisible()

    // Feedback earns points, so the new user shows up in the ranking.
    await page.goto('/feedback')
    await page.getByText('Contente', { exact: true }).click()
    await page.getByRole('button', { name: 'Seguinte' }).click()
    await page.getByLabel('O que podemos melhorar?').fill(`${HOSTILE} <script>globalThis.xss=2</script>`)
    await page.getByRole('button', { name: 'Enviar', exact: true }).click()
    await expect(page.getByText('Obrigado pela sua opinião!').first()).toBeVisible()

    for (const path of ['/account', '/profile', '/ranking?userType=volunteer']) {
      await page.goto(path)
      // The public ranking names users by display name, never by username (decision 022): there, wait for its rows.
      if (path.startsWith('/ranking')) await expect(page.getByRole('row').nth(1)).toBeVisible()
      else await expect(page.getByText(username).first()).toBeVisible()
      expect(await page.locator('img[src="x"]').count(), path).toBe(0)
    }
    await page.screenshot({ path: test.info().outputPath('hostile-username-ranking.png'), fullPage: true })
    expect(await page.evaluate(() => (globalThis as unknown as { xss?: number }).xss)).toBeUndefined()
  })
})
