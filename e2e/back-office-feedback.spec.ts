import { readFile } from 'node:fs/promises'
import { asAndroid, freshUser, logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

test.describe('the feedback inbox and the sponsors manager (decision 040)', () => {
  test('a user sends feedback; staff find it in the inbox, mark it handled and export it as CSV', async ({ page }) => {
    test.setTimeout(240_000) // two sign-ins, three axe checks and a download, on a starved CI
    await asAndroid(page) // /feedback and /sponsors are app screens (decision 035)
    const author = await freshUser(page, 'fb')
    const token = `ensaio-${Date.now().toString(36)}`
    const suggestion = `Mais bebedouros, por favor, "perto" da pista (${token})`
    await logInAs(page, author, '/feedback', 'a good password')
    await page.getByRole('radio', { name: 'Descontente', exact: true }).check({ force: true })
    await page.getByRole('button', { name: 'Seguinte' }).click()
    await page.getByLabel('O que podemos melhorar?').fill(suggestion)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Obrigado pela sua opinião!').first()).toBeVisible()

    await page.context().clearCookies()
    await logInAs(page, 'demo-staff', '/manage')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Sugestões recebidas/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Sugestões recebidas' })).toBeVisible()
    await expect(page.getByLabel('Estado')).toHaveValue('open')
    const item = page.getByRole('listitem').filter({ hasText: token })
    await expect(item).toHaveCount(1)
    await expect(item.getByText(author)).toBeVisible()
    await expect(item.getByText('Descontente')).toBeVisible()
    await noAxeViolations(page)

    // The sentiment chips filter (with their counts); another sentiment hides it.
    await page.getByRole('button', { name: /^Contente/ }).click()
    await expect(page.getByRole('button', { name: /^Contente/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(item).toHaveCount(0)
    await page.getByRole('button', { name: /^Descontente \(\d+\)$/ }).click()
    await expect(item).toHaveCount(1)

    // Handled: it leaves the open list and shows under "Tratadas" with who handled it.
    await item.getByRole('button', { name: 'Marcar como tratada' }).click()
    await expect(item).toHaveCount(0)
    await page.getByLabel('Estado').selectOption('handled')
    await expect(item).toHaveCount(1)
    await expect(item.getByText(/Tratada por demo-staff/)).toBeVisible()
    await noAxeViolations(page)

    // The export takes the same filters and holds the suggestion, quoted as RFC 4180 says.
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Exportar CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^feedback-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await file.path()) as string, 'utf8')
    expect(csv.charCodeAt(0)).toBe(0xfeff)
    expect(csv).toContain('id,created_at (America/Sao_Paulo),sentiment,suggestion,author')
    expect(csv).toContain(`,sad,"Mais bebedouros, por favor, ""perto"" da pista (${token})",${author},`)
    expect(csv).toContain(',demo-staff')

    // Reopened, it is back in the open list.
    await item.getByRole('button', { name: 'Reabrir' }).click()
    await expect(item).toHaveCount(0)
    await page.getByLabel('Estado').selectOption('open')
    await expect(item).toHaveCount(1)
  })

  test('staff add a sponsor, move it up in its tier, and a spectator sees it on /sponsors', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page)
    const name = `Marca Ensaio ${Date.now().toString(36)}`
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Patrocinadores/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Patrocinadores' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar patrocinador' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo patrocinador' })
    await dialog.getByLabel('Nome').fill(name)
    await dialog.getByLabel('Categoria').selectOption('supporter')
    await dialog.getByLabel('Sítio web').fill('marca.example')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O sítio web deve começar por https:// ou http://')).toBeVisible()
    await dialog.getByLabel('Sítio web').fill('https://marca.example')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    await page.getByLabel('Categoria').selectOption('supporter')
    const rows = page.getByRole('main').getByRole('listitem')
    await expect(rows.last()).toContainText(name) // a new sponsor goes last in its tier
    await expect(page.getByRole('button', { name: `Descer ${name}` })).toBeDisabled()
    await noAxeViolations(page)
    await page.getByRole('button', { name: `Subir ${name}` }).click()
    await expect(rows.nth(-2)).toContainText(name)

    // A spectator (the demo's guest account: on a phone with login on, a signed-out visitor is sent to the login
    // first, and whether the stored session is cleared before the guard decides is a race) sees it among the
    // supporters, one place from the end.
    await page.context().clearCookies()
    await logInAs(page, 'demo-guest', '/sponsors')
    const supporters = page.getByRole('region', { name: 'Apoiantes' })
    await expect(supporters.getByRole('img', { name })).toBeVisible()
    await expect(supporters.getByRole('img').nth(-2)).toHaveAccessibleName(name)
    await noAxeViolations(page)

    // Deleted, it leaves /sponsors.
    await logInAs(page, 'demo-staff', '/manage/sponsors')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    await page.getByRole('button', { name: `Apagar ${name}` }).click()
    await page.getByRole('dialog', { name: 'Apagar patrocinador' }).getByRole('button', { name: 'Apagar' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
    await page.goto('/sponsors')
    await expect(page.getByRole('region', { name: 'Apoiantes' }).getByRole('img').first()).toBeVisible()
    await expect(page.getByRole('img', { name })).toHaveCount(0)
  })
})
