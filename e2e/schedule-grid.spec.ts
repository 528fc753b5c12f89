import { expect, type Page, test } from './test.ts'

const GRID = 'Grelha do calendário por recinto e hora'

async function openGrid(page: Page) {
  await page.goto('/schedule/grid')
  const grid = page.getByRole('region', { name: GRID })
  await expect(grid.getByText('Nilton Santos')).toBeVisible()
  return grid
}

test.describe('schedule grid timeline', () => {
  test('the heats of a round are one block that names their count and opens a unit page @phone', async ({ page }) => {
    const grid = await openGrid(page)
    // The demo runs the 400 m heats of each division two at a time, 8 minutes apart, at Nilton Santos.
    const heats = grid.getByRole('link', {
      name: /Atletismo · 400 m Masculino – 2\.ª Divisão · Eliminatórias · 2 séries/,
    })
    await expect(heats).toHaveCount(1)
    await heats.click()
    // Both heats are over: the block opens the first, whose page has tabs to reach the other.
    await expect(page).toHaveURL(/\/discipline\/athletics\/results\/ATHM400M-2D-HEAT-01$/)
    await expect(page.getByRole('navigation', { name: 'Vistas da prova' })).toBeVisible()
  })

  test('today has a now line, in view as the grid opens; another day has none @phone', async ({ page }) => {
    const grid = await openGrid(page)
    const now = grid.getByRole('separator', { name: /^Agora: \d{2}:\d{2}$/ })
    await expect(now).toBeInViewport()
    await page
      .getByRole('group', { name: 'Dias dos Jogos' })
      .getByRole('button', { name: /15\/07/ })
      .click()
    await expect(page).toHaveURL(/2026-07-15/)
    await expect(grid.getByRole('link').first()).toBeVisible()
    await expect(grid.getByRole('separator')).toHaveCount(0)
  })
})
