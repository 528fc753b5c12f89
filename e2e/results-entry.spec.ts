import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test, untilAppReady } from './test.ts'

const TODAY = '2026-07-14'

interface Item {
  code: string
  eventCode: string | null
  disciplineKey: string | null
  scheduleStatus: string
}
interface Detail {
  format: string
  startList: { name: string }[]
}

/** A scheduled ranked unit of the pinned day with at least two competitors, read from the public API. */
async function scheduledUnit(page: Page): Promise<{ item: Item; names: string[] }> {
  const day = (await (await page.request.get(`/api/v1/schedule?day=${TODAY}&type=competition`)).json()) as {
    items: Item[]
  }
  for (const item of day.items.filter((i) => i.scheduleStatus === 'SCHEDULED' && i.eventCode && i.disciplineKey)) {
    const detail = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as Detail
    if (detail.format === 'ranked' && detail.startList.length >= 2) {
      return { item, names: detail.startList.map((s) => s.name) }
    }
  }
  throw new Error('no scheduled ranked unit on the pinned day')
}

test.describe('results entry', () => {
  test('staff moves a unit to running, enters results, marks them official; a spectator sees it live', async ({
    page,
    browser,
  }) => {
    test.slow() // two pages, a live round trip and two axe runs
    const { item, names } = await scheduledUnit(page)
    const [first, second] = names as [string, string]
    const spectator = await browser.newPage()
    await spectator.goto(`/discipline/${item.disciplineKey}/results/${item.code}`)
    await untilAppReady(spectator)
    await expect(spectator.getByText('10.01')).toHaveCount(0)

    await logInAs(page, 'demo-staff', `/staff/results?day=${TODAY}&unit=${item.code}`)
    await expect(page.getByRole('heading', { name: 'Lançamento de resultados' })).toBeVisible()
    const statuses = page.getByTestId('unit-statuses')
    await expect(statuses).toContainText('Programação: Programada')
    // Only the legal next statuses are offered: a scheduled unit cannot be finished.
    await expect(page.getByRole('button', { name: 'Terminada' })).toHaveCount(0)
    await page.getByRole('button', { name: 'A decorrer' }).click()
    await expect(statuses).toContainText('Programação: A decorrer')

    await page.getByLabel(`Colocação de ${first}`).fill('1')
    await page.getByLabel(`Resultado de ${first}`).fill('10.01')
    await page.getByLabel(`Colocação de ${second}`).fill('3')
    await page.getByLabel(`Resultado de ${second}`).fill('10.20')
    for (const name of names.slice(2)) await page.getByLabel(`IRM de ${name}`).selectOption('DNS')
    await page.getByRole('button', { name: 'Guardar e publicar' }).click()
    await expect(page.getByText('Verifique a colocação', { exact: false })).toBeVisible()
    await expect(page.getByLabel(`Colocação de ${second}`)).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel(`Colocação de ${second}`).fill('2')
    await page.getByLabel('Estado dos resultados').selectOption('OFFICIAL')
    await page.getByRole('button', { name: 'Guardar e publicar' }).click()
    // Official is asked once more, and finishes the unit (decision 066).
    await page
      .getByRole('dialog', { name: 'Publicar resultados oficiais?' })
      .getByRole('button', { name: 'Publicar como oficiais' })
      .click()
    await expect(page.getByText('Resultados oficiais publicados: a prova terminou.')).toBeVisible()
    await expect(statuses).toContainText('Resultados: Oficial')
    await expect(statuses).toContainText('Programação: Terminada')
    await expect(page.getByTestId('audit-history')).toContainText('demo-staff')
    await expect(page.getByTestId('audit-history')).toContainText('resultados')
    // A correction to an official unit starts from its own status, not "unofficial".
    await page.reload()
    await expect(page.getByLabel('Estado dos resultados')).toHaveValue('OFFICIAL')

    // The spectator's page was opened before the change and is not reloaded: the live stream brings it.
    await expect(spectator.getByText('10.01').first()).toBeVisible({ timeout: 15_000 })
    await page.screenshot({ path: 'test-results/results-entry-staff.png', fullPage: true })
    await spectator.screenshot({ path: 'test-results/results-entry-spectator.png', fullPage: true })
    await noAxeViolations(page)
    // Dark mode at phone size (the colour mode follows the system by default).
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.screenshot({ path: 'test-results/results-entry-staff-dark-phone.png', fullPage: true })
    await noAxeViolations(page)
    await spectator.close()
  })

  test('an athlete gets the 403 page, and the API refuses the change @phone', async ({ page }) => {
    await logInAs(page, 'demo-athlete', '/staff/results')
    await expect(page.getByText('403')).toBeVisible()
    expect((await page.request.get('/api/v1/audit-log?entity=unit')).status()).toBe(403)
    expect((await page.request.patch('/api/v1/units/X-1', { data: { scheduleStatus: 'RUNNING' } })).status()).toBe(403)
    await noAxeViolations(page)
  })
})
