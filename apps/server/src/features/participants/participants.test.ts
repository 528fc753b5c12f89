import {
  type AthletePage,
  type AthleteProfile,
  DELEGATION_FIRST_ATHLETES,
  DELEGATION_FIRST_MEDAL_EVENTS,
  DELEGATION_FIRST_TEAMS,
  DELEGATION_NEXT_UNITS,
  type Delegation,
  type DelegationSchedule,
  type Medallists,
  type MedalTable,
  medalEventsNewestFirst,
  TEAMS_PAGE_SIZE,
  type TeamPage,
} from '@podium/domain'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { type Clock, dayInTimeZone } from '../../clock.ts'
import { teams } from '../../db/schema.ts'

/** The server's now, moved by the schedule tests (and put back). */
let now = TEST_NOW
const clock: Clock = {
  now: () => new Date(now),
  today: () => dayInTimeZone(now, 'America/Sao_Paulo'),
  timeZone: 'America/Sao_Paulo',
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

const page = async (query: string) => {
  const res = await t.request(`/api/v1/athletes${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as AthletePage
}

describe('GET /api/v1/athletes', () => {
  it('pages every athlete by name with cards (photo, bib, gender, delegation flag)', async () => {
    const first = await page('?lang=en')
    const [{ n }] = (await queryRows<{ n: number }>(t.ctx.database, sql`select count(*)::int as n from athletes`)) as [
      { n: number },
    ]
    expect(first).toMatchObject({ total: n, page: 1, pageSize: 24 })
    expect(first.items).toHaveLength(24)
    const names = first.items.map((a) => a.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect(first.items[0]).toMatchObject({
      photoUrl: expect.stringMatching(/^\/api\/v1\/athletes\/A\d+\/photo\.svg$/),
      organisation: { flagUrl: expect.stringMatching(/^\/flags\//) },
    })
    const second = await page('?page=2&pageSize=24')
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id)
  })

  it('tells the exact total on a full page, a short last page and past the end', async () => {
    const all = (await page('?pageSize=1')).total
    const size = 7
    const last = Math.ceil(all / size)
    const full = await page(`?pageSize=${size}&page=${last - 1}`)
    const short = await page(`?pageSize=${size}&page=${last}`)
    const past = await page(`?pageSize=${size}&page=${last + 1}`)
    expect(full).toMatchObject({ total: all, page: last - 1 })
    expect(full.items).toHaveLength(size)
    expect(short).toMatchObject({ total: all, page: last })
    expect(short.items).toHaveLength(all - (last - 1) * size)
    expect(past).toMatchObject({ total: all, items: [] })
    const few = await page('?search=diogo%20almeida')
    expect(few.total).toBe(few.items.length)
    const searched = (await page('?search=a&pageSize=5')).total
    expect(searched).toBeGreaterThan(5)
    expect(await page('?search=a&pageSize=5&page=9999')).toMatchObject({ total: searched, items: [] })
    expect(await page('?search=zzzzqq')).toMatchObject({ total: 0, items: [] })
  })

  it('searches by the start of any name word, ignoring case and accents', async () => {
    const result = await page('?search=ALMÉI&pageSize=100')
    expect(result.total).toBeGreaterThan(0)
    for (const a of result.items) expect(`${a.givenName} ${a.familyName}`.toLowerCase()).toMatch(/(^|\s)almei/)
    const both = await page('?search=diogo%20almeida')
    expect(both.items.map((a) => a.id)).toContain('A0001')
    expect((await page('?search=zzzzqq')).total).toBe(0)
    // LIKE wildcards are literal text
    expect((await page('?search=%25')).total).toBe(0)
  })

  it('filters by delegation, gender and discipline (team members included)', async () => {
    const bra = await page('?organisation=BRA&gender=W&pageSize=100')
    expect(bra.total).toBeGreaterThan(0)
    expect(bra.items.every((a) => a.organisation.code === 'BRA' && a.gender === 'W')).toBe(true)
    const triathlon = await page('?discipline=triathlon&pageSize=100')
    expect(triathlon.items.map((a) => a.id)).toContain('A1767') // a mixed relay member
    expect((await page('?discipline=curling')).total).toBe(0)
  })

  it('refuses a page size over 100', async () => {
    const res = await t.request('/api/v1/athletes?pageSize=500')
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toHaveProperty('pageSize')
  })
})

describe('GET /api/v1/athletes/{id}', () => {
  it('shows the profile with age on the first day, events, results and medals', async () => {
    const res = await t.request('/api/v1/athletes/A0007?lang=en')
    expect(res.status).toBe(200)
    const p = (await res.json()) as AthleteProfile
    expect(p).toMatchObject({ id: 'A0007', organisation: { code: 'ARG' } })
    expect(p.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(p.age).toBeGreaterThanOrEqual(10)
    expect(p.heightCm).toBeGreaterThan(100)
    expect(p.institution).toBeTruthy()
    const archery = p.events.find((e) => e.eventCode === 'ARCMRCV-3D')
    expect(archery?.medal).toBe('GOLD')
    expect(archery?.results.length).toBeGreaterThan(1)
  })

  it('lists a team event with the team name', async () => {
    const p = (await (await t.request('/api/v1/athletes/A1767')).json()) as AthleteProfile
    const relay = p.events.find((e) => e.eventCode === 'TRIXRELAY-3D')
    expect(relay).toMatchObject({ team: { id: 'TRIXRELAY-3D-JPN' }, medal: 'GOLD' })
    // The team's results come through results.team_id (indexed for Olympic scale, decision 018).
    expect(relay?.results.length).toBeGreaterThan(0)
  })

  it("shows a match's score from the athlete's side: an away winner reads their own points first", async () => {
    const [away] = await queryRows<{ athlete_id: string; score: string; unit_code: string }>(
      t.ctx.database,
      sql`select r.athlete_id, r.score, r.unit_code from results r
          join start_list_entries s on s.unit_code = r.unit_code and s.athlete_id = r.athlete_id
          where r.score ~ '^[0-9]+-[0-9]+$' and r.athlete_id is not null
            and s.start_order > (select min(o.start_order) from start_list_entries o where o.unit_code = r.unit_code)
          order by r.unit_code limit 1`,
    )
    if (!away) throw new Error('the demo has no individual match')
    const [home, visitors] = away.score.split('-')
    const profile = (await (await t.request(`/api/v1/athletes/${away.athlete_id}`)).json()) as AthleteProfile
    const row = profile.events.flatMap((e) => e.results).find((r) => r.unitCode === away.unit_code)
    expect(row?.score).toBe(`${visitors}-${home}`)
  })

  it('has the indexes the profile and delegation reads need at Olympic scale', async () => {
    const rows = await queryRows<{ indexname: string }>(
      t.ctx.database,
      sql`select indexname from pg_indexes where indexname in ('results_team_idx', 'start_list_org_idx')`,
    )
    expect(rows.map((r) => r.indexname).sort()).toEqual(['results_team_idx', 'start_list_org_idx'])
  })

  it('is 404 for an unknown athlete', async () => {
    expect((await t.request('/api/v1/athletes/NOPE')).status).toBe(404)
  })
})

describe('GET /api/v1/athletes/{id}/photo.svg', () => {
  it('renders an avatar with long cache headers, 404 for unknown ids', async () => {
    const res = await t.request('/api/v1/athletes/A0001/photo.svg')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age=604800')
    expect(await res.text()).toContain('<svg')
    expect((await t.request('/api/v1/athletes/A9999/photo.svg')).status).toBe(404)
  })
})

const delegation = async (path: string) => {
  const res = await t.request(`/api/v1/organisations/${path}`)
  expect(res.status).toBe(200)
  return (await res.json()) as Delegation
}
const fullSchedule = async (code: string) => {
  const res = await t.request(`/api/v1/organisations/${code}/schedule?lang=en`)
  expect(res.status).toBe(200)
  return ((await res.json()) as DelegationSchedule).items
}
const notOver = (u: { startAt: string; endAt: string | null }, at: Date) =>
  Date.parse(u.endAt ?? u.startAt) > at.getTime()

describe('GET /api/v1/organisations/{code}', () => {
  it('shows the header, medals, the first athletes and teams with their totals, and what is next', async () => {
    const d = await delegation('bra?lang=en')
    expect(d.organisation).toMatchObject({ code: 'BRA', name: 'Brazil', flagUrl: '/flags/br.svg' })
    // The athletes: the first page of the athletes list filtered by the delegation, and the count of them all.
    const [{ n }] = (await queryRows<{ n: number }>(
      t.ctx.database,
      sql`select count(*)::int as n from athletes where organisation_code = 'BRA'`,
    )) as [{ n: number }]
    expect(n).toBeGreaterThan(DELEGATION_FIRST_ATHLETES)
    expect(d.athletes.total).toBe(n)
    const listed = await page(`?organisation=BRA&pageSize=${DELEGATION_FIRST_ATHLETES}&lang=en`)
    expect(d.athletes.items).toHaveLength(DELEGATION_FIRST_ATHLETES)
    expect(d.athletes.items).toEqual(listed.items)
    // The teams: the first of the teams list filtered by the delegation.
    const teams = await teamPage('?organisation=BRA&pageSize=100&lang=en')
    expect(teams.total).toBeGreaterThan(DELEGATION_FIRST_TEAMS)
    expect(d.teams.total).toBe(teams.total)
    expect(d.teams.items).toEqual(teams.items.slice(0, DELEGATION_FIRST_TEAMS))
    // Medals: every medal, one row each.
    expect(d.medals.total).toBeGreaterThan(0)
    expect(d.medals.total).toBe(d.medals.gold + d.medals.silver + d.medals.bronze)
    expect(d.medals.medallists.total).toBe(d.medals.total)
    // The medals of its most recently decided events first; the rest from GET /medallists?organisation=. Read on
    // the first delegation of the medal table with medals in more events than the page shows (the demo's medals
    // move with its formats, so which one that is is not pinned).
    const table = (await (await t.request('/api/v1/medals?lang=en')).json()) as MedalTable
    let checked = 0
    for (const row of table.items) {
      const code = row.organisation.code
      const every = (await (await t.request(`/api/v1/medallists?organisation=${code}&lang=en`)).json()) as Medallists
      if (every.eventCount <= DELEGATION_FIRST_MEDAL_EVENTS) continue
      const many = await delegation(`${code}?lang=en`)
      expect(every.items).toHaveLength(many.medals.total)
      const newest = medalEventsNewestFirst(every.items)
        .slice(0, DELEGATION_FIRST_MEDAL_EVENTS)
        .map((e) => e.eventCode)
      expect(many.medals.medallists.items).toEqual(every.items.filter((m) => newest.includes(m.eventCode)))
      expect(many.medals.medallists.items.length).toBeLessThan(many.medals.total)
      checked++
      break
    }
    expect(checked).toBe(1)
    const own = (await (await t.request('/api/v1/medallists?organisation=BRA&lang=en')).json()) as Medallists
    expect(own.items).toHaveLength(d.medals.total)
    // The schedule: the next items not over at the server's now (12:00 in Rio on day 4), out of the whole schedule.
    const all = await fullSchedule('BRA')
    expect(d.schedule.total).toBe(all.length)
    const starts = all.map((u) => u.startAt)
    expect(starts).toEqual([...starts].sort())
    expect(all.some((u) => !notOver(u, TEST_NOW))).toBe(true)
    expect(d.schedule.items).toHaveLength(DELEGATION_NEXT_UNITS)
    expect(d.schedule.items).toEqual(all.filter((u) => notOver(u, TEST_NOW)).slice(0, DELEGATION_NEXT_UNITS))
  })

  it('is small: the page is what the screen shows, not every athlete, team and schedule item', async () => {
    const res = await t.request('/api/v1/organisations/BRA?lang=en')
    const bytes = (await res.arrayBuffer()).byteLength
    // The whole delegation was 146 KB on the demo (206 athletes, 18 teams, 209 schedule items).
    expect(bytes).toBeLessThan(30_000)
  })

  it('lists what is running and next as the clock moves, and nothing next once the games are over', async () => {
    const all = await fullSchedule('BRA')
    const running = all.find((u) => u.endAt && Date.parse(u.endAt) - Date.parse(u.startAt) > 60_000)
    if (!running) throw new Error('no unit with an end time')
    try {
      // A minute into a unit it is still listed (running), first among the items not over.
      now = new Date(Date.parse(running.startAt) + 60_000)
      t.ctx.cache.invalidate('participants:org:')
      const during = (await delegation('BRA?lang=en')).schedule.items
      expect(during.map((u) => u.code)).toContain(running.code)
      expect(during).toEqual(all.filter((u) => notOver(u, now)).slice(0, DELEGATION_NEXT_UNITS))
      // After the last item: nothing next, the whole schedule still counted.
      const last = all.at(-1)
      now = new Date(Date.parse(last?.endAt ?? last?.startAt ?? '') + 1)
      t.ctx.cache.invalidate('participants:org:')
      expect((await delegation('BRA?lang=en')).schedule).toEqual({ total: all.length, items: [] })
    } finally {
      now = TEST_NOW
      t.ctx.cache.invalidate('participants:org:')
    }
  })

  it('sends every item when there are few: the first page is the whole list', async () => {
    // The smallest delegation by athletes: its lists may be shorter than the page; the totals still tell.
    const [small] = await queryRows<{ code: string; n: number }>(
      t.ctx.database,
      sql`select organisation_code as code, count(*)::int as n from athletes group by 1 order by 2, 1 limit 1`,
    )
    if (!small) throw new Error('no athletes')
    const d = await delegation(small.code)
    expect(d.athletes.total).toBe(small.n)
    expect(d.athletes.items).toHaveLength(Math.min(small.n, DELEGATION_FIRST_ATHLETES))
    expect(d.teams.items).toHaveLength(Math.min(d.teams.total, DELEGATION_FIRST_TEAMS))
  })

  it('is 404 for an unknown delegation, its schedule too', async () => {
    expect((await t.request('/api/v1/organisations/XYZ')).status).toBe(404)
    expect((await t.request('/api/v1/organisations/XYZ/schedule')).status).toBe(404)
    expect((await t.request('/api/v1/organisations/B1Z/schedule')).status).toBe(404)
  })
})

const teamPage = async (query: string) => {
  const res = await t.request(`/api/v1/teams${query}`)
  expect(res.status).toBe(200)
  return (await res.json()) as TeamPage
}
const ids = (p: TeamPage) => p.items.map((i) => i.id)

describe('GET /api/v1/teams', () => {
  it('pages every team in programme order with members, the exact total and the default page size', async () => {
    const [{ n }] = (await queryRows<{ n: number }>(t.ctx.database, sql`select count(*)::int as n from teams`)) as [
      { n: number },
    ]
    expect(n).toBeGreaterThan(TEAMS_PAGE_SIZE * 2)
    const first = await teamPage('?lang=en')
    expect(first).toMatchObject({ total: n, page: 1, pageSize: TEAMS_PAGE_SIZE })
    expect(first.items).toHaveLength(TEAMS_PAGE_SIZE)
    expect(first.items.every((team) => team.members.length > 0)).toBe(true)
    expect(first.items[0]).toMatchObject({ organisation: { flagUrl: expect.stringMatching(/^\/flags\//) } })
    // Page after page, the default size gives every team once, in the same order as a bigger page.
    const second = await teamPage('?lang=en&page=2')
    expect([...ids(first), ...ids(second)]).toEqual(ids(await teamPage(`?lang=en&pageSize=${TEAMS_PAGE_SIZE * 2}`)))
  })

  it('tells the exact total on a full page, a short last page and past the end, cached or not', async () => {
    const all = (await teamPage('?pageSize=1')).total
    for (const size of [7, TEAMS_PAGE_SIZE]) {
      const last = Math.ceil(all / size)
      const full = await teamPage(`?pageSize=${size}&page=${last - 1}`)
      const short = await teamPage(`?pageSize=${size}&page=${last}`)
      const past = await teamPage(`?pageSize=${size}&page=${last + 1}`)
      expect(full).toMatchObject({ total: all, page: last - 1, pageSize: size })
      expect(full.items).toHaveLength(size)
      expect(short).toMatchObject({ total: all, page: last })
      expect(short.items).toHaveLength(all - (last - 1) * size)
      expect(past).toMatchObject({ total: all, page: last + 1, items: [] })
    }
    const searched = (await teamPage('?search=a&pageSize=2')).total
    expect(searched).toBeGreaterThan(2)
    expect(await teamPage('?search=a&pageSize=2&page=9999')).toMatchObject({ total: searched, items: [] })
  })

  it('filters by delegation and discipline', async () => {
    const relay = await teamPage('?organisation=jpn&discipline=triathlon')
    expect(ids(relay)).toEqual(['TRIXRELAY-3D-JPN'])
    expect(relay.total).toBe(1)
    expect(relay.items[0]?.members).toHaveLength(4)
    const bra = await teamPage('?organisation=BRA&pageSize=100')
    expect(bra.total).toBeGreaterThan(1)
    expect(bra.items.every((team) => team.organisation.code === 'BRA')).toBe(true)
    const volleyball = await teamPage('?discipline=volleyball&pageSize=100')
    expect(volleyball.total).toBeGreaterThan(1)
    expect(new Set(volleyball.items.map((team) => team.disciplineCode))).toEqual(new Set(['VVO']))
    expect(await teamPage('?discipline=curling')).toMatchObject({ total: 0, items: [] })
    expect(await teamPage('?organisation=XYZ')).toMatchObject({ total: 0, items: [] })
  })

  it("searches a member's name, the delegation's name or code, ignoring case and accents", async () => {
    const [member] = await queryRows<{ name: string; given: string }>(
      t.ctx.database,
      sql`select a.family_name as name, a.given_name as given from team_members tm join athletes a on a.id = tm.athlete_id
        where tm.team_id = 'TRIXRELAY-3D-JPN' order by a.id limit 1`,
    )
    if (!member) throw new Error('the relay has no members')
    const byMember = await teamPage(`?search=${encodeURIComponent(`${member.given} ${member.name.toUpperCase()}`)}`)
    expect(ids(byMember)).toContain('TRIXRELAY-3D-JPN')
    expect(byMember.total).toBe(byMember.items.length)
    // Delegation names in the request's language, folded: "japão" and "JAPAO" are Japan in Portuguese.
    const japan = await teamPage('?lang=pt&search=JAPAO&pageSize=100')
    expect(japan.total).toBeGreaterThan(1)
    expect(japan.items.every((team) => team.organisation.code === 'JPN')).toBe(true)
    expect(ids(await teamPage('?lang=pt&search=jap%C3%A3o&pageSize=100'))).toEqual(ids(japan))
    expect(ids(await teamPage('?lang=en&search=japan&pageSize=100'))).toEqual(ids(japan))
    expect(ids(await teamPage('?search=jpn&pageSize=100'))).toEqual(ids(japan))
    // A search within the filters, and no match.
    expect(ids(await teamPage('?lang=en&search=japan&discipline=triathlon'))).toEqual(['TRIXRELAY-3D-JPN'])
    expect(await teamPage('?search=zzzzqq')).toMatchObject({ total: 0, items: [] })
    // LIKE wildcards are literal text
    expect((await teamPage('?search=%25')).total).toBe(0)
  })

  it('refuses bad input with a message per field', async () => {
    const res = await t.request(
      `/api/v1/teams?pageSize=101&page=0&organisation=B1&discipline=4x_100&search=${'x'.repeat(81)}`,
    )
    expect(res.status).toBe(400)
    const { fields } = ((await res.json()) as { error: { fields: Record<string, string[]> } }).error
    expect(Object.keys(fields).sort()).toEqual(['discipline', 'organisation', 'page', 'pageSize', 'search'])
    expect(fields.organisation).toEqual(['Must be a three-letter delegation code'])
    expect(fields.search).toEqual(['At most 80 characters'])
  })

  it('serves the unsearched pages from memory with an ETag', async () => {
    const res = await t.request('/api/v1/teams?page=2')
    const etag = res.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(res.headers.get('cache-control')).toContain('max-age=60')
    expect((await t.request('/api/v1/teams?page=2', { headers: { 'If-None-Match': etag ?? '' } })).status).toBe(304)
  })

  // Changes the data: last in the file.
  it("searches the team's own name; an empty page is not kept, so a team added later shows", async () => {
    const [free] = await queryRows<{ code: string }>(
      t.ctx.database,
      sql`select o.code from organisations o where not exists (
        select 1 from teams tm join events e on e.code = tm.event_code
        where tm.organisation_code = o.code and e.discipline_code = 'TRI') order by o.code limit 1`,
    )
    if (!free) throw new Error('every delegation has a triathlon team')
    const path = `?organisation=${free.code}&discipline=triathlon`
    expect(await teamPage(path)).toMatchObject({ total: 0, items: [] })
    expect((await teamPage('?search=tubar')).total).toBe(0)
    await t.ctx.database.db.insert(teams).values({
      id: `TRIXRELAY-3D-${free.code}`,
      names: { pt: 'Os Tubarões', en: 'The Sharks', es: 'Los Tiburones', az: 'Köpəkbalıqları' },
      organisationCode: free.code,
      eventCode: 'TRIXRELAY-3D',
    })
    try {
      expect(ids(await teamPage(path))).toEqual([`TRIXRELAY-3D-${free.code}`])
      expect(ids(await teamPage('?lang=pt&search=tubar'))).toEqual([`TRIXRELAY-3D-${free.code}`])
      expect(ids(await teamPage('?lang=en&search=SHARKS'))).toEqual([`TRIXRELAY-3D-${free.code}`])
      expect((await teamPage('?lang=en&search=tubar')).total).toBe(0)
    } finally {
      await t.ctx.database.db.delete(teams).where(eq(teams.id, `TRIXRELAY-3D-${free.code}`))
    }
  })
})

describe('GET /api/v1/teams/{id}', () => {
  it('answers a team with its members, as the teams list has it; 404 for an unknown or malformed id', async () => {
    const list = (await (await t.request('/api/v1/teams?pageSize=1')).json()) as { items: { id: string }[] }
    const first = list.items[0]
    expect(first).toBeDefined()
    const res = await t.request(`/api/v1/teams/${first?.id}`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual(first)
    expect((await t.request('/api/v1/teams/NO-SUCH-TEAM')).status).toBe(404)
    expect((await t.request('/api/v1/teams/a%20b')).status).toBe(404)
  })
})
