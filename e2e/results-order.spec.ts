/**
 * Issue 42 (decision 066): staff enter a heat on a phone in start order, out of rank order; Official asks to confirm
 * and finishes the unit; the public unit page, its leaders and the entry screen read the rows by rank, IRMs last.
 */
import { logInAs, noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

const TODAY = '2026-07-14'

interface Item {
  code: string
  eventCode: string | null
  disciplineKey: string | null
  scheduleStatus: string
}

/**
 * A scheduled ranked unit of the pinned day with at least five competitors, from the end of the day (the
 * results-entry spec takes the first one), read from the public API.
 */
async function heat(page: Page): Promise<{ item: Item; names: string[] }> {
  const day = (await (await page.request.get(`/api/v1/schedule?day=${TODAY}&type=competition`)).json()) as {
    items: Item[]
  }
  const candidates = day.items.filter((i) => i.scheduleStatus === 'SCHEDULED' && i.eventCode && i.disciplineKey)
  for (const item of candidates.reverse()) {
    const detail = (await (await page.request.get(`/api/v1/units/${item.code}`)).json()) as {
      format: string
      startList: { name: string }[]
    }
    if (detail.format === 'ranked' && detail.startList.length >= 5) {
      return { item, names: detail.startList.map((s) => s.name) }
    }
  }
  throw new Error('no scheduled ranked unit with five competitors on the pinned day')
}

/** The competitor names of a table's body rows, top to bottom. */
const rowNames = (page: Page, names: string[]) =>
  page
    .locator('tbody tr')
    .allInnerTexts()
    .then((rows) => rows.map((text) => names.find((n) => text.includes(n)) ?? '?'))

test.describe('results read by rank', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a heat entered out of order on a phone, confirmed official, reads by rank and finished', async ({
    page,
    browser,
  }) => {
    test.slow() // two pages, a login, and axe runs
    const { item, names } = await heat(page)
    const [dsq, fourth, third, second, first] = names as [string, string, string, string, string]
    const dns = names.slice(5)

    await logInAs(page, 'demo-staff', `/staff/results?day=${TODAY}&unit=${item.code}`)
    const statuses = page.getByTestId('unit-statuses')
    await page.getByRole('button', { name: 'A decorrer' }).click()
    await expect(statuses).toContainText('Programação: A decorrer')

    // A phone shows the name and every input of a row together: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    for (const label of [`Colocação de ${dsq}`, `Resultado de ${dsq}`, `IRM de ${dsq}`]) {
      const box = await page.getByLabel(label).boundingBox()
      expect(box, label).not.toBeNull()
      expect((box?.x ?? 0) + (box?.width ?? 0), label).toBeLessThanOrEqual(390)
    }
    await page.screenshot({ path: 'test-results/results-order-entry-phone.png', fullPage: true })

    // Start order, as the heat is read off the lanes: a DSQ, then 4, 3, 2, 1, and the rest did not start.
    await page.getByLabel(`IRM de ${dsq}`).selectOption('DSQ')
    for (const [name, rank] of [
      [fourth, '4'],
      [third, '3'],
      [second, '2'],
      [first, '1'],
    ] as const) {
      await page.getByLabel(`Colocação de ${name}`).fill(rank)
      await page.getByLabel(`Resultado de ${name}`).fill(`5${rank}.00`)
    }
    for (const name of dns) await page.getByLabel(`IRM de ${name}`).selectOption('DNS')

    await page.getByRole('button', { name: 'Oficial…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Publicar resultados oficiais?' })
    await expect(dialog).toBeVisible()
    await noAxeViolations(page)
    await page.screenshot({ path: 'test-results/results-order-confirm-phone.png' })
    await dialog.getByRole('button', { name: 'Publicar como oficiais' }).click()
    await expect(page.getByText('Resultados oficiais publicados: a prova terminou.')).toBeVisible()
    await expect(statuses).toContainText('Programação: Terminada')
    await expect(statuses).toContainText('Resultados: Oficial')

    // The entry screen reads the saved rows back by rank, IRMs last (DSQ before DNS, as result books list them).
    await page.reload()
    await expect(page.getByLabel(`Colocação de ${first}`)).toHaveValue('1')
    expect(await rowNames(page, names)).toEqual([first, second, third, fourth, dsq, ...dns])
    await noAxeViolations(page)

    // The public unit page, on another phone: finished, leaders by rank, the results by rank with IRMs last.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const spectator = await context.newPage()
    await spectator.goto(`/discipline/${item.disciplineKey}/results/${item.code}`)
    await expect(spectator.getByRole('heading', { name: 'Líderes' })).toBeVisible()
    expect(await rowNames(spectator, names)).toEqual([first, second, third])
    const badge = await (await spectator.request.get(`/api/v1/units/${item.code}`)).json()
    expect(badge.unit).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL', status: 'official' })
    await noAxeViolations(spectator)
    await spectator.goto(`/discipline/${item.disciplineKey}/results/${item.code}/results`)
    await expect(spectator.getByRole('cell', { name: '1', exact: true })).toBeVisible()
    expect(await rowNames(spectator, names)).toEqual([first, second, third, fourth, dsq, ...dns])
    await spectator.screenshot({ path: 'test-results/results-order-public-phone.png', fullPage: true })
    await spectator.emulateMedia({ colorScheme: 'dark' })
    await spectator.screenshot({ path: 'test-results/results-order-public-phone-dark.png', fullPage: true })
    await noAxeViolations(spectator)
    await context.close()
  })
})
