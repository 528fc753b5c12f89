import { logInAs, noAxeViolations } from './screens.ts'
import { devices, expect, test } from './test.ts'

/** A small PDF made here, its body given. */
const pdf = (body: string) => Buffer.from(`%PDF-1.4\n${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1')

test.describe('the documents manager (decisions 039, 115: the generic content manager)', () => {
  test('staff add a communication with a PDF in two languages; a spectator reads it in Portuguese and English', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000) // three axe checks, four screens and a write, on a starved CI
    const title = `Informativo ensaio ${Date.now().toString(36)}`
    const english = `Test communication ${Date.now().toString(36)}`
    await logInAs(page, 'demo-staff', '/manage')
    const main = page.getByRole('main')
    await main.getByRole('link', { name: /Documentos/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Documentos' })).toBeVisible()
    await expect(main.getByRole('listitem').first()).toBeVisible()
    await noAxeViolations(page)

    await page.getByRole('button', { name: 'Adicionar documento' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo documento' })
    await expect(dialog.getByLabel('Tipo')).toHaveValue('communication')
    await dialog.getByLabel('Português (obrigatório)').fill(title)
    await dialog.getByLabel('Inglês').fill(english)
    await dialog.getByLabel('Prioridade').selectOption('1')
    const file = dialog.getByLabel('Ficheiro PDF (obrigatório)')
    // A PDF with a script is refused in the form, with the translated message, before anything is sent.
    await file.setInputFiles({
      name: 'perigo.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'),
    })
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O PDF contém conteúdo ativo', { exact: false })).toBeVisible()
    await file.setInputFiles({
      name: 'informativo-ensaio.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj'),
    })
    await expect(dialog.getByText('Escolhido: informativo-ensaio.pdf')).toBeVisible()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(title)
    const row = main.getByRole('listitem').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('informativo-ensaio.pdf')).toBeVisible()
    await expect(row.getByText('ES', { exact: true })).toBeVisible()
    await expect(row.getByText('Agendado')).toHaveCount(0)

    // A spectator (a guest account, in the phone app: «Informativos» is an app screen for signed-in users) sees it
    // in Portuguese and in English, and opens the PDF.
    const spectator = await browser.newContext({ ...devices['Pixel 7'], baseURL })
    await spectator.addInitScript(() => {
      ;(globalThis as unknown as { Capacitor: unknown }).Capacitor = { getPlatform: () => 'android' }
    })
    const visitor = await spectator.newPage()
    await logInAs(visitor, 'demo-guest', '/informativos')
    const list = visitor.getByRole('list', { name: 'Informativos' })
    await expect(list.getByRole('button', { name: new RegExp(title) })).toBeVisible()
    await visitor.getByLabel('Idioma').selectOption('en')
    const entry = visitor.getByRole('list', { name: 'Official communications' }).getByRole('button', {
      name: new RegExp(english),
    })
    await expect(entry).toBeVisible()
    await entry.click()
    const frame = visitor.getByRole('dialog').locator('iframe')
    await expect(frame).toHaveAttribute('src', /^\/api\/v1\/documents\/\d+\/informativo-ensaio\.pdf/)
    const answer = await visitor.request.get((await frame.getAttribute('src')) ?? '')
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/pdf')
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
    await spectator.close()

    // An edit keeps the stored PDF when none is chosen; a publication time ahead of the games clock schedules it.
    await row.getByRole('button', { name: `Editar ${title}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar documento' })
    await expect(edit.getByText('Mantém-se o ficheiro atual: informativo-ensaio.pdf')).toBeVisible()
    await edit.getByLabel(/^Publicação/).fill('2099-01-01T09:00')
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit).toBeHidden()
    await expect(row.getByText('Agendado')).toBeVisible()
    await expect(row.getByText('informativo-ensaio.pdf')).toBeVisible()
  })
})
