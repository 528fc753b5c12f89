import { readFileSync } from 'node:fs'
import { unzipSync, zipSync } from 'fflate'
import { analyzeAtRest } from './axe.ts'
import { logInAs } from './screens.ts'
import { expect, type Page, test } from './test.ts'

async function noAxeViolations(page: Page) {
  // The pointer still rests on the upload button; its hover fade is a passing state, not the screen under test.
  // analyzeAtRest waits for that transition (a finite animation of the document) to finish before axe reads colours.
  await page.mouse.move(0, 0)
  const { violations } = await analyzeAtRest(page)
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

const zip = (files: Record<string, string>) =>
  Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, new TextEncoder().encode(t)]))))

/**
 * A tiny bundle the shared demo server can take without disturbing the other specs: one new delegation and one
 * athlete (the name sorts last), no events or units. Importing it twice is fine (the second time changes nothing).
 */
const SMALL = {
  'organisations.csv': 'code,name,country_iso2\nZZE,E2E Delegation,\n',
  'athletes.csv': 'id,name,gender,organisation\nZZE-0001,ZULU Test,W,ZZE\n',
  'events.csv': 'code,discipline,gender,name\n',
  'units.csv': 'code,start,type,name,organisation\n',
}

/** units.csv line 7 (the sixth item) has a start that is not an ISO date-time: nothing at all is imported. */
const BROKEN = {
  ...SMALL,
  'units.csv': [
    'code,start,type,name,organisation',
    ...[1, 2, 3, 4, 5].map((n) => `ZZE-M${n},2026-07-14T0${n}:00:00-03:00,meeting,Meeting ${n},ZZE`),
    'ZZE-M6,14/07/2026 06:00,meeting,Meeting 6,ZZE',
    '',
  ].join('\n'),
}

const upload = async (page: Page, name: string, files: Record<string, string>) => {
  await page
    .getByLabel('Pacote (.zip, até 50 MB)')
    .setInputFiles({ name, mimeType: 'application/zip', buffer: zip(files) })
  await page.getByRole('button', { name: 'Importar', exact: true }).click()
}

test.describe('bundle import', () => {
  // Over the demo an import replaces it whole after a warning (decision 067): this spec stops at the warning and
  // cancels, so the shared demo stays; e2e/real-games.spec.ts confirms one (@after-all).
  test('an admin uploads a broken bundle and sees file, line and column, then a good one is a warning naming what it replaces', async ({
    page,
  }) => {
    await logInAs(page, 'demo-admin', '/staff/import')
    await expect(page.getByRole('heading', { level: 1, name: 'Importar jogos' })).toBeVisible()
    await noAxeViolations(page)

    // The games as they are, to move them: a zip with the CSV files and the content (decision 045).
    const downloading = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Descarregar o pacote' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^podium-bundle-\d{4}-\d{2}-\d{2}\.zip$/)
    const exported = unzipSync(new Uint8Array(readFileSync((await download.path()) as string)))
    expect(Object.keys(exported)).toEqual(expect.arrayContaining(['units.csv', 'content.json']))

    // Over the demo every upload asks first; a bundle refused after the confirmation changes nothing (decision 067).
    const warning = page.getByRole('alertdialog', { name: 'Esta importação substitui os jogos de demonstração' })
    await upload(page, 'broken.zip', BROKEN)
    await warning.getByRole('button', { name: 'Substituir a demonstração e importar' }).click()
    await expect(page.getByRole('alert')).toContainText('O pacote foi recusado: nada foi importado.')
    await expect(page.getByTestId('bundle-problem')).toHaveText(
      'units.csv, linha 7, coluna start: deve ser uma data e hora ISO 8601 com fuso, p. ex. 2026-07-14T09:30:00-03:00',
    )
    const summary = page.getByRole('region', { name: 'Importação concluída' })
    await expect(summary).toHaveCount(0)
    const units = (await (await page.request.get('/api/v1/schedule?day=2026-07-14')).json()) as {
      items: { code: string }[]
    }
    expect(units.items.some((u) => u.code.startsWith('ZZE-M'))).toBe(false)
    await noAxeViolations(page)

    await upload(page, 'small.zip', SMALL)
    await expect(warning).toBeVisible()
    await expect(warning).toContainText(/\d+ atletas/)
    await expect(warning).toContainText('A sua conta fica, e a sua sessão continua iniciada.')
    await noAxeViolations(page)
    await warning.getByRole('button', { name: 'Cancelar' }).click()
    await expect(warning).toHaveCount(0)
    await expect(summary).toHaveCount(0)

    // Nothing was imported, and the demo accounts are still there.
    const found = (await (await page.request.get('/api/v1/athletes?search=zulu')).json()) as { items: { id: string }[] }
    expect(found.items.map((a) => a.id)).not.toContain('ZZE-0001')
    const me = (await (await page.request.get('/api/v1/auth/me')).json()) as { user: { username: string } }
    expect(me.user.username).toBe('demo-admin')

    await page.emulateMedia({ colorScheme: 'dark' })
    await upload(page, 'small.zip', SMALL)
    await expect(warning).toBeVisible()
    await noAxeViolations(page)
  })

  test('the results screen links to it for admins; staff get the 403 page', async ({ page }) => {
    await logInAs(page, 'demo-admin', '/staff/results')
    await page.getByRole('link', { name: 'Importar um pacote de jogos (CSV)' }).click()
    await expect(page).toHaveURL(/\/staff\/import$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Importar jogos' })).toBeVisible()

    await page.context().clearCookies()
    await logInAs(page, 'demo-staff', '/staff/import')
    await expect(page.getByText('403')).toBeVisible()
    await expect(page.getByLabel('Pacote (.zip, até 50 MB)')).toHaveCount(0)
  })
})
