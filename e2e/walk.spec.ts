/**
 * Issue 39, "The spectator's walk" (decision 081): what a spectator met walking through the app on a phone and a
 * desktop — the settings out of reach, a spoiler shield that leaked, Azerbaijani dates that changed under the reader,
 * titles lost after loading, pages wider than a phone.
 */
import { expect, test } from './test.ts'

test.describe('settings from the navigation (point 4)', () => {
  test('the phone\'s "Mais" menu leads to the settings @phone-only', async ({ page }) => {
    await page.goto('/schedule/grid')
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('button', { name: 'Mais' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Definições' }).click()
    await expect(page).toHaveURL(/\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Definições' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden()
  })

  test('the desktop sidebar leads to the settings, in English too', async ({ page }) => {
    await page.goto('/en/schedule/grid')
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Settings' })
    await expect(link).toBeVisible()
    await link.click()
    await expect(page).toHaveURL(/\/en\/settings$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
    await expect(link).toHaveAttribute('aria-current', 'page')
  })
})
