import { asAndroid, freshUser, logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

/** A title no other run has, in the four languages. */
function titles(tag: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`
  return {
    pt: `Apoio ${tag} ${id}`,
    en: `Support ${tag} ${id}`,
    es: `Apoyo ${tag} ${id}`,
    az: `Dəstək ${tag} ${id}`,
  }
}

test.describe('certificate definitions and a delegation head (issue 24, decision 059)', () => {
  test('staff define a certificate in the four-language form and a volunteer sees how to earn it', async ({ page }) => {
    test.setTimeout(180_000)
    const title = titles('pista')
    await logInAs(page, 'demo-staff', '/manage/certificates')
    await expect(page.getByRole('heading', { level: 2, name: 'Certificados definidos' })).toBeVisible()
    await page.getByRole('button', { name: 'Adicionar certificado' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Validade em dias (vazio: sem fim)').fill('0')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    // Checked by the domain's schema before anything is sent, in Portuguese.
    await expect(dialog.getByText('O texto em português é obrigatório')).toBeVisible()
    await expect(dialog.getByText('A validade tem de estar entre 1 e 3650 dias')).toBeVisible()

    await dialog.getByLabel('Português (obrigatório)').fill(title.pt)
    await dialog.getByLabel('Inglês').fill(title.en)
    await dialog.getByLabel('Espanhol').fill(title.es)
    await dialog.getByLabel('Azerbaijano').fill(title.az)
    await dialog.getByLabel('Como se obtém').selectOption('staff')
    await dialog.getByLabel('Voluntário').check()
    await dialog.getByLabel('Validade em dias (vazio: sem fim)').fill('30')
    await dialog.getByLabel('Pontos').fill('10')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    const item = page
      .getByRole('list', { name: 'Certificados definidos' })
      .getByRole('listitem')
      .filter({ hasText: title.pt })
    await expect(item).toContainText('Atribuído pela organização · Voluntário · 30 dias · 10 pontos · Sem titulares')
    await noAxeViolations(page)

    // A volunteer (what sign-up makes) sees it among what they can still earn, in their language.
    await page.context().clearCookies()
    await asAndroid(page)
    await freshUser(page, 'certdef')
    await page.goto('/certification')
    await expect(page.getByRole('heading', { level: 3, name: title.pt })).toBeVisible()
    await page.goto('/en/certification')
    await expect(page.getByRole('heading', { level: 3, name: title.en })).toBeVisible()
    await page.goto('/az/certification')
    await expect(page.getByRole('heading', { level: 3, name: title.az })).toBeVisible()
  })

  test('a delegation head sees their own delegation’s holders only @phone', async ({ page }) => {
    test.setTimeout(180_000)
    await asAndroid(page)
    // Staff define a certificate and grant it to the head (their delegation) and a coach (another one).
    await logInAs(page, 'demo-staff', '/manage/certificates')
    const title = titles('chefe')
    const created = await page.request.post('/api/v1/admin/certificates', {
      data: { titles: { pt: title.pt }, trigger: 'staff' },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: number }
    for (const username of ['demo-manager', 'demo-coach']) {
      const grant = await page.request.post(`/api/v1/admin/certificates/${id}/grant`, { data: { username } })
      expect(grant.status()).toBe(201)
    }
    await page.context().clearCookies()

    await logInAs(page, 'demo-manager', '/certification')
    await page.getByRole('link', { name: 'Certificados da minha delegação' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Certificados da minha delegação' })).toBeVisible()
    await page.getByLabel('Certificado', { exact: true }).selectOption(String(id))
    const holders = page.getByRole('list', { name: 'Titulares' })
    await expect(holders.getByRole('listitem')).toHaveCount(1)
    await expect(holders).toContainText('demo-manager')
    await expect(holders).not.toContainText('demo-coach')
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute(
      'href',
      new RegExp(`certificateId=${id}`),
    )
    await noAxeViolations(page)
    // The staff's list stays the staff's.
    expect((await page.request.get('/api/v1/admin/certificates')).status()).toBe(403)
  })
})
