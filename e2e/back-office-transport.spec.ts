import { analyzeAtRest } from './axe.ts'
import { asAndroid, logInAs } from './screens.ts'
import { expect, type Locator, type Page, test } from './test.ts'

/**
 * The transport and videos managers (decision 044), both the generic content manager (decisions 110, 117): staff create
 * a line and a video in the back office, the public screens show them in Portuguese and English, and other user types
 * are refused by the API. Each test creates its own uniquely named items and deletes them at the end, so no other spec
 * sees a change.
 */

async function noAxeViolations(page: Page) {
  // The toasts come and go; their contrast is the toaster's own check.
  const { violations } = await analyzeAtRest(page, (axe) =>
    axe.withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]'),
  )
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

/** Fills one four-language text (the form's fieldset named `legend`) in Portuguese and English. */
async function fillTranslated(scope: Locator, legend: string, pt: string, en: string) {
  const group = scope.getByRole('group', { name: legend, exact: true })
  await group.getByLabel('Português (obrigatório)').fill(pt)
  await group.getByLabel('Inglês', { exact: true }).fill(en)
}

const unique = () => Date.now().toString(36).slice(-5).toUpperCase()

test.describe('the transport and videos managers (decision 044)', () => {
  test('staff create a line with two departures; /transport shows it in Portuguese and English', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page) // /transport is an app screen (decision 035)
    const code = `E${unique()}`
    const name = { pt: `Vaivém Ensaio ${code}`, en: `Test Shuttle ${code}` }
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Transportes/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Transportes' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar linha' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova linha' })
    await dialog.getByLabel('Código').fill(code)
    await fillTranslated(dialog, 'Nome', name.pt, name.en)
    await fillTranslated(dialog, 'Origem', 'Vila Ensaio', 'Test Village')
    await fillTranslated(dialog, 'Destino', 'Praia Ensaio', 'Test Beach')
    await dialog.getByRole('button', { name: 'Adicionar partida' }).click()
    await dialog.getByRole('button', { name: 'Adicionar partida' }).click()
    // Entered out of order: the later one first. The form refuses a missing time before anything is sent.
    await dialog.getByLabel('Hora da partida 1').fill('18:30')
    await fillTranslated(dialog, 'Paragem da partida 1', 'Cais Ensaio', 'Test Pier')
    await fillTranslated(dialog, 'Paragem da partida 2', 'Vila Ensaio', 'Test Village')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('A hora tem de ser HH:MM')).toBeVisible()
    await dialog.getByLabel('Hora da partida 2').fill('07:05')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: 'Procurar' }).fill(code)
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name.pt })
    await expect(row).toContainText('2 partidas')
    await noAxeViolations(page)
    // The code is fixed once the line exists (its timetable PDF and the public page key on it).
    await page.getByRole('button', { name: `Editar ${name.pt}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar linha' })
    await expect(edit.getByLabel('Código')).toHaveAttribute('readonly')
    await expect(edit.getByLabel('Hora da partida 1')).toHaveValue('07:05')
    await edit.getByRole('button', { name: 'Cancelar' }).click()
    await expect(edit).toBeHidden()

    // The public screen: the line with its stops in timetable order (07:05 first), in Portuguese then English.
    await page.goto('/transport')
    const line = page.getByRole('article', { name: name.pt })
    await expect(line.getByRole('rowheader')).toHaveText(['Vila Ensaio', 'Cais Ensaio'])
    await expect(line.getByText('Vila Ensaio → Praia Ensaio')).toBeVisible()
    await page.getByLabel('Idioma').selectOption('en')
    const lineEn = page.getByRole('article', { name: name.en })
    await expect(lineEn.getByRole('rowheader')).toHaveText(['Test Village', 'Test Pier'])
    await expect(lineEn.getByText('Test Village → Test Beach')).toBeVisible()
    await noAxeViolations(page)

    // Deleted, it leaves /transport.
    await page.getByLabel('Language').selectOption('pt')
    await page.goto('/manage/transport')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(code)
    await page.getByRole('button', { name: `Apagar ${name.pt}` }).click()
    await page.getByRole('dialog', { name: 'Apagar linha' }).getByRole('button', { name: 'Apagar' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
    await page.goto('/transport')
    await expect(page.getByRole('article').first()).toBeVisible()
    await expect(page.getByRole('article', { name: name.pt })).toHaveCount(0)
  })

  test('staff add a video; /videos lists it in Portuguese and English', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page)
    const token = unique()
    const title = { pt: `Resumo Ensaio ${token}`, en: `Test Highlights ${token}` }
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Vídeos/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Vídeos' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar vídeo' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo vídeo' })
    // A plain video has no broadcast window: its two times appear only for a live video.
    await expect(dialog.getByLabel(/^Início/)).toHaveCount(0)
    await expect(dialog.getByLabel(/^Fim/)).toHaveCount(0)
    await fillTranslated(dialog, 'Título', title.pt, title.en)
    await dialog.getByLabel('Endereço do vídeo').fill('https://evil.example/clip.mp4')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText(/O endereço tem de ser https:\/\//)).toBeVisible()
    await dialog.getByLabel('Endereço do vídeo').fill(`https://www.youtube-nocookie.com/embed/ensaio${token}`)
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: title.pt })).toBeVisible()

    await page.goto('/videos')
    await expect(page.getByRole('heading', { level: 3, name: title.pt })).toBeVisible()
    await page.getByLabel('Idioma').selectOption('en')
    await expect(page.getByRole('heading', { level: 3, name: title.en })).toBeVisible()
    await noAxeViolations(page)

    await page.getByLabel('Language').selectOption('pt')
    await page.goto('/manage/videos')
    // The safe-sport video's setting sits on the same page, under the list (decision 110).
    await expect(page.getByRole('heading', { level: 2, name: 'Vídeo do desporto seguro' })).toBeVisible()
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(token)
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: title.pt })
    await expect(item).toHaveCount(1)

    // Made a live video: a discipline and a day of the games, a window on the games' clock, checked in order.
    await page.getByRole('button', { name: `Editar ${title.pt}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar vídeo' })
    await edit.getByLabel('Tipo').selectOption('live-video')
    await edit.getByLabel('Modalidade').selectOption('SWM')
    await edit.getByLabel('Dia', { exact: true }).selectOption({ index: 1 })
    await edit.getByLabel(/^Início/).fill('22:00')
    await edit.getByLabel(/^Fim/).fill('21:00')
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit.getByText('A transmissão tem de terminar depois de começar')).toBeVisible()
    await edit.getByLabel(/^Fim/).fill('23:30')
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit).toBeHidden()
    await expect(item).toContainText('Vídeo em direto')
    await expect(item).toContainText('22:00 · 23:30')

    // The list filters by kind.
    await page.getByRole('main').getByLabel('Tipo').selectOption('video')
    await expect(item).toHaveCount(0)
    await page.getByRole('main').getByLabel('Tipo').selectOption('live-video')
    await expect(item).toHaveCount(1)

    await page.getByRole('button', { name: `Apagar ${title.pt}` }).click()
    await page.getByRole('dialog', { name: 'Apagar vídeo' }).getByRole('button', { name: 'Apagar' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })

  test('a referee and a spectator are refused (403) by the managers’ API', async ({ page }) => {
    for (const username of ['demo-referee', 'demo-guest']) {
      await page.context().clearCookies()
      const login = await page.request.post('/api/v1/auth/login', { data: { username, password: 'podium-demo' } })
      expect(login.ok()).toBe(true)
      expect((await page.request.get('/api/v1/admin/transport')).status()).toBe(403)
      expect((await page.request.get('/api/v1/admin/videos')).status()).toBe(403)
      const line = await page.request.post('/api/v1/admin/transport', {
        data: {
          code: 'NOPE',
          names: { pt: 'Não' },
          origin: { pt: 'Não' },
          destination: { pt: 'Não' },
          color: '#000000',
        },
      })
      expect(line.status()).toBe(403)
    }
  })
})
