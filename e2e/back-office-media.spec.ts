import { fileURLToPath } from 'node:url'
import { asAndroid, logInAs, noAxeViolations } from './screens.ts'
import { expect, type Locator, test } from './test.ts'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))
const PORTRAIT = fileURLToPath(new URL('./fixtures/portrait.jpg', import.meta.url))

/** Whether an image element has loaded real pixels (not a broken image). */
const loaded = (image: Locator) =>
  image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0)

test.describe('images in the back office (decision 042)', () => {
  test('staff upload a logo for a new sponsor and /sponsors shows the uploaded image', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page) // /sponsors is an app screen (decision 035)
    const name = `Marca Logo ${Date.now().toString(36)}`
    await logInAs(page, 'demo-staff', '/manage/sponsors')
    await expect(page.getByRole('heading', { level: 1, name: 'Patrocinadores' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar patrocinador' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo patrocinador' })
    await dialog.getByLabel('Nome').fill(name)
    await dialog.getByLabel('Categoria').selectOption('supporter')
    await dialog.getByLabel('Logótipo').setInputFiles(LOGO)
    const preview = dialog.getByRole('img', { name: 'Pré-visualização' })
    await expect(preview).toBeVisible()
    await expect.poll(() => loaded(preview)).toBe(true)
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    // The manager's row shows the stored (re-encoded) logo.
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
    await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/)

    // A spectator (the demo's guest account, as in back-office-feedback.spec) sees the uploaded image on /sponsors.
    await page.context().clearCookies()
    await logInAs(page, 'demo-guest', '/sponsors')
    const logo = page.getByRole('region', { name: 'Apoiantes' }).getByRole('img', { name })
    await expect(logo).toBeVisible()
    await expect(logo).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/)
    await expect.poll(() => loaded(logo)).toBe(true)

    // Cleaned up: the sponsor and its logo go.
    await logInAs(page, 'demo-staff', '/manage/sponsors')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(name)
    await page.getByRole('button', { name: `Apagar ${name}` }).click()
    await page.getByRole('dialog', { name: 'Apagar patrocinador' }).getByRole('button', { name: 'Apagar' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })

  test('staff add an ambassador with a photo and a bio in pt and en; /ambassadors shows it in both', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000) // a sign-in, a second browser page and three axe checks, on a starved CI
    const token = Date.now().toString(36)
    const name = `Embaixadora Ensaio ${token}`
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Embaixadores/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Embaixadores' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar embaixador' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo embaixador' })
    await dialog.getByLabel('Nome').fill(name)
    await dialog.getByLabel('Modalidade').selectOption('SWM')
    await dialog.getByLabel('Delegação').selectOption('BRA')
    // Without Portuguese the form refuses, as the server would.
    await dialog.getByLabel('Inglês').fill(`Swimmer and mentor (${token}).`)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O texto em português é obrigatório')).toBeVisible()
    await dialog.getByLabel('Português (obrigatório)').fill(`Nadadora e mentora (${token}).`)
    await dialog.getByRole('group', { name: 'Dias nos jogos' }).getByRole('checkbox').first().check()
    await dialog.getByLabel('Fotografia').setInputFiles(PORTRAIT)
    await expect(dialog.getByRole('img', { name: 'Pré-visualização' })).toBeVisible()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    await page.getByRole('searchbox', { name: 'Procurar' }).fill(token)
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: name })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Falta:')).toBeVisible() // es and az are missing
    await noAxeViolations(page)

    // A spectator (on the web, signed out) sees it in Portuguese and in English, with the uploaded photo.
    const spectatorContext = await browser.newContext()
    const spectator = await spectatorContext.newPage()
    await spectator.goto('/ambassadors')
    const card = spectator.getByRole('article').filter({ hasText: name })
    await expect(card.getByText(`Nadadora e mentora (${token}).`)).toBeVisible()
    const photo = card.locator('img').first()
    await expect(photo).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/)
    await expect.poll(() => loaded(photo)).toBe(true)
    await spectator.goto('/en/ambassadors')
    const english = spectator.getByRole('article').filter({ hasText: name })
    await expect(english.getByText(`Swimmer and mentor (${token}).`)).toBeVisible()
    await noAxeViolations(spectator)
    await spectatorContext.close()

    // Cleaned up.
    await page.goto('/manage/ambassadors')
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(token)
    await page.getByRole('button', { name: `Apagar ${name}` }).click()
    await page
      .getByRole('dialog', { name: 'Apagar embaixador' })
      .getByRole('button', { name: 'Apagar embaixador' })
      .click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })

  test('staff upload an official photo captioned in pt and en; /official-photos shows it in both', async ({ page }) => {
    test.setTimeout(240_000)
    await asAndroid(page) // /official-photos is an app screen that needs a login (docs/product-rules.md §2)
    const token = Date.now().toString(36)
    await logInAs(page, 'demo-staff', '/manage/photos')
    await expect(page.getByRole('heading', { level: 1, name: 'Fotografias oficiais' })).toBeVisible()
    await page.getByRole('button', { name: 'Adicionar fotografia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova fotografia' })
    await dialog.getByLabel('Português (obrigatório)').fill(`Pódio do ensaio ${token}`)
    await dialog.getByLabel('Inglês').fill(`Rehearsal podium ${token}`)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Escolha uma imagem')).toBeVisible() // the picture is required
    await dialog.getByLabel('Fotografia (obrigatório)').setInputFiles(PORTRAIT)
    await expect(dialog.getByRole('img', { name: 'Pré-visualização' })).toBeVisible()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    await page.goto('/official-photos')
    const tile = page.getByRole('button', { name: `Pódio do ensaio ${token}` })
    await expect(tile).toBeVisible()
    await expect(tile.locator('img')).toHaveAttribute('src', /^\/api\/v1\/files\/[0-9a-f-]{36}$/)
    await page.goto('/en/official-photos')
    await expect(page.getByRole('button', { name: `Rehearsal podium ${token}` })).toBeVisible()

    // Cleaned up (the screens are in English now: the /en address chose it; the manager names an item by its
    // Portuguese caption, as every content kind's list does, decision 114).
    await page.goto('/en/manage/photos')
    await page.getByRole('searchbox', { name: 'Search' }).fill(token)
    await page.getByRole('button', { name: `Delete Pódio do ensaio ${token}` }).click()
    await page.getByRole('dialog', { name: 'Delete photo' }).getByRole('button', { name: 'Delete photo' }).click()
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0)
  })
})
