import { analyzeAtRest } from './axe.ts'
/**
 * Issue 19, the rest (decision 057): a star on each row of the lists, My games' home card with the next followed
 * item, the "my games" calendar feed (a device's follows in its address; an account's behind a token it can reset)
 * and the team page with its star and feed.
 */
import { logInAs } from './screens.ts'
import { expect, type Page, test } from './test.ts'

test.describe.configure({ timeout: 90_000 })

async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAtRest(page)
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

const star = (page: Page, name: string) => page.getByRole('button', { name: `Seguir ${name}`, exact: true })

/** Opens My games' subscribe dialog and answers the feed's https address (the webcal one, as a browser fetches it). */
async function feedAddress(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Subscrever calendário' }).click()
  const dialog = page.getByRole('dialog', { name: 'Subscrever no seu calendário' })
  const address = dialog.getByLabel('Endereço do calendário')
  await expect(address).toHaveValue(/^webcal:\/\/.+\.ics\?lang=pt$/)
  return (await address.inputValue()).replace(/^webcal:/, 'http:')
}

test('star a delegation from the list, see it in My games and on the home card, open its feed @phone', async ({
  page,
}) => {
  await page.goto('/participants/delegations')
  const list = page.getByRole('list', { name: /delegações/i })
  const portugal = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: /Portugal/ }) })
  await expect(star(page, 'Portugal')).toHaveAttribute('aria-pressed', 'false')
  // Keyboard: the star follows the row's link in the tab order, and pressing it does not open the delegation.
  await portugal.getByRole('link').focus()
  await page.keyboard.press('Tab')
  await expect(star(page, 'Portugal')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(star(page, 'Portugal')).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/participants\/delegations$/)
  await expectNoAxeViolations(page)

  await page.goto('/')
  const card = page.getByTestId('my-games-card')
  // Live or next, depending on when the suite reaches this test (the server's clock runs).
  await expect(card.getByText(/^(Próximo|Em direto)$/)).toBeVisible()
  await expect(card.locator('time')).toHaveText(/\d{2}:\d{2}/)

  await page.goto('/my-games')
  await expect(page.getByTestId('my-games-medals').getByRole('link', { name: 'Portugal' })).toBeVisible()
  const https = await feedAddress(page)
  expect(https).toContain('/api/v1/calendar/follows/oPOR.ics')
  await expectNoAxeViolations(page)
  const feed = await page.request.get(https)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  const text = await feed.text()
  expect(text).toContain('X-WR-CALNAME:Os meus jogos · ')
  expect(text).toContain('BEGIN:VEVENT')
  await page.keyboard.press('Escape')

  // Leave the device as it was.
  await star(page, 'Portugal').click()
  await expect(page.getByText(/Toque na estrela de uma delegação/)).toBeVisible()
})

test("an account's feed carries a token; resetting it retires the old address", async ({ page }) => {
  await logInAs(page, 'demo-manager', '/my-games')
  const first = await feedAddress(page)
  expect(first).toMatch(/\/api\/v1\/calendar\/my-games\/[A-Za-z0-9_-]{32}\.ics\?lang=pt$/)
  expect((await page.request.get(first)).status()).toBe(200)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Repor endereço' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Endereço reposto' })).toBeVisible()
  const second = (await dialog.getByLabel('Endereço do calendário').inputValue()).replace(/^webcal:/, 'http:')
  expect(second).not.toBe(first)
  expect((await page.request.get(first)).status()).toBe(404)
  expect((await page.request.get(second)).status()).toBe(200)
  await expectNoAxeViolations(page)
})

test('a team has a page with its star and its calendar feed @phone', async ({ page }) => {
  await page.goto('/participants/teams')
  const teamLink = page.locator('a[href*="/participants/teams/"]').first()
  await expect(teamLink).toBeVisible()
  const name = (await teamLink.textContent()) ?? ''
  await teamLink.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false')
  await star(page, name).click()
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: 'Subscrever calendário' }).click()
  await expect(page.getByLabel('Endereço do calendário')).toHaveValue(/\/api\/v1\/calendar\/team\/.+\.ics\?lang=pt$/)
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await star(page, name).click()
  await expect(star(page, name)).toHaveAttribute('aria-pressed', 'false')
})
