import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { asAndroid, logInAs } from './screens.ts'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1')

async function fillTranslated(group: Locator, pt: string, en: string) {
  await group.getByLabel('Português (obrigatório)').fill(pt)
  await group.getByLabel('Inglês').fill(en)
}

/** Opens a tool from the /manage dashboard, as an organiser finds it. */
async function openTool(page: Page, tool: RegExp, heading: string) {
  await page.goto('/manage')
  await page.getByRole('main').getByRole('link', { name: tool }).click()
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

/**
 * Issue 17's "done when", as one organiser's walk (the details of each tool are in their own specs): the admin renames
 * the games, adds a hotel on the map, a sponsor with a logo, a communication with a PDF and a trivia with two questions
 * (and prints its QR sheet), each in two languages; a spectator then finds every one of them in Portuguese and English,
 * and is refused the back office. Tagged @games-settings: the new name shows on every screen, so it runs alone.
 */
test('an organiser prepares the games in the back office and a spectator sees it all in two languages @games-settings', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(420_000)
  const stamp = Date.now().toString(36)
  const games = { pt: `Jogos Ensaio ${stamp}`, en: `Trial Games ${stamp}` }
  const hotel = { pt: `Hotel Percurso ${stamp}`, en: `Walkthrough Hotel ${stamp}` }
  const sponsor = `Marca Percurso ${stamp}`
  const note = { pt: `Comunicado percurso ${stamp}`, en: `Walkthrough notice ${stamp}` }
  const quiz = { pt: `Quiz Percurso ${stamp}`, en: `Walkthrough Quiz ${stamp}` }
  await asAndroid(page) // sponsors, communications and trivia are app screens (decision 035)
  await logInAs(page, 'demo-admin', '/manage')
  const before = (await (await page.request.get('/api/v1/admin/settings')).json()) as Record<string, unknown>

  await openTool(page, /Definições dos Jogos/, 'Definições dos Jogos')
  await fillTranslated(page.getByRole('group', { name: 'Nome dos Jogos' }), games.pt, games.en)
  await page.getByRole('button', { name: 'Guardar' }).click()
  await expect(page.getByText('Definições guardadas')).toBeVisible()

  await openTool(page, /Locais/, 'Locais')
  await page.getByRole('button', { name: 'Adicionar local' }).click()
  const place = page.getByRole('dialog', { name: 'Novo local' })
  await fillTranslated(place, hotel.pt, hotel.en)
  await place.getByLabel('Morada').fill('Av. Atlântica 1000, Rio de Janeiro')
  await place.getByTestId('position-picker').click()
  await expect(place.getByLabel('Latitude')).toHaveValue(/^-2\d\.\d+$/)
  await place.getByRole('button', { name: 'Guardar' }).click()
  await expect(place).toBeHidden()

  await openTool(page, /Patrocinadores/, 'Patrocinadores')
  await page.getByRole('button', { name: 'Adicionar patrocinador' }).click()
  const brand = page.getByRole('dialog', { name: 'Novo patrocinador' })
  await brand.getByLabel('Nome').fill(sponsor)
  await brand.getByLabel('Categoria').selectOption('supporter')
  await brand.getByLabel('Logótipo').setInputFiles(LOGO)
  await brand.getByRole('button', { name: 'Guardar' }).click()
  await expect(brand).toBeHidden()

  await openTool(page, /Documentos/, 'Documentos')
  await page.getByRole('button', { name: 'Adicionar documento' }).click()
  const document = page.getByRole('dialog', { name: 'Novo documento' })
  await fillTranslated(document, note.pt, note.en)
  await document.getByLabel('Ficheiro PDF (obrigatório)').setInputFiles({
    name: 'comunicado.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  })
  await document.getByRole('button', { name: 'Guardar' }).click()
  await expect(document).toBeHidden()

  await openTool(page, /Trivia/, 'Trivia')
  await page.getByRole('button', { name: 'Adicionar trivia' }).click()
  const trivia = page.getByRole('dialog', { name: 'Nova trivia' })
  await fillTranslated(trivia.getByRole('group', { name: 'Título', exact: true }), quiz.pt, quiz.en)
  await trivia.getByLabel('Autor').fill('Organização')
  const question = (n: number) => trivia.getByRole('group', { name: `Pergunta ${n}`, exact: true })
  const answer = (n: number, a: number) => question(n).getByRole('group', { name: `Resposta ${a}`, exact: true })
  await fillTranslated(question(1).getByRole('group', { name: 'Pergunta', exact: true }), 'Há praia?', 'A beach?')
  await fillTranslated(answer(1, 1), 'Sim', 'Yes')
  await fillTranslated(answer(1, 2), 'Não', 'No')
  await trivia.getByRole('button', { name: 'Adicionar pergunta' }).click()
  await fillTranslated(question(2).getByRole('group', { name: 'Pergunta', exact: true }), 'Quantos?', 'How many?')
  await fillTranslated(answer(2, 1), 'Um', 'One')
  await fillTranslated(answer(2, 2), 'Dois', 'Two')
  await trivia.getByRole('button', { name: 'Guardar' }).click()
  await expect(trivia).toBeHidden()
  await page.getByRole('searchbox', { name: 'Procurar' }).fill(stamp)
  const print = page.getByRole('link', { name: `Imprimir a folha QR de ${quiz.pt}` })
  const sheet = await page.request.get((await print.getAttribute('href')) ?? '')
  expect(sheet.headers()['content-type']).toBe('application/pdf')

  // A spectator with an account, in the phone app: everything in Portuguese, then in English.
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'pt-PT' })
  const visitor = await context.newPage()
  await asAndroid(visitor)
  const username = `org${stamp}`
  const signup = await visitor.request.post('/api/v1/auth/signup', {
    data: {
      username,
      password: 'a good password',
      repeatPassword: 'a good password',
      email: `${username}@example.org`,
      cpf: 'AB123456',
    },
  })
  expect(signup.ok()).toBe(true)
  await logInAs(visitor, username, '/hotels', 'a good password')
  const main = visitor.getByRole('main')
  for (const [lang, prefix] of [
    ['pt', ''],
    ['en', '/en'],
  ] as const) {
    await visitor.goto(`${prefix}/hotels`)
    await expect(visitor.getByRole('banner')).toContainText(games[lang])
    await expect(main.getByText(hotel[lang], { exact: true }).first()).toBeVisible()
    await visitor.goto(`${prefix}/sponsors`)
    await expect(main.getByRole('img', { name: sponsor })).toHaveAttribute('src', /^\/api\/v1\/files\//)
    await visitor.goto(`${prefix}/informativos`)
    await expect(main.getByRole('button', { name: new RegExp(note[lang]) })).toBeVisible()
    await visitor.goto(`${prefix}/trivia`)
    await expect(main.getByRole('heading', { level: 2, name: quiz[lang] })).toBeVisible()
  }
  // Nobody but staff manages: the spectator has no Manage entry and gets the 403 page.
  await visitor.goto('/manage')
  await expect(visitor.getByText('403', { exact: true })).toBeVisible()
  await context.close()

  // Put the demo back: the name through the API, the new items deleted by the ids the admin lists give.
  const { names, hostCity, timeZone, startsOn, endsOn, loginEnabled } = before
  const current = (await (await page.request.get('/api/v1/admin/settings')).json()) as { version: number }
  const restored = await page.request.put('/api/v1/admin/settings', {
    data: { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version: current.version },
  })
  expect(restored.status()).toBe(200)
  for (const [list, search] of [
    ['places', hotel.pt],
    ['sponsors', sponsor],
    ['documents', note.pt],
    ['trivia', quiz.pt],
  ] as const) {
    const found = (await (await page.request.get(`/api/v1/admin/${list}?q=${encodeURIComponent(search)}`)).json()) as {
      items: { id: number; version: number }[]
    }
    expect(found.items).toHaveLength(1)
    const [item] = found.items
    const gone = await page.request.delete(`/api/v1/admin/${list}/${item?.id}?version=${item?.version}`)
    expect(gone.status(), list).toBe(204)
  }
})
