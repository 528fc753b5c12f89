import { fileURLToPath } from 'node:url'
import { analyzeAtRest } from './axe.ts'
import { asAndroid, logInAs, noAxeViolations } from './screens.ts'
import { expect, type Locator, type Page, test } from './test.ts'

const LOGO = fileURLToPath(new URL('./fixtures/logo.png', import.meta.url))

test.describe('the games settings (decision 041)', () => {
  test('an admin renames the games in two languages and every visitor sees it; staff are refused @games-settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    const original = (await (await page.request.get('/api/v1/config?lang=pt')).json()) as { games: { name: string } }
    const stamp = Date.now().toString(36)
    const pt = `Jogos Escolares ${stamp}`
    const en = `School Games ${stamp}`

    // A spectator's screen is open before the change: the live event updates its header without a reload.
    const spectator = await browser.newPage()
    await spectator.goto('/medals')
    await expect(spectator.getByRole('banner')).toContainText(original.games.name)

    await logInAs(page, 'demo-admin', '/manage')
    const stored = (await (await page.request.get('/api/v1/admin/settings')).json()) as Record<string, unknown>
    await page
      .getByRole('main')
      .getByRole('link', { name: /Definições dos Jogos/ })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Definições dos Jogos' })).toBeVisible()
    const form = page.getByRole('group', { name: 'Nome dos Jogos' })
    await expect(form.getByLabel('Português (obrigatório)')).toHaveValue(original.games.name)

    // Bad values are refused in the form with translated messages, before anything is sent.
    await page.getByLabel('Fuso horário').fill('Marte/Olimpo')
    await page.getByLabel('Último dia').fill('2026-07-01')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Fuso horário desconhecido (use um nome como America/Sao_Paulo)')).toBeVisible()
    await expect(page.getByText('O último dia não pode ser anterior ao primeiro')).toBeVisible()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Cancelar' }).click()
    await expect(page.getByLabel('Fuso horário')).toHaveValue('America/Sao_Paulo')

    await form.getByLabel('Português (obrigatório)').fill(pt)
    await form.getByLabel('Inglês').fill(en)
    await form.getByLabel('Espanhol').fill('')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner')).toContainText(pt)

    await expect(spectator.getByRole('banner')).toContainText(pt)
    await spectator.goto('/en/medals')
    await expect(spectator.getByRole('banner')).toContainText(en)
    // Spanish was left empty: it reads the Portuguese name.
    await spectator.goto('/es/medals')
    await expect(spectator.getByRole('banner')).toContainText(pt)
    await spectator.close()

    // Put the names back as they were in every language (the after-all tests read the demo's).
    const { names, hostCity, timeZone, startsOn, endsOn, loginEnabled } = stored
    const restored = await page.request.put('/api/v1/admin/settings', {
      data: { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version: Number(stored.version) + 1 },
    })
    expect(restored.status()).toBe(200)
    await page.reload()
    await expect(page.getByRole('banner')).toContainText(original.games.name)

    // Staff manage content, not the games: no settings tool, and the page is the 403 page.
    const staff = await browser.newPage()
    await logInAs(staff, 'demo-staff', '/manage')
    await expect(staff.getByRole('heading', { level: 1, name: 'Gestão' })).toBeVisible()
    await expect(staff.getByRole('main').getByRole('link', { name: /Definições dos Jogos/ })).toHaveCount(0)
    await staff.goto('/manage/settings')
    await expect(staff.getByText('403', { exact: true })).toBeVisible()
    await staff.close()
  })

  test('an admin gives the games a short name, a logo and a colour, and switches a feature off (decision 050) @games-settings', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000)
    await logInAs(page, 'demo-admin', '/manage/settings')
    await expect(page.getByRole('heading', { level: 1, name: 'Definições dos Jogos' })).toBeVisible()
    const demo = (await (await page.request.get('/api/v1/admin/settings')).json()) as {
      shortNames: Record<'pt' | 'en' | 'es' | 'az', string>
    }
    const shortNames = page.getByRole('group', { name: 'Nome curto' })
    await expect(shortNames.getByLabel('Português')).toHaveValue(demo.shortNames.pt)
    await shortNames.getByLabel('Português').fill('JEJ Rio 2026 com um nome longo')
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('O nome curto não pode ter mais de 24 caracteres')).toBeVisible()
    await shortNames.getByLabel('Português').fill('JEJ Rio 2026')
    await shortNames.getByLabel('Inglês').fill('Rio Youth Games')
    await page.getByLabel('Logótipo').setInputFiles(LOGO)
    await page.getByLabel('Cor da marca').fill('#00a859')
    await page.getByRole('checkbox', { name: 'Embaixadores' }).uncheck()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toBeVisible()

    // A spectator on a phone: the short name in the header, the logo, the games' colour; no ambassadors.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'pt-PT' })
    const spectator = await phone.newPage()
    await spectator.goto('/medals')
    await expect(spectator.getByRole('banner').getByRole('link', { name: 'JEJ Rio 2026', exact: true })).toBeVisible()
    await expect(spectator.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toBeVisible()
    const brand = await spectator.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--brand'))
    expect(brand.trim()).not.toBe('#1d4ed8')
    await spectator.goto('/en/medals')
    await expect(
      spectator.getByRole('banner').getByRole('link', { name: 'Rio Youth Games', exact: true }),
    ).toBeVisible()
    await analyzeAtRest(spectator).then(({ violations }) => expect(violations).toEqual([]))
    // On the web the ambassadors are gone from the menu, their page sends to the grid with a word, the API is 404.
    const desktop = await browser.newPage()
    await desktop.goto('/schedule/grid')
    await expect(desktop.getByRole('navigation').getByRole('link', { name: 'Medalhas' }).first()).toBeVisible()
    await expect(desktop.getByRole('link', { name: 'Embaixadores' })).toHaveCount(0)
    await desktop.goto('/ambassadors')
    await expect(desktop).toHaveURL(/\/schedule\/grid$/)
    await expect(desktop.getByRole('heading', { name: 'Embaixadores não faz parte destes Jogos' })).toBeVisible()
    expect((await desktop.request.get('/api/v1/ambassadors')).status()).toBe(404)

    // Back as the demo was, through the same form.
    await page.reload()
    await page.getByRole('group', { name: 'Nome curto' }).getByLabel('Português').fill(demo.shortNames.pt)
    await page.getByRole('group', { name: 'Nome curto' }).getByLabel('Inglês').fill(demo.shortNames.en)
    await page.getByRole('button', { name: 'Usar a cor do Podium' }).click()
    await page.getByRole('button', { name: 'Remover o logótipo' }).click()
    await page.getByRole('checkbox', { name: 'Embaixadores' }).check()
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    await expect(page.getByRole('banner').locator('img[src^="/api/v1/files/"]')).toHaveCount(0)
    await desktop.goto('/ambassadors')
    await expect(desktop).toHaveURL(/\/ambassadors$/)
    await desktop.close()
    await phone.close()
  })
})

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

