import { fileURLToPath } from 'node:url'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { logInAs } from './screens.ts'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

test.describe('the games settings (decision 041)', () => {
  test('an admin renames the games in two languages and every visitor sees it; staff are refused @games-settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const original = (await (await page.request.get('/api/v1/config?lang=pt')).json()) as { games: { name: string } }
    const stamp = Date.now().toString(36)
    const pt = `Jogos Escolares ${stamp}`
    const en = `School Games ${stamp}`

    // A spectator's screen is open before the change: the live event updates its header without a reload.
    const spectator = await browser.newPage()
    await spectator.goto('/medals')
    await expect(spectator.getByRole('banner')).toContainText(original.games.name)

    await logInAs(page, 'demo-admin', '/manage')
    const stored = (await (await page.request.get('/api/v1/admin/settings')).json()) as Record<string, unknown>
    await page
      .getByRole('main')
      .getByRole('link', { name: /Definições dos Jogos/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Definições dos Jogos' })).toBeVisible()
    const form = page.getByRole('group', { name: 'Nome dos Jogos' })
    await expect(form.getByLabel('Português (obrigatório)')).toHaveValue(original.games.name)

    // Bad values are refused in the form with translated messages, before anything is sent.
    await page.getByLabel('Fuso horário').fill('Marte/Olimpo')
    await page.getByLabel('Último dia').fill('2026-07-01')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Fuso horário desconhecido (use um nome como America/Sao_Paulo)')).toBeVisible()
    await expect(page.getByText('O último dia não pode ser anterior ao primeiro')).toBeVisible()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Sao_Paulo')

    await form.getByLabel('Português (obrigatório)').fill(pt)
    await form.getByLabel('Inglês').fill(en)
    await form.getByLabel('Espanhol').fill('')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(pt)

    await expect(spectator.getByRole('banner')).toContainText(pt)
    await spectator.goto('/en/medals')
    await expect(spectator.getByRole('banner')).toContainText(en)
    // Spanish was left empty: it reads the Portuguese name.
    await spectator.goto('/es/medals')
    await expect(spectator.getByRole('banner')).toContainText(pt)
    await spectator.close()

    // Put the names back as they were in every language (the after-all tests read the demo's).
    const { names, hostCity, timeZone, startsOn, endsOn, loginEnabled } = stored
    const restored = await page.request.put('/api/v1/admin/settings', {
      data: { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version: Number(stored.version) + 1 },
    })
    expect(restored.status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('banner')).toContainText(original.games.name)

    // Staff manage content, not the games: no settings tool, and the page is the 403 page.
    const staff = await browser.newPage()
    await logInAs(staff, 'demo-staff', '/manage')
    await expect(staff.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    await expect(staff.getByRole('main').getByRole('link', { name: /Definições dos Jogos/ })).toHaveCount(0)
    await staff.goto('/manage/settings')
    await expect(staff.getByText('403', { exact: true })).toBeVisible()
    await staff.close()
  })

  test('an admin gives the games a short name, a logo and a colour, and switches a feature off (decision 050) @games-settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await logInAs(page, 'demo-admin', '/manage/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Definições dos Jogos' })).toBeVisible()
    const demo = (await (await page.request.get('/api/v1/admin/settings')).json()) as {
      shortNames: Record<'pt' | 'en' | 'es' | 'az', string>
    }
    const shortNames = page.getByRole('group', { name: 'Nome curto' })
    await expect(shortNames.getByLabel('Português')).toHaveValue(demo.shortNames.pt)
    await shortNames.getByLabel('Português').fill('JEJ Rio 2026 com um nome longo')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('O nome curto não pode ter mais de 24 caracteres')).toBeVisible()
    await shortNames.getByLabel('Português').fill('JEJ Rio 2026')
    await shortNames.getByLabel('Inglês').fill('Rio Youth Games')
    await page.getByLabel('Logótipo').setInputFiles(LOGO)
    await page.getByLabel('Cor da marca').fill('#00a859')
    await page.getByRole('checkbox', { name: 'Embaixadores' }).uncheck()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toBeVisible()

    // A spectator on a phone: the short name in the header, the logo, the games' colour; no ambassadors.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-PT' })
    const spectator = await phone.newPage()
    await spectator.goto('/medals')
    await expect(spectator.getByRole('banner').getByRole('link', { name: 'JEJ Rio 2026', exact: true })).toBeVisible()
    await expect(spectator.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toBeVisible()
    const brand = await spectator.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand'))
    expect(brand.trim()).not.toBe('#1d4ed8')
    await spectator.goto('/en/medals')
    await expect(
      spectator.getByRole('banner').getByRole('link', { name: 'Rio Youth Games', exact: true }),
    ).toBeVisible()
    await new AxeBuilder({ page: spectator }).analyze().then(({ violations }) => expect(violations).toEqual([]))
    // On the web the ambassadors are gone from the menu, their page sends to the grid with a word, the API is 404.
    const desktop = await browser.newPage()
    await desktop.goto('/schedule/grid')
    await expect(desktop.getByRole('navigation').getByRole('link', { name: 'Medalhas' }).first()).toBeVisible()
    await expect(desktop.getByRole('link', { name: 'Embaixadores' })).toHaveCount(0)
    await desktop.goto('/ambassadors')
    await expect(desktop).toHaveURL(/\/schedule\/grid$/)
    await expect(desktop.getByRole('heading', { name: 'Embaixadores não faz parte destes Jogos' })).toBeVisible()
    expect((await desktop.request.get('/api/v1/ambassadors')).status()).toBe(404)

    // Back as the demo was, through the same form.
    await page.reload()
    await page.getByRole('group', { name: 'Nome curto' }).getByLabel('Português').fill(demo.shortNames.pt)
    await page.getByRole('group', { name: 'Nome curto' }).getByLabel('Inglês').fill(demo.shortNames.en)
    await page.getByRole('button', { name: 'Usar a cor do Podium' }).click()
    await page.getByRole('button', { name: 'Remover o logótipo' }).click()
    await page.getByRole('checkbox', { name: 'Embaixadores' }).check()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toHaveCount(0)
    await desktop.goto('/ambassadors')
    await expect(desktop).toHaveURL(/\/ambassadors$/)
    await desktop.close()
    await phone.close()
  })
})
