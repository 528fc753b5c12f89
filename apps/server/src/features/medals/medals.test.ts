import { type Medallists, type MedalTable, medalEventsNewestFirst } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { medallists } from '../../db/schema.ts'
import { publishLiveEvent } from '../../live/journal.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const table = async (query = '') => {
  const res = await t.request(`/api/v1/medals${query}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as MedalTable).items
}

/** An independent recount in SQL: one medal per (event, medal, organisation, team or athlete). */
async function recount(where = sql`true`) {
  const rows = await queryRows<{ code: string; gold: number; silver: number; bronze: number }>(
    t.ctx.database,
    sql`
    with medals as (
      select distinct m.event_code, m.medal, m.organisation_code, coalesce('t' || m.team_id, 'a' || m.athlete_id) as who
      from medallists m join events e on e.code = m.event_code where ${where})
    select organisation_code as code,
      count(*) filter (where medal = 'GOLD')::int as gold,
      count(*) filter (where medal = 'SILVER')::int as silver,
      count(*) filter (where medal = 'BRONZE')::int as bronze
    from medals group by organisation_code`,
  )
  return rows.map((r) => ({ ...r, total: r.gold + r.silver + r.bronze }))
}

type Count = { code: string; gold: number; silver: number; bronze: number; total: number }
const byGold = (a: Count, b: Count) =>
  b.gold - a.gold || b.silver - a.silver || b.bronze - a.bronze || a.code.localeCompare(b.code)
const byTotal = (a: Count, b: Count) => b.total - a.total || byGold(a, b)
const shape = (items: MedalTable['items']) =>
  items.map((i) => ({ code: i.organisation.code, gold: i.gold, silver: i.silver, bronze: i.bronze, total: i.total }))

describe('GET /api/v1/medals', () => {
  it('ranks every delegation with a medal by gold first, matching a recount of the medallists', async () => {
    const items = await table('?lang=en')
    const expected = (await recount()).sort(byGold)
    expect(expected.length).toBeGreaterThan(10)
    expect(shape(items)).toEqual(expected)
    expect(items[0]?.rank).toBe(1)
    expect(items[0]?.organisation.name).toBeTruthy()
    expect(items[0]?.organisation.flagUrl).toMatch(/^\/flags\//)
  })

  it('filters by discipline, gender and division, and ranks by total on request', async () => {
    expect(shape(await table('?discipline=judo'))).toEqual((await recount(sql`e.discipline_code = 'JUD'`)).sort(byGold))
    expect(shape(await table('?gender=W'))).toEqual((await recount(sql`e.gender = 'W'`)).sort(byGold))
    expect(shape(await table('?division=2D&rank=total'))).toEqual((await recount(sql`e.division = '2D'`)).sort(byTotal))
  })

  it('counts a team medal once, not once per member', async () => {
    const relay = await table('?discipline=triathlon&gender=X')
    const gold = relay.reduce((sum, r) => sum + r.gold, 0)
    expect(gold).toBe(1)
  })

  it('shares a rank between equal delegations (1, 2, 2, 4)', async () => {
    const items = await table()
    items.forEach((item, i) => {
      const prev = items[i - 1]
      if (prev && prev.gold === item.gold && prev.silver === item.silver && prev.bronze === item.bronze) {
        expect(item.rank).toBe(prev.rank)
      } else expect(item.rank).toBe(i + 1)
    })
  })

  it('lists delegations without a medal on request, after the medallists', async () => {
    const all = await table('?includeEmpty=true')
    expect(all.length).toBe(44)
    expect(all.at(-1)?.total).toBe(0)
  })

  it('answers an unknown discipline with an empty table and a bad parameter with 400', async () => {
    expect(await table('?discipline=curling')).toEqual([])
    const bad = await t.request('/api/v1/medals?rank=silver&gender=Q')
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields).sort()).toEqual(['gender', 'rank'])
  })
})

describe('GET /api/v1/medallists', () => {
  it('lists both bronzes of a judo event, medals in order', async () => {
    const res = await t.request('/api/v1/medallists?event=JUDM55KG-3D&lang=en')
    const { items } = (await res.json()) as Medallists
    expect(items.map((i) => i.medal)).toEqual(['GOLD', 'SILVER', 'BRONZE', 'BRONZE'])
    expect(items[0]).toMatchObject({ eventCode: 'JUDM55KG-3D', disciplineCode: 'JUD', team: null })
    expect(items[0]?.eventName).toContain('Men')
    expect(items[0]?.athletes).toHaveLength(1)
  })

  it('lists a team medal once with its members', async () => {
    const { items } = (await (await t.request('/api/v1/medallists?event=TRIXRELAY-3D')).json()) as Medallists
    const gold = items.filter((i) => i.medal === 'GOLD')
    expect(gold).toHaveLength(1)
    expect(gold[0]?.team?.id).toBe('TRIXRELAY-3D-JPN')
    expect(gold[0]?.athletes.length).toBe(4)
  })

  it('filters by delegation', async () => {
    const { items } = (await (await t.request('/api/v1/medallists?organisation=bra')).json()) as Medallists
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.organisation.code === 'BRA')).toBe(true)
  })

  it('hands out the newest events only on request, with the count of all of them', async () => {
    const all = (await (await t.request('/api/v1/medallists?discipline=judo')).json()) as Medallists
    const latest = (await (await t.request('/api/v1/medallists?discipline=judo&latestEvents=2')).json()) as Medallists
    const events = new Set(all.items.map((i) => i.eventCode))
    expect(all.eventCount).toBe(events.size)
    expect(latest.eventCount).toBe(events.size)
    expect(events.size).toBeGreaterThan(2)
    // Every medal of the two events decided last, none of the others, in the same order as the whole list.
    const newest = medalEventsNewestFirst(all.items)
      .slice(0, 2)
      .map((e) => e.eventCode)
    expect(latest.items).toEqual(all.items.filter((i) => newest.includes(i.eventCode)))
  })

  it('refuses a count of events that is not a small positive number', async () => {
    for (const bad of ['0', '-1', '2.5', 'ten', '101']) {
      const res = await t.request(`/api/v1/medallists?latestEvents=${bad}`)
      expect(res.status, bad).toBe(400)
      const body = (await res.json()) as { error: { fields: Record<string, string> } }
      expect(Object.keys(body.error.fields)).toEqual(['latestEvents'])
    }
  })
})

describe('live medal changes', () => {
  it('a medal event makes the cached table stale', async () => {
    const before = (await table('?discipline=judo')).find((r) => r.organisation.code === 'CPV')?.gold ?? 0
    await t.ctx.database.db.transaction(async (tx) => {
      await tx.insert(medallists).values({ eventCode: 'JUDM55KG-3D', medal: 'GOLD', organisationCode: 'CPV' })
      await publishLiveEvent(tx, 'medal', { eventCode: 'JUDM55KG-3D', disciplineCode: 'JUD' })
    })
    await vi.waitFor(async () => {
      const after = (await table('?discipline=judo')).find((r) => r.organisation.code === 'CPV')
      expect(after?.gold).toBe(before + 1)
    })
  })
})
