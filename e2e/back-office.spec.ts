import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' })

test.describe('the back office (decision 036)', () => {
  test('staff add a hotel in two languages, see it on /hotels, edit it and delete it', async ({ page }) => {
    test.setTimeout(240_000) // three axe checks, five screens and three writes, on a starved CI
    const name = `Hotel Ensaio ${Date.now().toString(36)}`
    const english = `${name} EN`
    await logInAs(page, 'demo-staff', '/schedule/grid')
    await nav(page).getByRole('link', { name: 'Gerir' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: /Resultados/ })).toBeVisible()
    await expect(main.getByRole('link', { name: /Registo de acessos/ })).toBeVisible()
    await noAxeViolations(page)
    await main.getByRole('link', { name: /Locais/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Locais' })).toBeVisible()

    // Add: markup is refused in the form, with the translated message, before anything is sent.
    await page.getByRole('button', { name: 'Adicionar local' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo local' })
    await dialog.getByLabel('Português (obrigatório)').fill('<b>Hotel</b>')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O texto não pode conter < nem >')).toBeVisible()
    await dialog.getByLabel('Português (obrigatório)').fill(name)
    await dialog.getByLabel('Inglês').fill(english)
    await dialog.getByLabel('Morada').fill('Av. Atlântica 2000, Rio de Janeiro')
    // The position is picked on the map (it opens on the games' other places); the fields follow the tap.
    await dialog.getByTestId('position-picker').click()
    await expect(dialog.getByLabel('Latitude')).toHaveValue(/^-2\d\.\d+$/)
    await expect(dialog.getByLabel('Longitude')).toHaveValue(/^-4\d\.\d+$/)
    // Typed values move the marker; a comma works as the decimal mark.
    await dialog.getByLabel('Latitude').fill('-22,975')
    await dialog.getByLabel('Longitude').fill('-43.19')
    await expect(dialog.getByTitle('Posição do local (arraste para ajustar)')).toBeVisible()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    const row = page.getByRole('listitem').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('ES', { exact: true })).toBeVisible()
    await expect(row.getByText('AZ', { exact: true })).toBeVisible()
    await noAxeViolations(page)

    // The public screen shows it in Portuguese and in English.
    await page.goto('/hotels')
    await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible()
    await page.goto('/en/hotels')
    await expect(page.getByRole('main').getByText(english, { exact: true }).first()).toBeVisible()

    // Edit, then delete with the confirmation.
    await page.goto('/pt/manage/places')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    await page.getByRole('button', { name: `Editar ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar local' })
    await edit.getByLabel('Espanhol').fill(`${name} ES`)
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit).toBeHidden()
    await expect(row.getByText('ES', { exact: true })).toBeHidden()
    await page.getByRole('button', { name: `Apagar ${name}` }).click()
    const confirm = page.getByRole('dialog', { name: 'Apagar local' })
    await expect(confirm.getByText(`Apagar «${name}»?`)).toBeVisible()
    await confirm.getByRole('button', { name: 'Apagar' }).click()
    await expect(confirm).toBeHidden()
    await expect(row).toHaveCount(0)
    await page.goto('/hotels')
    await expect(page.getByRole('main').getByText('Hotel Copacabana Mar').first()).toBeVisible()
    await expect(page.getByRole('main').getByText(name)).toHaveCount(0)
  })

  test('an athlete has no Manage entry and gets the 403 page at /manage @phone', async ({ page }) => {
    test.slow()
    await logInAs(page, 'demo-athlete', '/schedule/grid')
    await expect(page.getByRole('navigation', { name: 'Navegação principal' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Gerir' })).toHaveCount(0)
    await page.goto('/manage')
    await expect(page.getByText('403', { exact: true })).toBeVisible()
    await page.goto('/manage/places')
    await expect(page.getByText('403', { exact: true })).toBeVisible()
    await noAxeViolations(page)
  })
})
