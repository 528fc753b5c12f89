import { logInAs, noAxeViolations, switchColourScheme } from './screens.ts'
import { expect, type Locator, test } from './test.ts'

/** Fills one text of the generated form's translated fields: Portuguese and English. */
async function fillTranslated(group: Locator, pt: string, en: string) {
  await group.getByLabel('Português (obrigatório)').fill(pt)
  await group.getByLabel('Inglês').fill(en)
}

interface PublicItem {
  section: 'shift' | 'meeting-point' | 'contact'
  titles: Record<'pt' | 'en', string>
  phone: string | null
  email: string | null
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))

test.describe("the volunteers' information (decision 103)", () => {
  test('staff add a shift through the generated form, a contact is refused, they order, edit and delete; /volunteers follows live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000) // two pages, four writes and two axe runs on a busy machine
    const stamp = Date.now().toString(36)
    const pt = `Turno Ensaio ${stamp}`
    const en = `Test Shift ${stamp}`

    // A visitor has the page open before the organiser writes (no session: a context of their own).
    const visitor = await (await browser.newContext()).newPage()
    await visitor.goto('/volunteers')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Voluntários' })).toBeVisible()

    await logInAs(page, 'demo-admin', '/manage')
    await page
      .getByRole('main')
      .getByRole('link', { name: /Voluntários/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Voluntários' })).toBeVisible()

    await page.getByRole('button', { name: 'Adicionar informação' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova informação para voluntários' })
    await expect(dialog.getByLabel('Secção')).toHaveValue('shift')
    await fillTranslated(dialog.getByRole('group', { name: 'Título', exact: true }), pt, en)
    // The instants are typed on the games' clock (Rio de Janeiro), whatever the browser's zone.
    await dialog.getByLabel('Início do turno (America/Sao_Paulo)').fill('2026-07-16T09:30')
    await dialog.getByLabel('Fim do turno (America/Sao_Paulo)').fill('2026-07-16T08:00')
    await dialog.getByLabel('Local', { exact: true }).fill('Portão 7')
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog.getByText('O fim tem de ser depois do início')).toBeVisible()
    await dialog.getByLabel('Fim do turno (America/Sao_Paulo)').fill('2026-07-16T14:00')
    await noAxeViolations(page)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Informação adicionada')).toBeVisible()

    const rows = page.getByRole('main').getByRole('listitem')
    await expect(rows.last()).toContainText(pt) // a new item goes last
    await expect(rows.last()).toContainText('Turno · 16/07, 09:30 · 16/07, 14:00 · Portão 7')
    await expect(rows.last()).toContainText('Falta:') // Spanish and Azerbaijani are empty
    // The open page heard the write (the `content` live event) without a reload.
    await expect(visitor.getByRole('region', { name: 'Turnos' }).getByRole('heading', { name: pt })).toBeVisible()

    // A contact with neither a phone nor an email is refused before it is sent, in the interface's language.
    await page.getByRole('button', { name: 'Adicionar informação' }).click()
    await dialog.getByLabel('Secção').selectOption({ label: 'Contacto' })
    await dialog
      .getByRole('group', { name: 'Título', exact: true })
      .getByLabel('Português (obrigatório)')
      .fill(`Contacto ${stamp}`)
    await dialog.getByRole('button', { name: 'Guardar' }).click()
    const phone = dialog.getByLabel('Telefone')
    await expect(phone).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText('Um contacto precisa de telefone ou email')).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page.getByRole('main').getByText(`Contacto ${stamp}`)).toHaveCount(0)

    // The last goes up one place, within the whole list.
    await expect(page.getByRole('button', { name: `Descer ${pt}` })).toBeDisabled()
    await page.getByRole('button', { name: `Subir ${pt}` }).click()
    await expect(rows.nth(-2)).toContainText(pt)
    await noAxeViolations(page)

    // An edit: a new English title, the version sent with it.
    await page.getByRole('button', { name: `Editar ${pt}` }).click()
    const edit = page.getByRole('dialog', { name: 'Editar informação' })
    await expect(edit.getByLabel('Início do turno (America/Sao_Paulo)')).toHaveValue('2026-07-16T09:30')
    await edit.getByRole('group', { name: 'Título', exact: true }).getByLabel('Inglês').fill(`${en} (edited)`)
    await edit.getByRole('button', { name: 'Guardar' }).click()
    await expect(edit).toBeHidden()
    await expect(page.getByText('Informação guardada')).toBeVisible()

    // The public page in both languages, the times on the games' clock.
    await visitor.goto('/en/volunteers')
    const card = visitor.getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: `${en} (edited)` }) })
    await expect(card).toContainText('09:30 AM–02:00 PM')
    await expect(card).toContainText('Report to: Portão 7')
    await visitor.goto('/pt/volunteers')
    await expect(visitor.getByRole('heading', { name: pt })).toBeVisible()

    // Deleted, it leaves the list and the page.
    await page.getByRole('searchbox', { name: 'Procurar' }).fill(stamp)
    await expect(rows).toHaveCount(1)
    await page.getByRole('button', { name: `Apagar ${pt}` }).click()
    await page
      .getByRole('dialog', { name: 'Apagar informação' })
      .getByRole('button', { name: 'Apagar informação' })
      .click()
    await expect(page.getByText('Informação apagada')).toBeVisible()
    await expect(rows).toHaveCount(0)
    await expect(visitor.getByRole('heading', { name: pt })).toHaveCount(0)
  })

  test('a visitor reads the shifts, meeting points and contacts in Portuguese and English @phone', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(180_000) // three axe runs on a busy machine
    // The demo's own information, read through the API (the demo changes).
    const { items } = (await (await page.request.get('/api/v1/volunteers')).json()) as { items: PublicItem[] }
    const shift = items.find((item) => item.section === 'shift')
    const point = items.find((item) => item.section === 'meeting-point')
    const contact = items.find((item) => item.section === 'contact' && item.phone && item.email)
    if (!shift || !point || !contact?.phone || !contact.email)
      throw new Error('the demo has no shift, point or contact')

    // The server renders it (decision 060): a shared link shows the shifts before any script runs.
    expect(await (await page.request.get('/volunteers')).text()).toContain(shift.titles.pt)

    await page.goto('/volunteers')
    await expect(page.getByRole('heading', { level: 1, name: 'Voluntários' })).toBeVisible()
    const shifts = page.getByRole('region', { name: 'Turnos' })
    await expect(shifts.getByRole('heading', { level: 3, name: shift.titles.pt })).toBeVisible()
    await expect(shifts).toContainText('Horas no fuso horário dos Jogos (GMT-3)')
    await expect(
      page.getByRole('region', { name: 'Pontos de encontro' }).getByRole('heading', { name: point.titles.pt }),
    ).toBeVisible()
    const contacts = page.getByRole('region', { name: 'Contactos' })
    await expect(contacts.getByRole('link', { name: escaped(contact.phone) })).toHaveAttribute(
      'href',
      `tel:${contact.phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(contacts.getByRole('link', { name: escaped(contact.email) })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    )
    if (!isMobile) {
      // Everyone's menu names it (no login): the volunteers are visitors too.
      const menu = page.getByRole('navigation', { name: 'Navegação principal' })
      await expect(menu.getByRole('link', { name: 'Voluntários' })).toBeVisible()
    }
    await noAxeViolations(page)
    await switchColourScheme(page, 'dark')
    await noAxeViolations(page, 'colour')
    await switchColourScheme(page, 'light')

    await page.goto('/en/volunteers')
    await expect(page.getByRole('heading', { level: 1, name: 'Volunteers' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Shifts' }).getByRole('heading', { level: 3, name: shift.titles.en }),
    ).toBeVisible()
    await expect(
      page.getByRole('region', { name: 'Contacts' }).getByRole('heading', { name: contact.titles.en }),
    ).toBeVisible()
  })
})
