import {
  type Delegation,
  type DelegationSchedule,
  type Medallists,
  type MedalTable,
  medalEventsNewestFirst,
  type TeamPage,
} from '@podium/domain'
import { noAxeViolations } from './screens.ts'
import { expect, type Page, test } from './test.ts'

/** The expected order: a recount of the medallists (one item per medal), by gold, silver, bronze, then code. */
function recount(items: Medallists['items']): string[] {
  const counts = new Map<string, { name: string; code: string; g: number; s: number; b: number }>()
  for (const m of items) {
    const c = counts.get(m.organisation.code) ?? {
      name: m.organisation.name,
      code: m.organisation.code,
      g: 0,
      s: 0,
      b: 0,
    }
    if (m.medal === 'GOLD') c.g++
    else if (m.medal === 'SILVER') c.s++
    else c.b++
    counts.set(c.code, c)
  }
  return [...counts.values()]
    .sort((a, b) => b.g - a.g || b.s - a.s || b.b - a.b || (a.code < b.code ? -1 : 1))
    .map((c) => c.name)
}

async function tableOrder(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Quadro de medalhas por delegação' })
  await expect(table.getByRole('rowheader').first()).toBeVisible()
  // The delegation's name is its row header's button; a correction's mark may sit beside it (decision 086).
  return (await table.getByRole('rowheader').getByRole('button').allInnerTexts()).map((s) => s.trim())
}

// The 2-core machine is shared: axe on a full page can take several seconds under load.
test.describe.configure({ timeout: 60_000 })

test.describe('medals', () => {
  test('/medals redirects to /medals/all and the order matches a recount of the medallists @phone', async ({
    page,
    request,
  }) => {
    await page.goto('/medals')
    await expect(page).toHaveURL(/\/medals\/all$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Quadro de medalhas' })).toBeVisible()
    // Every medallist, from the API: the page lists only the most recent medal events until asked for all.
    const all = (await (await request.get('/api/v1/medallists?lang=pt')).json()) as Medallists
    expect(await tableOrder(page)).toEqual(recount(all.items))
    await noAxeViolations(page)
  })

  test('filters by discipline, gender and division, kept in the URL', async ({ page, request }) => {
    const expected = async (query: string) =>
      recount(((await (await request.get(`/api/v1/medallists?lang=pt&${query}`)).json()) as Medallists).items)

    await page.goto('/medals/all')
    await page.getByLabel('Modalidade').selectOption('judo')
    await expect(page).toHaveURL(/\/medals\/judo/)
    await expect.poll(() => tableOrder(page)).toEqual(await expected('discipline=judo'))

    await page.goto('/medals/all?gender=W')
    await expect.poll(() => tableOrder(page)).toEqual(await expected('gender=W'))

    await page.goto('/medals/all')
    await page.getByLabel('Divisão').selectOption('2D')
    await expect(page).toHaveURL(/division=2D/)
    await expect.poll(() => tableOrder(page)).toEqual(await expected('division=2D'))
  })

  test('a row opens the delegation medallists, newest events first; two bronzes of a judo event are shown', async ({
    page,
    request,
  }) => {
    await page.goto('/medals/judo')
    const table = page.getByRole('table', { name: 'Quadro de medalhas por delegação' })
    const first = table.getByRole('rowheader').first().getByRole('button')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    const code = ((await first.getAttribute('aria-controls')) ?? '').replace('medallists-', '')
    const theirs = (await (
      await request.get(`/api/v1/medallists?lang=pt&discipline=judo&organisation=${code}`)
    ).json()) as Medallists
    const newestFirst = medalEventsNewestFirst(theirs.items).flatMap((e) => e.medallists.map(() => e.eventName))
    expect(newestFirst.length).toBeGreaterThan(1)
    // Each row names the discipline before the event (decision 074).
    await expect(page.locator(`#medallists-${code}`).getByRole('listitem').locator('p:first-child')).toHaveText(
      newestFirst.map((name) => `Judo · ${name}`),
    )
    const byEvent = page.getByRole('region', { name: 'Medalhados por prova' })
    const event = byEvent.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /55 kg Masculino/ }) })
    await expect(event.getByRole('img', { name: 'Bronze' })).toHaveCount(2)
  })

  test('medallists by event: the 12 most recent first, then all on request, ties kept @phone', async ({
    page,
    request,
  }) => {
    const all = (await (await request.get('/api/v1/medallists?lang=pt')).json()) as Medallists
    // The expected order, computed apart: by each event's latest medal time, newest first, else programme order.
    const latest = new Map<string, { name: string; at: number; medals: number }>()
    for (const m of all.items) {
      const at = m.awardedAt ? Date.parse(m.awardedAt) : 0
      const e = latest.get(m.eventCode) ?? { name: m.eventName, at, medals: 0 }
      latest.set(m.eventCode, { ...e, at: Math.max(e.at, at), medals: e.medals + 1 })
    }
    const expected = [...latest.values()].sort((a, b) => b.at - a.at)
    expect(expected.length).toBeGreaterThan(12)

    // The page asks for the newest events only (the server's rendering carries them, decision 060; the browser may
    // ask again when they have aged), and for the rest when the visitor does.
    const asked: string[] = []
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/medallists')) asked.push(new URL(r.url()).searchParams.get('latestEvents') ?? 'all')
    })
    await page.goto('/medals/all')
    const byEvent = page.getByRole('region', { name: 'Medalhados por prova' })
    const cards = byEvent.locator('ul').first().locator(':scope > li')
    await expect(cards).toHaveCount(12)
    expect(asked.filter((a) => a !== '12')).toEqual([])
    expect((await cards.getByRole('heading', { level: 3 }).allTextContents()).map((s) => s.trim())).toEqual(
      expected.slice(0, 12).map((e) => e.name),
    )
    const showAll = byEvent.getByRole('button', { name: `Mostrar todas as ${expected.length} provas com medalhas` })
    await showAll.click()
    await expect(cards).toHaveCount(expected.length)
    expect(asked.filter((a) => a !== '12')).toEqual(['all'])
    await expect(showAll).toHaveCount(0)
    // The focus moves on to the first card revealed, not back to the top of the page.
    await expect(cards.nth(12)).toBeFocused()
    expect((await cards.getByRole('heading', { level: 3 }).allTextContents()).map((s) => s.trim())).toEqual(
      expected.map((e) => e.name),
    )
    // One row per medal: a tie (two bronzes) stays two rows of its event.
    expect(await cards.locator(':scope > ul > li').count()).toBe(all.items.length)
    await noAxeViolations(page)
  })

  test('renders in English @phone', async ({ page }) => {
    await page.goto('/medals/all')
    await page.getByLabel('Idioma').selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: 'Medal table' })).toBeVisible()
    await expect(
      page.getByRole('table', { name: 'Medal table by delegation' }).getByRole('rowheader').first(),
    ).toBeVisible()
  })
})

