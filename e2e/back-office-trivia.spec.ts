import { asAndroid, freshUser, logInAs, noAxeViolations } from './screens.ts'
import { expect, type Locator, test } from './test.ts'

/** Fills one text of TranslatedFields: Portuguese and English. */
async function fillTranslated(group: Locator, pt: string, en: string) {
  await group.getByLabel('Português (obrigatório)').fill(pt)
  await group.getByLabel('Inglês').fill(en)
}

test.describe('the trivia and courses managers (decision 043)', () => {
  test('staff create a trivia with two questions and print its QR sheet; a player sees it in two languages', async ({
    page,
  }) => {
    test.setTimeout(240_000) // three sign-ins and two axe checks, on a starved CI
    await asAndroid(page) // /trivia is an app screen (decision 035)
    const stamp = Date.now().toString(36)
    const pt = `Quiz Ensaio ${stamp}`
    const en = `Test Quiz ${stamp}`

    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Trivia/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Trivia' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar trivia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova trivia' })
    await fillTranslated(dialog.getByRole('group', { name: 'Título', exact: true }), pt, en)
    await dialog.getByLabel('Autor').fill('Equipa de ensaio')
    const first = dialog.getByRole('group', { name: 'Pergunta 1', exact: true })
    await fillTranslated(
      first.getByRole('group', { name: 'Pergunta', exact: true }),
      'O Rio tem praia?',
      'Does Rio have a beach?',
    )
    await fillTranslated(first.getByRole('group', { name: 'Resposta 1', exact: true }), 'Sim', 'Yes')
    await fillTranslated(first.getByRole('group', { name: 'Resposta 2', exact: true }), 'Não', 'No')

    // Saving with an empty second question shows the domain's messages in place.
    await dialog.getByRole('button', { name: 'Adicionar pergunta' }).click()
    const second = dialog.getByRole('group', { name: 'Pergunta 2', exact: true })
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(second.getByText('O texto em português é obrigatório').first()).toBeVisible()
    await fillTranslated(
      second.getByRole('group', { name: 'Pergunta', exact: true }),
      'Quantas medalhas?',
      'How many medals?',
    )
    await fillTranslated(second.getByRole('group', { name: 'Resposta 1', exact: true }), 'Uma', 'One')
    await fillTranslated(second.getByRole('group', { name: 'Resposta 2', exact: true }), 'Três', 'Three')
    await second.getByLabel('A resposta 2 é a correta').check()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: 'Procurar' }).fill(stamp)
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: pt })
    await expect(row).toHaveCount(1)
    await expect(row.getByText(/2 perguntas/)).toBeVisible()
    await expect(row.getByText('ES', { exact: true })).toBeVisible() // Spanish and Azerbaijani are missing
    // The state filter: a new trivia is active.
    const state = page.getByRole('combobox', { name: /^Ativa/ })
    await state.selectOption({ label: 'Inativa' })
    await expect(row).toHaveCount(0)
    await state.selectOption({ label: 'Ativa' })
    await expect(row).toHaveCount(1)
    await noAxeViolations(page)

    // The QR sheet: a PDF the server draws.
    const print = row.getByRole('link', { name: `Imprimir a folha QR de ${pt}` })
    const href = await print.getAttribute('href')
    expect(href).toMatch(/^\/api\/v1\/admin\/trivia\/\d+\/qr\.pdf$/)
    const sheet = await page.request.get(href as string)
    expect(sheet.status()).toBe(200)
    expect(sheet.headers()['content-type']).toBe('application/pdf')
    expect((await sheet.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

    // A player (a signed-up volunteer) sees it in Portuguese and in English.
    await page.context().clearCookies()
    const player = await freshUser(page, 'tv')
    await logInAs(page, player, '/trivia', 'a good password')
    await expect(page.getByRole('heading', { level: 2, name: pt })).toBeVisible()
    await page.goto('/en/trivia')
    await expect(page.getByRole('heading', { level: 2, name: en })).toBeVisible()

    // Deleted (nobody played it), it leaves /trivia. Back to Portuguese first, the language the sign-in reads.
    await page.context().clearCookies()
    await page.evaluate(() => localStorage.setItem('language', 'pt'))
    await logInAs(page, 'demo-staff', '/manage/trivia')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(stamp)
    await page.getByRole('button', { name: `Apagar ${pt}` }).click()
    await page.getByRole('dialog', { name: 'Apagar trivia' }).getByRole('button', { name: 'Apagar trivia' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })

  test('staff add a course, move it up, and /courses shows it in two languages', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page) // /courses is an app screen (decision 035)
    const stamp = Date.now().toString(36)
    const pt = `Curso Ensaio ${stamp}`
    const en = `Test Course ${stamp}`
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Cursos/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar curso' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo curso' })
    await fillTranslated(dialog.getByRole('group', { name: 'Título', exact: true }), pt, en)
    await dialog
      .getByRole('group', { name: 'Descrição', exact: true })
      .getByLabel('Português (obrigatório)')
      .fill('Um curso de ensaio.')
    await dialog.getByLabel('Ligação (https://)').fill('http://cursos.example/ensaio')
    await dialog.getByLabel('Duração (minutos)').fill('45')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('A ligação tem de começar por https://')).toBeVisible()
    await dialog.getByLabel('Ligação (https://)').fill('https://cursos.example/ensaio')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    const rows = page.getByRole('main').getByRole('listitem')
    await expect(rows.last()).toContainText(pt) // a new course goes last
    await expect(page.getByRole('button', { name: `Descer ${pt}` })).toBeDisabled()
    await page.getByRole('button', { name: `Subir ${pt}` }).click()
    await expect(rows.nth(-2)).toContainText(pt)
    await noAxeViolations(page)

    await page.goto('/courses')
    const titles = page.getByRole('main').getByRole('heading', { level: 2 })
    await expect(titles.nth(-2)).toHaveText(pt)
    await page.goto('/en/courses')
    await expect(titles.nth(-2)).toHaveText(en)

    // Deleted, it leaves the list (and /courses). Back to Portuguese first, the language of the labels below.
    await page.evaluate(() => localStorage.setItem('language', 'pt'))
    await page.goto('/pt/manage/courses')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(stamp)
    await page.getByRole('button', { name: `Apagar ${pt}` }).click()
    await page.getByRole('dialog', { name: 'Apagar curso' }).getByRole('button', { name: 'Apagar curso' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })

  test('a signed-up volunteer gets the 403 page at /manage/trivia and /manage/courses', async ({ page }) => {
    test.setTimeout(120_000)
    const volunteer = await freshUser(page, 'tv')
    await page.context().clearCookies()
    await logInAs(page, volunteer, '/manage/trivia', 'a good password')
    await expect(page.getByText('403', { exact: true })).toBeVisible()
    await page.goto('/manage/courses')
    await expect(page.getByText('403', { exact: true })).toBeVisible()
    await noAxeViolations(page)
  })
})
