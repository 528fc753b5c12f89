import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' })
const LATITUDE_RANGE = 'A latitude deve estar entre -90 e 90'

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
    // The places manager is the content engine's (decision 107), still at /manage/places.
    await main.getByRole('link', { name: /Locais/ }).click()
    await expect(page).toHaveURL(/\/manage\/places$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Locais' })).toBeVisible()

    // Add: markup is refused in the form, with the translated message, before anything is sent.
    await page.getByRole('button', { name: 'Adicionar local' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo local' })
    await dialog.getByLabel('Português (obrigatório)').fill('<b>Hotel</b>')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O texto não pode conter < nem >')).toBeVisible()
    await dialog.getByLabel('Português (obrigatório)').fill(name)
    await dialog.getByLabel('Inglês').fill(english)
    await expect(dialog.getByLabel('Tipo')).toHaveValue('hotel')
    // A position out of range is refused in the form, in Portuguese, on the field.
    await dialog.getByLabel('Latitude').fill('95')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByLabel('Latitude')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(LATITUDE_RANGE)).toBeVisible()
    await dialog.getByLabel('Latitude').fill('')
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
    // Each row says its kind first (the list is grouped by it), then the address.
    await expect(row).toContainText('Hotel · Av. Atlântica 2000, Rio de Janeiro')
    await expect(row.getByText('ES', { exact: true })).toBeVisible()
    await expect(row.getByText('AZ', { exact: true })).toBeVisible()
    await noAxeViolations(page)

    // The public screen shows it in Portuguese and in English.
    await page.goto('/hotels')
    await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible()
    await page.goto('/en/hotels')
    await expect(page.getByRole('main').getByText(english, { exact: true }).first()).toBeVisible()

    // Filter by kind: the hospitals only, then the hotels with the search again.
    await page.goto('/pt/manage/places')
    const rows = page.getByRole('main').getByRole('listitem')
    await page.getByLabel('Tipo').selectOption({ label: 'Hospital' })
    await expect(rows.first()).toContainText('Hospital')
    await expect(rows.filter({ hasText: 'Hotel ·' })).toHaveCount(0)
    await expect(page.getByText('Hotel Copacabana Mar')).toHaveCount(0)
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    await expect(page.getByText('Nenhum local corresponde.')).toBeVisible()
    await page.getByLabel('Tipo').selectOption({ label: 'Hotel' })
    await expect(row).toHaveCount(1)

    // Edit (the map opens on the place, its numbers kept), then delete with the confirmation.
    await page.getByRole('button', { name: `Editar ${name}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar local' })
    await expect(edit.getByLabel('Latitude')).toHaveValue('-22.975')
    await expect(edit.getByTitle('Posição do local (arraste para ajustar)')).toBeVisible()
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
    await expect(page.getByText('Nenhum local corresponde.')).toBeVisible()
    await page.goto('/hotels')
    await expect(page.getByRole('main').getByText('Hotel Copacabana Mar').first()).toBeVisible()
    await expect(page.getByRole('main').getByText(name)).toHaveCount(0)
  })

  test('a manager with nothing yet invites to add the first; a search or a filter that finds nothing says so', async ({
    page,
  }) => {
    test.slow()
    // Games with no places yet: the demo has some, so the server's list answers empty here, in its own shape.
    await page.route(/\/api\/v1\/admin\/places(\?|$)/, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 20 } })
        : route.continue(),
    )
    await logInAs(page, 'demo-staff', '/manage/places')
    await expect(page.getByRole('heading', { level: 1, name: 'Locais' })).toBeVisible()
    const nothingYet = page.getByText('Ainda não há nada aqui. Comece com «Adicionar local».')
    const nothingMatches = page.getByText('Nenhum local corresponde.')
    await expect(nothingYet).toBeVisible()
    await expect(nothingMatches).toHaveCount(0)
    await noAxeViolations(page)
    await page.getByLabel('Tipo').selectOption({ label: 'Hospital' })
    await expect(nothingMatches).toBeVisible()
    await expect(nothingYet).toHaveCount(0)
    await page.getByLabel('Tipo').selectOption({ label: 'Todos' })
    await expect(nothingYet).toBeVisible()
    await page.getByRole('searchbox', { name: 'Procurar' }).fill('nada disto')
    await expect(nothingMatches).toBeVisible()
    await page.goto('/en/manage/places')
    await expect(page.getByText('Nothing here yet. Start with “Add a place”.')).toBeVisible()
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
