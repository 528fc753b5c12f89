import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const total = (page: Page) => page.getByTestId('access-total')

test.describe('access-log dashboard', () => {
  test('an admin sees the days, weekly and custom-range views, as charts and as a table @phone', async ({ page }) => {
    // A bot and a failing request, so every figure has something to count (the log flushes every second).
    await page.request.get('/api/v1/disciplines', { headers: { 'user-agent': 'Googlebot/2.1' } })
    await page.request.get('/api/v1/no-such-endpoint')
    await logInAs(page, 'demo-admin', '/access-log')
    await expect(page).toHaveURL(/\/access-log$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Registo de acessos' })).toBeVisible()
    await expect(total(page)).not.toHaveText('0')
    await expect(page.getByRole('heading', { name: 'Grupos de estado' })).toBeVisible()
    await expect(page.getByText('404 Não encontrado')).toBeVisible()
    await expect(page.getByText(/^Robô$/)).toBeVisible()
    await expect(page.getByRole('img', { name: 'Pedidos ao longo do tempo' })).toBeVisible()
    await noAxeViolations(page)

    await page.getByRole('button', { name: 'Tabela' }).click()
    const rows = page.getByRole('table', { name: 'Pedidos por período' }).locator('tbody tr')
    await expect(rows).toHaveCount(7)

    await page.getByText('Semanal').click()
    await expect(page).toHaveURL(/view=weekly/)
    await expect(rows).toHaveCount(8)
    await expect(rows.first()).toContainText('Semana de')

    await page.getByText('Intervalo personalizado').click()
    await page.getByLabel('De', { exact: true }).fill('2026-07-14')
    await page.getByLabel('Até', { exact: true }).fill('2026-07-01')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    await expect(page.getByRole('alert')).toHaveText('O último dia não pode ser anterior ao primeiro.')
    await page.getByLabel('De', { exact: true }).fill('2026-07-13')
    await page.getByLabel('Até', { exact: true }).fill('2026-07-14')
    await page.getByRole('button', { name: 'Mostrar' }).click()
    await expect(page).toHaveURL(/view=range&from=2026-07-13&to=2026-07-14/)
    await expect(rows).toHaveCount(2)

    // A period before the games: the empty state.
    await page.goto('/access-log?view=range&from=2020-01-01&to=2020-01-07')
    await expect(page.getByText('Nenhum pedido registado neste período.')).toBeVisible()
    await expect(total(page)).toHaveText('0')
  })

  test('dark mode passes axe, and the page speaks English', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await logInAs(page, 'demo-staff', '/access-log')
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible()
    await expect(total(page)).not.toHaveText('0')
    await noAxeViolations(page)
  })

  test('an athlete gets the 403 page, and the API refuses the data', async ({ page }) => {
    await logInAs(page, 'demo-athlete', '/access-log')
    await expect(page.getByText('403')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Acesso negado' })).toBeVisible()
    expect((await page.request.get('/api/v1/access-log')).status()).toBe(403)
  })
})
