import { analyzeAtRest } from './axe.ts'
import { logInAs } from './screens.ts'
import { expect, type Page, test } from './test.ts'

/**
 * The awards ceremonies' manager (decision 044), the generic content manager since decision 116: staff pick an event
 * by a search, a venue, a day and a time on the games' clock and a status; the list filters by day and lists in time
 * order; the public awards schedule follows each write. The test creates its own ceremony and deletes it at the end.
 */

async function noAxeViolations(page: Page) {
  // The toasts come and go; their contrast is the toaster's own check.
  const { violations } = await analyzeAtRest(page, (axe) =>
    axe.withTags(['wcag2a', 'wcag2aa']).exclude('[data-sonner-toaster]'),
  )
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
}

interface PublicCeremony {
  id: number
  eventName: string
  status: string
  venueName: string | null
}

const publicDay = async (page: Page, day: string) =>
  (
    (await (await page.request.get(`/api/v1/award-ceremonies?day=${day}&lang=pt`)).json()) as {
      items: PublicCeremony[]
    }
  ).items

test.describe('the awards ceremonies manager (decisions 044, 116)', () => {
  test('staff add a ceremony by searching its event, filter by day, edit and delete it; the public schedule follows', async ({
    page,
  }) => {
    test.setTimeout(240_000)
    await logInAs(page, 'demo-staff', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Cerimónias de entrega de medalhas/ })
      .click()
    await expect(page).toHaveURL(/\/manage\/award-ceremonies$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cerimónias de entrega de medalhas' })).toBeVisible()
    // The manager's old address still leads to it (decision 116).
    await page.goto('/manage/awards')
    await expect(page).toHaveURL(/\/manage\/award-ceremonies$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Cerimónias de entrega de medalhas' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar cerimónia' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova cerimónia' })
    // Without an event the form refuses before anything is sent, in Portuguese.
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('Prova desconhecida')).toBeVisible()

    // The event picker searches the games' events by name or code.
    await dialog.getByRole('searchbox', { name: 'Procurar prova' }).fill('100')
    const event = dialog.getByLabel('Prova', { exact: true })
    await expect(event.locator('option')).not.toHaveCount(1)
    await event.selectOption({ index: 1 })
    const chosen = (await event.locator('option:checked').textContent()) ?? ''
    const eventName = chosen.replace(/ \([^)]*\)$/, '')
    expect(eventName).not.toBe('')
    await dialog.getByLabel('Recinto').selectOption({ index: 1 })
    const dayField = dialog.getByLabel('Dia', { exact: true })
    await dayField.selectOption({ index: 3 })
    const day = await dayField.inputValue()
    await dialog.getByLabel(/^Hora/).fill('06:07')
    await expect(dialog.getByLabel('Estado')).toHaveValue('SCHEDULED')
    await noAxeViolations(page)
    const before = new Set((await publicDay(page, day)).map((c) => c.id))
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()

    // The list filters by day, in time order (the ceremony at 06:07 comes first); the row says its venue, day, time and
    // status.
    await page.getByRole('main').getByLabel('Dia').selectOption(day)
    const row = page.getByRole('main').getByRole('listitem').filter({ hasText: eventName }).filter({ hasText: '06:07' })
    await expect(row).toHaveCount(1)
    await expect(row).toContainText('Agendada')
    await noAxeViolations(page)
    const created = (await publicDay(page, day)).find((c) => !before.has(c.id))
    expect(created).toMatchObject({ eventName, status: 'SCHEDULED' })

    // Another day's list leaves it out.
    const otherDay = await page.getByRole('main').getByLabel('Dia').locator('option').nth(1).getAttribute('value')
    if (otherDay && otherDay !== day) {
      await page.getByRole('main').getByLabel('Dia').selectOption(otherDay)
      // That day's list, or the narrowed list's empty state (the first day of the games has no ceremonies).
      await expect(
        page.getByRole('main').getByText(/^\d+ cerimónias?$|^Nenhuma cerimónia corresponde\.$/),
      ).toBeVisible()
      await expect(row).toHaveCount(0)
      await page.getByRole('main').getByLabel('Dia').selectOption(day)
    }

    // Postponed, without a venue: the list and the public schedule say so.
    await row.getByRole('button', { name: `Editar ${eventName}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar cerimónia' })
    await expect(edit.getByLabel('Prova', { exact: true })).toHaveValue(/.+/)
    await edit.getByLabel('Recinto').selectOption('')
    await edit.getByLabel('Estado').selectOption('POSTPONED')
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit).toBeHidden()
    await expect(row).toContainText('Adiada')
    const edited = (await publicDay(page, day)).find((c) => c.id === created?.id)
    expect(edited).toMatchObject({ status: 'POSTPONED', venueName: null })

    await row.getByRole('button', { name: `Apagar ${eventName}` }).click()
    await page.getByRole('dialog', { name: 'Apagar cerimónia' }).getByRole('button', { name: 'Apagar' }).click()
    await expect(row).toHaveCount(0)
    expect((await publicDay(page, day)).find((c) => c.id === created?.id)).toBeUndefined()
  })

  test('a referee and a spectator are refused (403) by the ceremonies’ API', async ({ page }) => {
    for (const username of ['demo-referee', 'demo-guest']) {
      await page.context().clearCookies()
      const login = await page.request.post('/api/v1/auth/login', { data: { username, password: 'podium-demo' } })
      expect(login.ok()).toBe(true)
      expect((await page.request.get('/api/v1/admin/award-ceremonies')).status()).toBe(403)
      expect((await page.request.get('/api/v1/admin/award-ceremonies/events?q=100')).status()).toBe(403)
    }
  })
})