// The participants' screens are the same DOM at every width (no breakpoint hides or shows anything on them, only
// grid columns change; decision 089's probe found nothing of their own at phone size), so their behaviour is checked
// on a desktop (decision 104). Their phone layout is phone.spec.ts's (no sideways scroll at 360 px, four languages).
test.describe('participants', () => {
  test('an athlete the ODF feed withdraws leaves the lists and keeps a profile that says so', async ({
    page,
    request,
  }) => {
    // A new athlete of our own (a unique name, so no other test's counts move), entered then withdrawn.
    const code = `E2EWD${Date.now().toString(36).toUpperCase()}${test.info().parallelIndex}`
    const family = `Retirada${code.slice(5).toLowerCase()}`
    const partic = (version: number, current: boolean) =>
      request.post('/api/v1/odf', {
        headers: { Authorization: 'Bearer e2e-admin-token-0123456789', 'Content-Type': 'application/xml' },
        data: `<?xml version="1.0" encoding="UTF-8"?><OdfBody CompetitionCode="PODIUM" DocumentCode="PARTIC-${code}" DocumentType="DT_PARTIC" Version="${version}"><Competition><Participant Code="${code}" GivenName="Iara" FamilyName="${family}" Gender="W" Organisation="CPV" Current="${current}"/></Competition></OdfBody>`,
      })
    const found = async () =>
      ((await (await request.get(`/api/v1/athletes?search=${family}`)).json()) as { total: number }).total
    expect((await partic(1, true)).ok()).toBe(true)
    expect(await found()).toBe(1)

    // (The browser has not read this search yet: a list it read keeps its copy for the API's 10 s max-age.)
    expect((await partic(2, false)).ok()).toBe(true)
    await page.goto(`/participants/athletes?q=${family}`)
    await expect(page.getByText('Nenhum atleta corresponde à pesquisa.')).toBeVisible()
    await page.goto(`/participants/profile/${code}`)
    await expect(page.getByRole('heading', { level: 1, name: /Iara/ })).toBeVisible()
    await expect(page.getByText('Já não participa')).toBeVisible()
    await noAxeViolations(page)
  })

  test('/participants redirects to athletes; a name search finds an athlete and opens the profile', async ({
    page,
  }) => {
    await page.goto('/participants')
    await expect(page).toHaveURL(/\/participants\/athletes$/)
    await expect(page.getByRole('list', { name: 'Atletas' }).getByRole('listitem').first()).toBeVisible()
    await noAxeViolations(page)

    await page.getByLabel('Pesquisar por nome').fill('diogo almeida')
    await expect(page).toHaveURL(/q=diogo/)
    await page
      .getByRole('link', { name: /ALMEIDA Diogo/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/participants\/profile\/A\d+$/)
    await expect(page.getByRole('heading', { level: 1, name: /ALMEIDA Diogo/ })).toBeVisible()
    await expect(page.getByText('Data de nascimento')).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Provas e resultados' })).toBeVisible()
    await noAxeViolations(page)
  })

  test('delegations tab leads to a delegation page: medals, the first athletes and teams, what is next; "see all" opens the athletes list filtered by it', async ({
    page,
    request,
  }) => {
    // A delegation with more of everything than its page's first screenful (the demo's medals change with it):
    // the first of the medal table that has more medals, athletes and teams than the page lists at first.
    const table = (await (await request.get('/api/v1/medals?lang=pt')).json()) as MedalTable
    let d: Delegation | undefined
    for (const row of table.items.slice(0, 12)) {
      const candidate = (await (
        await request.get(`/api/v1/organisations/${row.organisation.code}?lang=pt`)
      ).json()) as Delegation
      const more = (page: { total: number; items: unknown[] }) => page.total > page.items.length
      if (more(candidate.athletes) && more(candidate.teams) && more(candidate.medals.medallists)) {
        d = candidate
        break
      }
    }
    if (!d) throw new Error('no delegation of the demo has more medals, athletes and teams than its first screenful')
    const { code, name } = d.organisation
    await page.goto('/participants/delegations')
    await page.getByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click()
    await expect(page).toHaveURL(new RegExp(`/participants/delegations/${code}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    for (const name of ['Medalhas', 'Atletas', 'Equipas', 'Programa']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByText(`${code} · ${d.athletes.total} atletas`)).toBeVisible()
    // A first screenful of athletes and a few teams, not all of them.
    const athletes = page.getByRole('list', { name: 'Atletas' }).locator(':scope > li')
    await expect(athletes).toHaveCount(d.athletes.items.length)
    await expect(page.getByRole('list', { name: 'Equipas' }).locator(':scope > li')).toHaveCount(d.teams.items.length)
    await expect(page.getByRole('link', { name: `Ver as ${d.teams.total} equipas` })).toHaveAttribute(
      'href',
      `/participants/teams?org=${code}`,
    )
    await expect(page.getByRole('list', { name: 'Próximas provas' }).locator(':scope > li')).toHaveCount(
      d.schedule.items.length,
    )
    await noAxeViolations(page)
    // Its medals: those of its most recent medal events, then all of them on request.
    const medals = page.getByRole('region', { name: 'Medalhas' }).getByRole('listitem')
    await expect(medals).toHaveCount(d.medals.medallists.items.length)
    await page.getByRole('button', { name: `Mostrar as ${d.medals.total} medalhas` }).click()
    await expect(medals).toHaveCount(d.medals.total)
    await expect(medals.nth(d.medals.medallists.items.length)).toBeFocused()

    await page.getByRole('link', { name: `Ver os ${d.athletes.total} atletas` }).click()
    await expect(page).toHaveURL(new RegExp(`/participants/athletes\\?org=${code}$`))
    await expect(page.getByRole('combobox', { name: /^Delegação/ })).toHaveValue(code)
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${d.athletes.total} atletas`)
    // The list the page began: the same athletes first, in the same order.
    const listed = page.getByRole('list', { name: 'Atletas' }).getByRole('listitem')
    await expect(listed.first()).toContainText(d.athletes.items[0]?.name ?? 'no athletes')
    await expect(listed.nth(d.athletes.items.length - 1)).toContainText(d.athletes.items.at(-1)?.name ?? '')
  })

  test('a delegation page shows the whole schedule on request, day by day', async ({ page, request }) => {
    const all = (await (await request.get('/api/v1/organisations/BRA/schedule?lang=pt')).json()) as DelegationSchedule
    await page.goto('/participants/delegations/BRA')
    const schedule = page.getByRole('region', { name: 'Programa' })
    await schedule.getByRole('button', { name: `Mostrar o programa completo (${all.items.length} itens)` }).click()
    // The button goes; the focus moves on to the first day, and every item is listed under its day.
    const firstDay = schedule.getByRole('heading', { level: 3 }).first()
    await expect(firstDay).toBeFocused()
    await expect(schedule.getByRole('button')).toHaveCount(0)
    await expect(schedule.getByRole('list', { name: 'Próximas provas' })).toHaveCount(0)
    await expect(schedule.getByRole('region').locator('li')).toHaveCount(all.items.length)
    await expect(schedule.getByRole('region').first().locator('li').first()).toContainText(
      all.items[0]?.eventName ?? all.items[0]?.name ?? 'no items',
    )
  })

  test('teams tab lists teams with members, and pages render in English', async ({ page }) => {
    await page.goto('/participants/teams')
    await expect(page.getByRole('list', { name: 'Equipas' }).getByRole('listitem').first()).toBeVisible()
    await page.getByLabel('Idioma').selectOption('en')
    await expect(page.getByRole('heading', { level: 1, name: 'Participants' })).toBeVisible()
    await page.getByRole('link', { name: 'Athletes' }).click()
    await expect(page.getByLabel('Search by name')).toBeVisible()
  })

  test('teams tab: pages, filters and a search, all in the URL (back, forward and links)', async ({
    page,
    request,
  }) => {
    const api = async (query: string) =>
      (await (await request.get(`/api/v1/teams?lang=pt&${query}`)).json()) as TeamPage
    const first = await api('')
    expect(first.total).toBeGreaterThan(first.pageSize)
    const teams = page.getByRole('list', { name: 'Equipas' }).locator(':scope > li')
    // A team's first member (a link to the profile, in the card's list of members) tells the teams apart.
    const firstMember = () => teams.first().getByRole('listitem').getByRole('link').first().textContent()

    await page.goto('/participants/teams')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${first.total} equipas`)
    await expect(teams).toHaveCount(first.pageSize)
    const pages = page.getByRole('navigation', { name: 'Páginas de equipas' })
    await expect(pages).toContainText(`Página 1 de ${Math.ceil(first.total / first.pageSize)}`)
    await pages.getByRole('button', { name: 'Seguinte' }).click()
    await expect(page).toHaveURL(/[?&]page=2\b/)
    const second = await api('page=2')
    await expect.poll(firstMember).toBe(second.items[0]?.members[0]?.name)
    await page.goBack()
    await expect(page).not.toHaveURL(/page=/)
    await expect.poll(firstMember).toBe(first.items[0]?.members[0]?.name)

    await page.getByRole('combobox', { name: /^Delegação/ }).selectOption('JPN')
    await page.getByLabel('Modalidade').selectOption('triathlon')
    await expect(page).toHaveURL(/org=JPN/)
    await expect(page).toHaveURL(/discipline=triathlon/)
    await expect(page.getByRole('main').getByRole('status')).toHaveText('1 equipa')
    await expect(teams).toHaveCount(1)
    const relay = (await api('organisation=JPN&discipline=triathlon')).items[0]
    const member = relay?.members[0]
    if (!member) throw new Error('the relay has no members')

    // A member's name finds the team; the link with the search opens the same list.
    await page.goto('/participants/teams')
    await page.getByLabel('Pesquisar equipa, delegação ou atleta').fill(member.name)
    await expect(page).toHaveURL(/[?&]q=/)
    await expect(teams.filter({ hasText: member.name }).first()).toBeVisible()
    const searched = page.url()
    await page.goto(`/participants/teams?org=JPN&discipline=triathlon`)
    await expect(page.getByRole('combobox', { name: /^Delegação/ })).toHaveValue('JPN')
    await expect(page.getByLabel('Modalidade')).toHaveValue('triathlon')
    await expect(teams).toHaveCount(1)
    await page.goto(searched)
    await expect(page.getByLabel('Pesquisar equipa, delegação ou atleta')).toHaveValue(member.name)
    await expect(teams.filter({ hasText: member.name }).first()).toBeVisible()
    await noAxeViolations(page)
  })

  test('no flag is a broken image: an unknown flag falls back to the local image', async ({ page, request }) => {
    expect((await request.get('/flags/unknown.svg')).status()).toBe(200)
    expect((await request.get('/flags/br.svg')).status()).toBe(200)
    await page.goto('/participants/delegations')
    // Flags beside a printed name are decorative (alt=""), so they are not in the accessibility tree.
    await expect(page.getByRole('list', { name: 'Delegações' }).locator('img').first()).toBeVisible()
    const images = page.getByRole('list', { name: 'Delegações' }).locator('img')
    // The first screenful (lazy images further down load on scroll).
    await expect
      .poll(() =>
        images.evaluateAll(
          (imgs) => imgs.slice(0, 6).filter((i) => (i as unknown as { naturalWidth: number }).naturalWidth > 0).length,
        ),
      )
      .toBe(6)
  })
})
