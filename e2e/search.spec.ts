import { prepareSearchEntries, type SearchIndex, searchEntries } from '@podium/domain'
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

// The 2-core machine is shared: axe on a full page can take several seconds under load.
test.describe.configure({ timeout: 60_000 })

/** The athlete the search box shows first for "hernandez", found in the index the app reads (the demo changes). */
async function firstHernandez(page: Page) {
  const index = (await (await page.request.get('/api/v1/search-index?lang=pt')).json()) as SearchIndex
  const groups = searchEntries(prepareSearchEntries(index.items), 'hernandez')
  const athletes = groups.find((group) => group.kind === 'athlete')?.entries ?? []
  const first = athletes[0]
  if (!first) throw new Error('the demo has a Hernández')
  expect(first.name).toMatch(/HERNÁNDEZ/)
  return { first, groups }
}

async function searchAndOpen(page: Page) {
  const { first, groups } = await firstHernandez(page)
  const box = page.getByRole('combobox', { name: 'Pesquisar nos Jogos' })
  await box.fill('hernandez')
  const results = page.getByRole('listbox', { name: 'Resultados da pesquisa' })
  await expect(results.getByRole('option', { name: new RegExp(first.name) }).first()).toBeVisible()
  // Grouped by kind, in the app's order, each group named.
  await expect(results.getByRole('group')).toHaveCount(groups.length)
  await expect(results.getByRole('group', { name: 'Atletas' })).toBeVisible()
  await expect(box).toHaveAttribute('aria-expanded', 'true')
  await noAxeViolations(page)

  // The arrows move through the results (the box keeps the focus and names the option), Enter opens it.
  await box.press('ArrowDown')
  const firstOption = results.getByRole('option').first()
  await expect(firstOption).toHaveAttribute('aria-selected', 'true')
  await box.press('ArrowDown')
  await expect(results.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(firstOption).toHaveAttribute('aria-selected', 'false')
  await box.press('ArrowUp')
  await expect(box).toHaveAttribute('aria-activedescendant', (await firstOption.getAttribute('id')) ?? '')
  await box.press('Enter')
  await expect(page).toHaveURL(new RegExp(`${first.path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first.name.split(' ')[0] ?? '')
}

test.describe('search', () => {
  test('the header box finds an athlete typed without accents; arrows and Enter open the page', async ({ page }) => {
    await page.goto('/medals/all')
    await searchAndOpen(page)
  })

  test('a phone opens the search screen from the header @phone-only', async ({ page }) => {
    await page.goto('/schedule')
    await page.getByRole('link', { name: 'Pesquisar', exact: true }).click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Pesquisar' })).toBeVisible()
    await searchAndOpen(page)
  })

  test('names the empty search and loads its code only when opened', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/medals/all')
    expect(scripts.filter((url) => /search-panel/.test(url))).toEqual([])
    const box = page.getByRole('combobox', { name: 'Pesquisar nos Jogos' })
    await box.fill('zzqxj')
    await expect(page.getByRole('status').filter({ hasText: 'zzqxj' })).toHaveText('Nada encontrado para “zzqxj”.')
    await expect(page.getByText('Nada encontrado para “zzqxj”.', { exact: true }).last()).toBeVisible()
    expect(scripts.some((url) => /search-panel/.test(url))).toBe(true)
    await box.press('Escape')
    await expect(box).toHaveValue('')
  })
})
