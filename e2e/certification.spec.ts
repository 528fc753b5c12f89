import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import { asAndroid, freshUser, logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

/**
 * The text a PDF draws: pdf-lib compresses page streams (FlateDecode) and writes standard-font text as hex strings,
 * so each stream is inflated and its `<hex> Tj` strings decoded (WinAnsi: ASCII as is).
 */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const texts: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1] ?? '', 'latin1')).toString('latin1')
    } catch {
      content = match[1] ?? ''
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      texts.push(Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
    }
  }
  return texts.join('\n')
}

test.describe('certification (issue 24, decision 051)', () => {
  test('a volunteer watches the safe-sport video, gets the certificate and its PDF; a visitor verifies it @phone', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    await asAndroid(page) // /certification is an app screen (decision 035)
    const volunteer = await freshUser(page, 'cert')
    await logInAs(page, volunteer, '/certification', 'a good password')
    await expect(page.getByRole('heading', { level: 1, name: 'Certificação' })).toBeVisible()
    await expect(page.getByText('Ainda não tem certificados.', { exact: false })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: 'Proteção no desporto' })).toBeVisible()
    await noAxeViolations(page)

    await page.goto('/secure-sport')
    await page.getByRole('button', { name: 'Já vi o vídeo' }).click()
    await expect(page.getByText('Já viu este vídeo.')).toBeVisible()

    await page.goto('/certification')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Proteção no desporto' }) })
    await expect(card.getByText('Válido', { exact: true })).toBeVisible()
    const code = (await card.locator('code').textContent()) ?? ''
    expect(code).toMatch(/^([A-Z2-9]{4}-){4}[A-Z2-9]{4}$/)
    await noAxeViolations(page)

    const download = page.waitForEvent('download')
    await card.getByRole('link', { name: 'Descarregar PDF' }).click()
    const file = (await (await download).path()) as string
    const bytes = await readFile(file)
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain(volunteer)
    expect(text).toContain('Proteção no desporto')
    expect(text).toContain(code)

    // A visitor, signed out, verifies the code on the public page.
    await page.context().clearCookies()
    await page.goto(`/certificates/${code}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Verificar certificado' })).toBeVisible()
    await expect(page.getByText('Este certificado é válido.')).toBeVisible()
    await expect(page.getByText(volunteer, { exact: true })).toBeVisible()
    await expect(page.getByText('Proteção no desporto')).toBeVisible()
    await noAxeViolations(page)
    await page.goto('/certificates/AAAA-AAAA-AAAA-AAAA-AAAA')
    await expect(page.getByText('Nenhum certificado tem este código.')).toBeVisible()
  })

  test('staff find the holder by certificate, revoke it with a reason, and the verification says so', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const holder = await freshUser(page, 'certrv')
    expect((await page.request.post('/api/v1/me/safe-sport', { data: {} })).ok()).toBe(true)
    const mine = (await (await page.request.get('/api/v1/me/certificates')).json()) as { held: { code: string }[] }
    const code = mine.held[0]?.code ?? ''
    await page.context().clearCookies()

    await logInAs(page, 'demo-staff', '/manage/certificates')
    await expect(page.getByRole('heading', { level: 1, name: 'Certificados' })).toBeVisible()
    await page.getByLabel('Certificado', { exact: true }).selectOption('1')
    const item = page.getByRole('listitem').filter({ hasText: code })
    await expect(item).toHaveCount(1)
    await expect(item.getByText(holder).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Exportar CSV' })).toHaveAttribute('href', /certificateId=1/)
    await noAxeViolations(page)

    await item.getByRole('button', { name: /Revogar/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Este campo é obrigatório')).toBeVisible()
    await dialog.getByLabel('Motivo (fica no registo de auditoria)').fill('Conta partilhada')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(item.getByText('Revogado: Conta partilhada')).toBeVisible()

    await page.context().clearCookies()
    await page.goto(`/certificates/${code}`)
    await expect(page.getByText('Este certificado foi revogado.')).toBeVisible()
  })
})
