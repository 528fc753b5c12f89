import { logInAs } from './screens.ts'
import { expect, test } from './test.ts'

/**
 * The users manager's dialogs that hand out a password (decision 067): a new referee account with a discipline, its
 * one-time password, then a reset; each password signs the account in.
 */
test('an admin creates a referee account, sees its password once, and resets it', async ({ page, browser }) => {
  const username = `made${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  await logInAs(page, 'demo-admin', '/manage/users')
  await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toBeVisible()

  await page.getByRole('button', { name: 'Nova conta' }).click()
  const create = page.getByRole('dialog', { name: 'Nova conta' })
  await create.getByLabel('Nome', { exact: true }).fill('Árbitro Novo')
  await create.getByLabel('Nome de utilizador').fill(username)
  await create.getByLabel('E-mail').fill(`${username}@example.org`)
  await create.getByLabel('Tipo').selectOption({ label: 'Árbitro' })
  const disciplines = create.getByRole('group', { name: 'Modalidades do árbitro' })
  await disciplines.getByRole('checkbox').first().check()
  await create.getByRole('button', { name: 'Guardar' }).click()
  await expect(
    create.getByText('Árbitro Novo pode iniciar sessão com esta palavra-passe. Só é mostrada agora.'),
  ).toBeVisible()
  const first = await create.getByLabel('Nova palavra-passe').inputValue()
  expect(first.length).toBeGreaterThan(8)
  await create.getByRole('button', { name: 'Concluído' }).click()
  await expect(create).toBeHidden()

  await page.getByRole('searchbox', { name: 'Procurar' }).fill(username)
  const row = page.getByRole('listitem').filter({ hasText: username })
  await expect(row.getByText(/^Árbitro de: /)).toBeVisible()
  await row.getByRole('button', { name: 'Repor a palavra-passe de Árbitro Novo' }).click()
  const reset = page.getByRole('dialog', { name: 'Repor palavra-passe' })
  await reset.getByRole('button', { name: 'Criar nova palavra-passe' }).click()
  const second = await reset.getByLabel('Nova palavra-passe').inputValue()
  expect(second).not.toBe(first)
  await reset.getByRole('button', { name: 'Concluído' }).click()
  await expect(reset).toBeHidden()

  const other = await browser.newPage()
  const refused = await other.request.post('/api/v1/auth/login', { data: { username, password: first, client: 'web' } })
  expect(refused.ok()).toBe(false)
  await logInAs(other, username, null, second)
  await other.close()
})