/**
 * Issue 39, point 8 (decision 085): the organiser chooses Brazilian Portuguese; every Portuguese page then reads it,
 * from the server's render to the hydrated app (no hydration error), the sports' names too, with `lang="pt-BR"`;
 * other languages are untouched. It puts European Portuguese back at its end, whatever happened, for the other tests.
 */
test('an admin chooses Brazilian Portuguese and every Portuguese page reads it, server and browser alike @games-settings', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000)
  const restore = async () => {
    const stored = (await (await page.request.get('/api/v1/admin/settings')).json()) as Record<string, unknown>
    const { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version } = stored
    const back = await page.request.put('/api/v1/admin/settings', {
      data: { names, hostCity, timeZone, startsOn, endsOn, loginEnabled, version, portugueseVariant: 'pt-PT' },
    })
    expect(back.status()).toBe(200)
  }
  try {
    await logInAs(page, 'demo-admin', '/manage/settings')
    const variant = page.getByRole('group', { name: 'Português dos jogos' })
    await expect(variant.getByRole('radio', { name: 'Português europeu (pt-PT)' })).toBeChecked()
    await variant.getByRole('radio', { name: 'Português do Brasil (pt-BR)' }).check()
    await noAxeViolations(page)
    await page.getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByText('Definições guardadas')).toBeVisible()
    expect(
      ((await (await page.request.get('/api/v1/config?lang=pt')).json()) as { portugueseVariant: string })
        .portugueseVariant,
    ).toBe('pt-BR')

    // A visitor: the server's page already speaks Brazilian Portuguese, and the app hydrates it without an error.
    const spectator = await browser.newPage()
    const errors: string[] = []
    spectator.on('console', (message) => {
      if (message.type() === 'error' && /418|hydrat/i.test(message.text())) errors.push(message.text())
    })
    spectator.on('pageerror', (error) => {
      if (/418|hydrat/i.test(error.message)) errors.push(error.message)
    })
    const served = await (await spectator.request.get('/discipline/handball/competitions')).text()
    expect(served).toContain('<html lang="pt-BR">')
    expect(served).toMatch(/<title>Handebol · /)
    await spectator.goto('/discipline/handball/competitions')
    await expect(spectator.locator('html')).toHaveAttribute('lang', 'pt-BR')
    await expect(spectator.getByRole('heading', { level: 1, name: 'Handebol' })).toBeVisible()
    await expect(spectator).toHaveTitle(/^Handebol · /)

    await spectator.goto('/schedule/disciplines')
    const main = spectator.getByRole('main')
    await expect(main.getByRole('link', { name: /Basquete/ }).first()).toBeVisible()
    await expect(main.getByRole('link', { name: /Vôlei de Praia/ }).first()).toBeVisible()
    await expect(main).not.toContainText('Andebol')
    await expect(main).not.toContainText('Basquetebol')
    // The interface's own words: the teams tab, the loading and login words, a goal.
    await spectator.goto('/participants/teams')
    await expect(spectator.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(spectator.getByRole('main').getByRole('link', { name: 'Equipes' })).toBeVisible()
    await expect(spectator.getByRole('main').getByRole('status')).toHaveText(/^\d+ equipes$/)
    await expect(spectator.getByLabel('Pesquisar equipe, delegação ou atleta')).toBeVisible()
    await spectator.goto('/login')
    await expect(spectator.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible()
    await expect(spectator.getByLabel('Nome de usuário')).toBeVisible()
    await expect(spectator.getByLabel('Senha', { exact: true })).toBeVisible()
    expect(errors).toEqual([])

    // Only Portuguese changes (another visitor: the English page would store English as this one's language).
    const english = await browser.newPage()
    await english.goto('/en/discipline/handball/competitions')
    await expect(english.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(english.getByRole('heading', { level: 1, name: 'Handball' })).toBeVisible()
    await english.close()

    // Back to European Portuguese: the same pages read it again.
    await restore()
    await spectator.goto('/discipline/handball/competitions')
    await expect(spectator.locator('html')).toHaveAttribute('lang', 'pt-PT')
    await expect(spectator.getByRole('heading', { level: 1, name: 'Andebol' })).toBeVisible()
    await spectator.close()
  } finally {
    const current = (await (await page.request.get('/api/v1/config?lang=pt')).json()) as { portugueseVariant: string }
    if (current.portugueseVariant !== 'pt-PT') await restore()
  }
})
