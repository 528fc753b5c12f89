import type { AthletePage, AthleteProfile, Delegation, Team } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
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

describe('GET /api/v1/organisations/{code}', () => {
  it('shows a delegation with athletes, teams, medals and schedule', async () => {
    const res = await t.request('/api/v1/organisations/bra?lang=en')
    expect(res.status).toBe(200)
    const d = (await res.json()) as Delegation
    expect(d.organisation).toMatchObject({ code: 'BRA', name: 'Brazil', flagUrl: '/flags/br.svg' })
    expect(d.athleteCount).toBe(d.athletes.length)
    expect(d.athletes.every((a) => a.organisation.code === 'BRA')).toBe(true)
    expect(d.teams.length).toBeGreaterThan(0)
    expect(d.medals.total).toBe(d.medals.gold + d.medals.silver + d.medals.bronze)
    expect(d.medals.medallists.length).toBe(d.medals.total)
    expect(d.schedule.length).toBeGreaterThan(0)
    const starts = d.schedule.map((u) => u.startAt)
    expect(starts).toEqual([...starts].sort())
  })

  it('is 404 for an unknown delegation', async () => {
    expect((await t.request('/api/v1/organisations/XYZ')).status).toBe(404)
  })
})

describe('GET /api/v1/teams', () => {
  it('lists teams with their members, filtered by delegation and discipline', async () => {
    const res = await t.request('/api/v1/teams?organisation=JPN&discipline=triathlon')
    const { items } = (await res.json()) as { items: Team[] }
    expect(items.map((i) => i.id)).toEqual(['TRIXRELAY-3D-JPN'])
    expect(items[0]?.members).toHaveLength(4)
    const all = (await (await t.request('/api/v1/teams')).json()) as { items: Team[] }
    expect(all.items.length).toBeGreaterThan(20)
  })
})
