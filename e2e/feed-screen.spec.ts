import { logInAs, noAxeViolations } from './screens.ts'
import { expect, test } from './test.ts'

const ADMIN_TOKEN = 'e2e-admin-token-0123456789'

/**
 * The ODF feed's screen (issue 42 point 6, decision 073): messages posted to the API show with their outcomes — applied,
 * ignored as an older Version, refused with the line of their broken XML — and a refused message is re-applied once
 * its cause is fixed. Its own athlete and codes, so no other test's counts move; the re-applied message is a test
 * message (FeedFlag T), checked and rolled back, so the demo's medals stay as they are.
 */
test.describe('the ODF feed screen', () => {
  test('an admin sees applied, ignored and refused messages with the broken line, and re-applies a refused one', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const code = `E2EFD${Date.now().toString(36).toUpperCase()}${test.info().parallelIndex}`
    const send = (xml: string) =>
      request.post('/api/v1/odf', {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/xml' },
        data: xml,
      })
    const body = (type: string, doc: string, version: number, inner: string, flag = 'P') =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<OdfBody CompetitionCode="PODIUM" DocumentCode="${doc}" DocumentType="${type}" Version="${version}" FeedFlag="${flag}">\n<Competition>\n${inner}\n</Competition>\n</OdfBody>\n`
    const participant = `<Participant Code="${code}" GivenName="Iara" FamilyName="Feed${code.slice(5).toLowerCase()}" Gender="W" Organisation="CPV"/>`

    // Refused: a (test) medallist message naming an athlete the games do not have yet.
    const medallists = body(
      'DT_MEDALLISTS',
      `MEDALLISTS-${code}`,
      1,
      `<Event Code="TRIXRELAY-3D"><Medal Code="ME_GOLD"><Competitor Code="${code}" Type="A" Organisation="CPV"/></Medal></Event>`,
      'T',
    )
    expect((await send(medallists)).status()).toBe(422)
    // Applied: the athlete arrives (the refusal's cause fixed). Ignored: an older Version of the same document.
    expect((await send(body('DT_PARTIC', `PARTIC-${code}`, 2, participant))).status()).toBe(200)
    expect((await send(body('DT_PARTIC', `PARTIC-${code}`, 1, participant))).status()).toBe(200)
    // Refused: broken XML, its closing tag misspelt on line 5.
    const broken = body('DT_PARTIC', `BROKEN-${code}`, 1, participant).replace('</Competition>', '</Competiton>')
    expect((await send(broken)).status()).toBe(400)

    await logInAs(page, 'demo-admin', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Feed ODF/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Feed ODF' })).toBeVisible()
    await expect(page.getByText('PODIUM', { exact: true })).toBeVisible()

    const messages = page.getByRole('list', { name: 'Mensagens recebidas' })
    const item = (text: string) => messages.getByRole('listitem').filter({ hasText: text })
    const applied = item(`PARTIC-${code}`).filter({ hasText: 'DT_PARTIC v2' })
    await expect(applied.getByText('Aplicada', { exact: true })).toBeVisible()
    const older = item(`PARTIC-${code}`).filter({ hasText: 'DT_PARTIC v1' })
    await expect(older.getByText('Ignorada', { exact: true })).toBeVisible()
    await expect(older.getByText('A versão 2 deste documento já tinha sido aplicada: nada mudou.')).toBeVisible()
    const refused = item(`BROKEN-${code}`)
    await expect(refused.getByText('Recusada', { exact: true })).toBeVisible()
    await expect(refused.getByText('XML mal formado')).toBeVisible()
    await expect(refused.getByText(/^Linha 5, coluna \d+$/)).toBeVisible()
    await noAxeViolations(page)

    // The outcome filter keeps only refused messages.
    await page.getByRole('button', { name: /^Recusada \(\d+\)$/ }).click()
    await expect(page.getByRole('button', { name: /^Recusada \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(applied).toHaveCount(0)
    await expect(refused).toHaveCount(1)

    // Re-applying the medallists, now that the athlete exists: confirmed, then checked and rolled back (a test).
    const waiting = item(`MEDALLISTS-${code}`)
    await expect(waiting.getByText('Mensagem ODF inutilizável')).toBeVisible()
    await waiting.getByRole('button', { name: 'Reaplicar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Reaplicar esta mensagem?' })
    await expect(dialog).toBeVisible()
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Reaplicar' }).click()
    await expect(page.getByText('Mensagem reaplicada: ignorada, nada mudou.')).toBeVisible()
    await expect(waiting.getByText(/^Reaplicada como mensagem n\.º \d+$/)).toBeVisible()
    await expect(waiting.getByRole('button', { name: 'Reaplicar' })).toHaveCount(0)
    await page.getByRole('button', { name: /^Todas/ }).click()
    const again = item(`MEDALLISTS-${code}`).filter({ hasText: 'Reaplicada a partir do registo' })
    await expect(again.getByText('Mensagem de teste (FeedFlag T): verificada, não aplicada.')).toBeVisible()

    // The last Version per document, searched by code.
    await page.getByLabel('Pesquisar documentos').fill(`PARTIC-${code}`)
    const documents = page.getByRole('table').filter({ hasText: 'Documento' })
    await expect(documents.getByRole('row')).toHaveCount(2)
    await expect(documents.getByRole('row').nth(1)).toContainText(`PARTIC-${code}`)
    await expect(documents.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('2')
    await noAxeViolations(page)
  })
})
