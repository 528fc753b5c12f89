import { freshUser, logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' })

test.describe('the back office’s users (decision 038)', () => {
  test('an admin finds a user, makes them a referee of one discipline and deactivates another', async ({ page }) => {
    test.setTimeout(240_000) // three axe checks and two writes, on a starved CI
    const future = await freshUser(page, 'ref', { signOut: true })
    const leaving = await freshUser(page, 'out', { signOut: true })
    await logInAs(page, 'demo-admin', '/schedule/grid')
    await nav(page).getByRole('link', { name: 'Gerir' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    await page
      .getByRole('main')
      .getByRole('link', { name: /Utilizadores/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toBeVisible()
    await expect(page.getByText(/^\d+ utilizadores$/)).toBeVisible()
    await noAxeViolations(page)

    // Find a new account by its email and make it a referee of one discipline.
    const search = page.getByRole('searchbox', { name: 'Procurar' })
    await search.fill(`${future}@example`)
    const guest = page.getByRole('listitem').filter({ hasText: future })
    await expect(guest).toHaveCount(1)
    await expect(page.getByText('1 utilizador', { exact: true })).toBeVisible()
    await expect(guest.getByText(/CPF •+00/)).toBeVisible()
    await guest.getByRole('button', { name: /^Editar / }).click()
    const dialog = page.getByRole('dialog', { name: 'Editar utilizador' })
    await expect(dialog.getByRole('group', { name: 'Modalidades do árbitro' })).toBeHidden()
    await dialog.getByLabel('Tipo').selectOption({ label: 'Árbitro' })
    const disciplines = dialog.getByRole('group', { name: 'Modalidades do árbitro' })
    const first = disciplines.getByRole('checkbox').first()
    const discipline = ((await first.locator('xpath=..').textContent()) ?? '').trim()
    await first.check()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(guest.getByText(`Árbitro de: ${discipline}`)).toBeVisible()

    // The type filter finds them among the referees.
    await search.fill('')
    await page.getByLabel('Tipo').selectOption({ label: 'Árbitro' })
    await search.fill(future)
    await expect(page.getByRole('listitem').filter({ hasText: future })).toBeVisible()

    // Deactivate another account.
    await page.getByLabel('Tipo').selectOption({ index: 0 })
    await search.fill(leaving)
    const referee = page.getByRole('listitem').filter({ hasText: leaving })
    await expect(referee).toHaveCount(1)
    await referee.getByRole('button', { name: /^Editar / }).click()
    await dialog.getByRole('switch', { name: 'Conta ativa' }).uncheck()
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(referee.getByText('Desativado')).toBeVisible()
    await noAxeViolations(page)

    // An admin cannot demote themselves: the translated refusal, nothing changed.
    await page.getByLabel('Tipo').selectOption({ label: 'Administração' })
    await search.fill('demo-admin')
    await page.getByRole('button', { name: 'Editar Demo Admin' }).click()
    await dialog.getByLabel('Tipo').selectOption({ label: 'Staff' })
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Não pode retirar o seu próprio acesso de administração')).toBeVisible()
  })

  test('staff do not see the tool and get the 403 page', async ({ page }) => {
    await logInAs(page, 'demo-staff', '/manage')
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Locais/ })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: /Utilizadores/ })).toHaveCount(0)
    await page.goto('/manage/users')
    await expect(page.getByRole('heading', { level: 1, name: 'Utilizadores' })).toHaveCount(0)
    await expect(page.getByText('403')).toBeVisible()
  })
})

test.describe('referee assignments on the results entry screen (decision 038)', () => {
  test('a referee opens results entry, and a unit of another discipline is refused in words', async ({ page }) => {
    test.setTimeout(180_000)
    const admin = { Authorization: 'Bearer e2e-admin-token-0123456789' }
    const day = (await (await page.request.get('/api/v1/schedule?day=2026-07-14&type=competition')).json()) as {
      items: { code: string; eventCode: string | null; disciplineKey: string | null; scheduleStatus: string }[]
    }
    const unit = day.items.find((i) => i.scheduleStatus === 'SCHEDULED' && i.eventCode && i.disciplineKey)
    if (!unit) throw new Error('no scheduled unit on the pinned day')
    const disciplines = (await (await page.request.get('/api/v1/disciplines')).json()) as {
      items: { code: string; key: string }[]
    }
    const elsewhere = disciplines.items.find((d) => d.key !== unit.disciplineKey)
    const volunteer = await freshUser(page, 'vol', { signOut: true })
    const users = (await (await page.request.get(`/api/v1/admin/users?q=${volunteer}`, { headers: admin })).json()) as {
      items: { id: number }[]
    }
    const assigned = await page.request.put(`/api/v1/admin/users/${users.items[0]?.id}`, {
      headers: admin,
      data: { userType: 'referee', refereeDisciplines: [elsewhere?.code], active: true },
    })
    expect(assigned.status()).toBe(200)

    await logInAs(page, volunteer, `/staff/results?day=2026-07-14&unit=${unit.code}`, 'a good password')
    await expect(page.getByRole('heading', { name: 'Lançamento de resultados' })).toBeVisible()
    await page.getByRole('button', { name: 'Em preparação' }).click()
    await expect(page.getByText('Só pode lançar resultados nas modalidades que lhe foram atribuídas.')).toBeVisible()
    await expect(page.getByTestId('unit-statuses')).toContainText('Programação: Programada')
    // The picker offers only the units of the discipline assigned to them.
    const picker = page.getByRole('combobox', { name: /^Prova/ })
    await expect(picker.locator('option').first()).toBeAttached()
    await expect(picker.locator(`option[value="${unit.code}"]`)).toHaveCount(0)
  })
})
