import { analyzeAtRest, COLOUR_RULES } from './axe.ts'
import { switchColourScheme } from './screens.ts'
import { expect, type Page, test } from './test.ts'

// The 2-core machine is shared: axe on a full page can take several seconds under load.
test.describe.configure({ timeout: 60_000 })

const TABLE_PT = 'Quadro de medalhas por delegação'

async function medalHeaders(page: Page, table: string): Promise<string[]> {
  const headers = page.getByRole('table', { name: table }).getByRole('columnheader')
  await expect(headers.first()).toBeVisible()
  // Rank, delegation, the three medals, total: the medals are the 3rd to 5th columns.
  return (
    await headers.evaluateAll((cells) => cells.map((c) => c.querySelector('[role="img"]')?.ariaLabel ?? ''))
  ).slice(2, 5)
}

test.describe('pictograms and medal colours', () => {
  test('the disciplines tab shows each discipline with its pictogram @phone', async ({ page }) => {
    await page.goto('/schedule/disciplines')
    const tiles = page.getByRole('list', { name: 'Modalidades do dia' }).getByRole('listitem')
    await expect(tiles.first()).toBeVisible()
    const count = await tiles.count()
    expect(count).toBeGreaterThan(0)
    // One drawn pictogram per tile, none of them the fallback for an unknown discipline.
    await expect(tiles.locator('svg[data-pictogram]')).toHaveCount(count)
    await expect(tiles.locator('svg[data-pictogram="fallback"]')).toHaveCount(0)
  })

  test('the medal table names its medal columns Gold, Silver and Bronze for screen readers, in pt and en @phone', async ({
    page,
  }) => {
    await page.goto('/medals/all')
    const pt = page.getByRole('table', { name: TABLE_PT })
    for (const name of ['Ouro', 'Prata', 'Bronze']) await expect(pt.getByRole('columnheader', { name })).toBeVisible()
    expect(await medalHeaders(page, TABLE_PT)).toEqual(['Ouro', 'Prata', 'Bronze'])

    await page.getByLabel('Idioma').selectOption('en')
    const en = page.getByRole('table', { name: 'Medal table by delegation' })
    for (const name of ['Gold', 'Silver', 'Bronze']) await expect(en.getByRole('columnheader', { name })).toBeVisible()
    expect(await medalHeaders(page, 'Medal table by delegation')).toEqual(['Gold', 'Silver', 'Bronze'])
  })

  test('the medal table at 390 px has no axe violations in light and dark, with a delegation opened', async ({
    page,
  }) => {
    test.slow() // two axe runs on the medal table, the longest public table
    await page.setViewportSize({ width: 390, height: 844 })
    // One load: every rule in light, then the colour rules in dark on the same page (the app follows the system's
    // scheme live, and dark changes colours only), the delegation still open.
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/medals/all')
    await switchColourScheme(page, 'light')
    const table = page.getByRole('table', { name: TABLE_PT })
    const first = table.getByRole('rowheader').first().getByRole('button')
    await first.click()
    const code = ((await first.getAttribute('aria-controls')) ?? '').replace('medallists-', '')
    await expect(page.locator(`#medallists-${code}`).getByRole('listitem').first()).toBeVisible()
    for (const scheme of ['light', 'dark'] as const) {
      await switchColourScheme(page, scheme)
      const results = await analyzeAtRest(page, (axe) =>
        (scheme === 'dark' ? axe.withRules(COLOUR_RULES) : axe).exclude('[data-sonner-toaster]'),
      )
      expect(results.violations.map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
    }
  })
})
