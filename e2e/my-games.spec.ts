/**
 * Issue 19 (decision 054): follow a delegation and see My games fill in; an account's follows survive a reload and a
 * device's merge at login; the spoiler shield hides scores and medals until a unit is revealed, and goes off.
 */
import type { DaySchedule, Follows } from '@podium/domain'
import { E2E_TODAY } from '../playwright.config.ts'
import { analyzeAtRest } from './axe.ts'
import { expect, type Page, test } from './test.ts'

test.describe.configure({ timeout: 60_000 })

async function expectNoAxeViolations(page: Page) {
  const results = await analyzeAtRest(page)
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

const star = (page: Page, name: string) => page.getByRole('button', { name: `Seguir ${name}`, exact: true })

test('follow a delegation from its page, see My games fill in, unfollow @phone', async ({ page }) => {
  await page.goto('/participants/delegations/POR')
  await expect(star(page, 'Portugal')).toHaveAttribute('aria-pressed', 'false')
  await star(page, 'Portugal').click()
  await expect(star(page, 'Portugal')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/my-games')
  await expect(page.getByRole('heading', { name: 'Os meus jogos', level: 1 })).toBeVisible()
  await expect(page.getByText('1 seguido')).toBeVisible()
  // Its units (a match of Portugal's among them) and its medal line.
  const units = page.getByTestId('my-games-units')
  await expect(units.getByRole('link').first()).toBeVisible()
  const medals = page.getByTestId('my-games-medals')
  await expect(medals.getByRole('link', { name: 'Portugal' })).toBeVisible()
  await expect(medals.getByRole('img', { name: 'Ouro' })).toBeVisible()
  await expectNoAxeViolations(page)

  // Unfollow from My games itself: the empty state explains how to follow.
  await star(page, 'Portugal').click()
  await expect(page.getByText(/Toque na estrela de uma delegação/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Delegações' })).toBeVisible()
})

test("a device's follows merge at login, and the account's survive a reload", async ({ page }) => {
  await page.goto('/participants/delegations/ESP')
  await star(page, 'Espanha').click()
  await expect(star(page, 'Espanha')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/login')
  await page.getByLabel('Nome de utilizador').fill('demo-manager')
  await page.getByLabel('Palavra-passe', { exact: true }).fill('podium-demo')
  await page.getByRole('button', { name: 'Entrar', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)

  // Uploaded once: the server holds it, the device no longer does.
  await expect
    .poll(async () => ((await (await page.request.get('/api/v1/me/follows')).json()) as Follows).items)
    .toContainEqual({ kind: 'delegation', code: 'ESP' })
  expect(await page.evaluate(() => localStorage.getItem('podiumFollows'))).toBe('[]')

  await page.goto('/participants/delegations/FRA')
  await star(page, 'França').click()
  await expect(star(page, 'França')).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(star(page, 'França')).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/my-games')
  const medals = page.getByTestId('my-games-medals')
  await expect(medals.getByRole('link', { name: 'Espanha' })).toBeVisible()
  await expect(medals.getByRole('link', { name: 'França' })).toBeVisible()
  // Leave the account as it was, for a rerun against the same database.
  await star(page, 'Espanha').click()
  await expect(medals.getByRole('link', { name: 'Espanha' })).toHaveCount(0)
  await star(page, 'França').click()
  await expect(page.getByText(/Toque na estrela de uma delegação/)).toBeVisible()
})

test('the spoiler shield hides scores and medals, reveals one unit, and turns off @phone', async ({ page }) => {
  const day = (await (await page.request.get(`/api/v1/schedule?day=${E2E_TODAY}&lang=pt`)).json()) as DaySchedule
  const match = day.items.find((i) => i.status === 'live' && i.score && i.competitors.length === 2 && i.disciplineKey)
  expect(match, 'a live match with a score on the e2e day').toBeTruthy()
  if (!match?.score) return
  const score = match.score

  await page.goto('/settings')
  await page.getByRole('checkbox', { name: /Esconder resultados/ }).check()
  await expectNoAxeViolations(page)

  // The day view: the live group is open, its scores are gone and placeholders stand in.
  await page.goto(`/schedule/day/${E2E_TODAY}`)
  const live = page.getByRole('region', { name: /^Em direto agora/ })
  await expect(live.getByTestId('spoiler-placeholder').first()).toBeVisible()
  await expect(live.getByText(score, { exact: true })).toHaveCount(0)

  // The unit page: hidden until revealed, then the score shows.
  await page.goto(`/discipline/${match.disciplineKey}/results/${match.code}`)
  await expect(page.getByRole('heading', { name: 'Marcador' })).toBeVisible()
  await expect(page.getByText(score, { exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Resultado escondido — tocar para ver' }).first().click()
  await expect(page.getByText(score, { exact: true }).first()).toBeVisible()
  await expect(page.getByTestId('spoiler-placeholder')).toHaveCount(0)

  // The medal table: no standings while shielded.
  await page.goto('/medals')
  await expect(page.getByRole('heading', { name: 'Quadro de medalhas', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: /^Medalhas escondidas/ }).first()).toBeVisible()
  await expect(page.getByRole('table', { name: 'Quadro de medalhas por delegação' })).toHaveCount(0)
  await expectNoAxeViolations(page)

  await page.goto('/settings')
  await page.getByRole('checkbox', { name: /Esconder resultados/ }).uncheck()
  await page.goto('/medals')
  await expect(page.getByRole('table', { name: 'Quadro de medalhas por delegação' })).toBeVisible()
  await expect(page.getByTestId('spoiler-placeholder')).toHaveCount(0)
})
