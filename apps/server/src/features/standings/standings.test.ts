import { type EventStandings, EventStandingsSchema } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown) =>
  t.request(path, { method, headers: admin, body: JSON.stringify(body) })

async function standings(eventCode: string): Promise<EventStandings> {
  const res = await t.request(`/api/v1/events/${eventCode}/standings?lang=en`)
  expect(res.status).toBe(200)
  const body = await res.json()
  // The contract: the parsed body equals the body sent (no field the schema does not declare).
  expect(EventStandingsSchema.parse(body)).toEqual(body)
  return body as EventStandings
}

/** Pool events of the seeded games whose discipline ranks pools by points, with a count of official matches. */
async function poolEvents(discipline: string) {
  return queryRows<{ code: string; official: number }>(
    t.ctx.database,
    sql`select e.code, count(u.code) filter (where u.result_status = 'OFFICIAL')::int as official
        from events e join phases p on p.event_code = e.code and p.phase_type = 'pool'
        join units u on u.phase_code = p.code
        where e.discipline_code = ${discipline}
        group by e.code order by official desc, e.code`,
  )
}

/** An independent recount in SQL of each competitor's official pool matches: played, won, lost. */
async function recount(phaseCode: string) {
  return queryRows<{ id: string; played: number; won: number; lost: number }>(
    t.ctx.database,
    sql`select coalesce(r.team_id, r.athlete_id) as id, count(*)::int as played,
          count(*) filter (where r.winner)::int as won, count(*) filter (where r.winner = false)::int as lost
        from results r join units u on u.code = r.unit_code
        where u.phase_code = ${phaseCode} and u.result_status = 'OFFICIAL'
        group by 1 order by 1`,
  )
}

describe('GET /api/v1/events/{code}/standings', () => {
  it('derives each basketball pool from its official results by FIBA points, matching a recount', async () => {
    const [event] = await poolEvents('BKB')
    if (!event) throw new Error('the test games have no basketball pools')
    expect(event.official).toBeGreaterThan(0)
    const body = await standings(event.code)
    expect(body.rule).toBe('fiba-basketball')
    expect(body.citation).toContain('FIBA')
    expect(body.pools.length).toBeGreaterThanOrEqual(2)
    for (const pool of body.pools) {
      const counted = await recount(pool.phaseCode)
      const fromTable = pool.rows
        .filter((r) => r.played > 0)
        .map((r) => ({ id: r.competitorId, played: r.played, won: r.won, lost: r.lost }))
        .sort((a, b) => a.id.localeCompare(b.id))
      expect(fromTable).toEqual(counted)
      for (const row of pool.rows) {
        // FIBA: 2 a win, 1 a loss (0 for a forfeit, which the seeded games do not have).
        expect(row.points).toBe(2 * row.won + row.lost - row.forfeits)
        expect(row.competitor.team?.id ?? row.competitor.athlete?.id).toBe(row.competitorId)
      }
      const points = pool.rows.map((r) => r.points)
      expect(points).toEqual([...points].sort((a, b) => b - a))
      expect(pool.rows[0]?.rank).toBe(1)
      expect(pool.matchesOfficial).toBe(counted.reduce((sum, r) => sum + r.played, 0) / 2)
      expect(pool.complete).toBe(pool.matchesOfficial === pool.matchesTotal)
      expect(pool.ignored).toEqual([])
    }
  })

  it('counts a match only once its result is official, and recounts after the write', async () => {
    // A pool match not yet played, with its two competitors on the start list.
    const [unit] = await queryRows<{ code: string; event: string; phase: string }>(
      t.ctx.database,
      sql`select u.code, u.event_code as event, u.phase_code as phase from units u
          join phases p on p.code = u.phase_code and p.phase_type = 'pool'
          join events e on e.code = u.event_code and e.discipline_code in ('BKB', 'HBL', 'VVO', 'VBV')
          where u.result_status is distinct from 'OFFICIAL'
            and (select count(*) from start_list_entries s where s.unit_code = u.code) = 2
          order by u.start_at, u.code limit 1`,
    )
    if (!unit) throw new Error('the test games have no pool match left to play')
    const sides = await queryRows<{ team: string | null; athlete: string | null }>(
      t.ctx.database,
      sql`select team_id as team, athlete_id as athlete from start_list_entries
          where unit_code = ${unit.code} order by start_order`,
    )
    const id = (s: { team: string | null; athlete: string | null } | undefined) => s?.team ?? s?.athlete ?? ''
    const competitor = (s: { team: string | null; athlete: string | null } | undefined) =>
      s?.team ? { teamId: s.team } : { athleteId: s?.athlete ?? '' }
    const [home, away] = sides
    const poolOf = (b: EventStandings) => b.pools.find((p) => p.phaseCode === unit.phase)
    const rowOf = (b: EventStandings, who: string) => poolOf(b)?.rows.find((r) => r.competitorId === who)

    const before = await standings(unit.event)
    const homeBefore = rowOf(before, id(home))
    const awayBefore = rowOf(before, id(away))
    expect(homeBefore).toBeDefined()

    const results = [
      { ...competitor(home), rank: 1, winner: true, score: '3-0', result: '3' },
      { ...competitor(away), rank: 2, winner: false, score: '3-0', result: '0' },
    ]
    const unofficial = await send('PUT', `/api/v1/units/${unit.code}/results`, { results, resultStatus: 'UNOFFICIAL' })
    expect(unofficial.status).toBe(200)
    const meanwhile = await standings(unit.event)
    expect(rowOf(meanwhile, id(home))?.played).toBe(homeBefore?.played)
    expect(poolOf(meanwhile)?.matchesOfficial).toBe(poolOf(before)?.matchesOfficial)

    const official = await send('PATCH', `/api/v1/units/${unit.code}`, { resultStatus: 'OFFICIAL' })
    expect(official.status).toBe(200)
    const after = await standings(unit.event)
    expect(rowOf(after, id(home))).toMatchObject({
      played: (homeBefore?.played ?? 0) + 1,
      won: (homeBefore?.won ?? 0) + 1,
      scored: (homeBefore?.scored ?? 0) + 3,
    })
    expect(rowOf(after, id(away))).toMatchObject({
      played: (awayBefore?.played ?? 0) + 1,
      lost: (awayBefore?.lost ?? 0) + 1,
      conceded: (awayBefore?.conceded ?? 0) + 3,
    })
    expect(poolOf(after)?.matchesOfficial).toBe((poolOf(before)?.matchesOfficial ?? 0) + 1)
    for (const pool of after.pools)
      expect(await recount(pool.phaseCode)).toHaveLength(pool.rows.filter((r) => r.played > 0).length)
  })

  it('answers an event without pools with no tables, and 404 for an event that does not exist', async () => {
    const [race] = await queryRows<{ code: string }>(
      t.ctx.database,
      sql`select code from events where discipline_code = 'ATH' order by code limit 1`,
    )
    if (!race) throw new Error('the test games have no athletics event')
    const body = await standings(race.code)
    expect(body).toMatchObject({ rule: null, citation: null, pools: [] })
    const cached = t.ctx.cache.size
    const madeUp = Array.from({ length: 30 }, (_, i) => `/api/v1/events/NO-SUCH-EVENT-${i}/standings`)
    for (const path of [...madeUp, '/api/v1/events/%3Cscript%3E/standings']) {
      const res = await t.request(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    // A made-up code keeps no read model.
    expect(t.ctx.cache.size).toBe(cached)
  })
})
