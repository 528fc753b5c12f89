/**
 * Progression inside the results writer (issue 35, decision 075): an official result fills the start lists of the
 * units that depend on it, in the writer's transaction; a correction re-resolves them; a unit already started is
 * never changed silently. HTTP against the real server, as staff do it.
 */
import { type EventFormat, EventStructureSchema, parseRaceTime } from '@podium/domain'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { heatsToFinal, unitsByPhase } from '../../../test/structure-fixtures.ts'
import { auditLog, liveEvents, results, startListEntries } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown) =>
  t.request(path, { method, headers: admin, body: JSON.stringify(body) })
const db = () => t.ctx.database.db

async function startList(code: string) {
  const rows = await db()
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, code))
    .orderBy(asc(startListEntries.startOrder))
  return rows.map((r) => ({ startOrder: r.startOrder, position: r.position, id: r.teamId ?? r.athleteId }))
}
const resultRows = async (code: string) =>
  (await db().select().from(results).where(eq(results.unitCode, code)).orderBy(asc(results.sortOrder))).map((r) => ({
    id: r.teamId ?? r.athleteId,
    rank: r.rank,
    winner: r.winner,
  }))

async function putFormat(format: EventFormat) {
  const res = await send('PUT', `/api/v1/admin/events/${format.eventCode}/format`, format)
  expect(res.status, await res.clone().text()).toBe(200)
}

describe('heats → final', () => {
  const RACE = 'ATHM110MH-3D'
  let heats: string[] = []
  let final = ''
  /** Each heat's athletes in finishing order, with their times. */
  const finish = new Map<string, { id: string; time: string }[]>()

  /** A heat's result as staff enter it: ranks in the order given, times growing by a tenth. */
  async function officialHeat(code: string, order: string[], base: number, status = 'OFFICIAL') {
    const rows = order.map((id, i) => ({ rank: i + 1, athleteId: id, result: (base + i * 0.1).toFixed(2) }))
    finish.set(
      code,
      rows.map((r) => ({ id: r.athleteId, time: r.result })),
    )
    // A reason, as staff give one when the heat was already official (decision 086).
    return send('PUT', `/api/v1/units/${code}/results`, { results: rows, resultStatus: status, reason: 'Correction' })
  }

  /** The final's expected field, recounted here: the first 3 of each heat, then the 2 fastest of the rest. */
  function expectedFinal(): string[] {
    const [h1 = [], h2 = []] = heats.map((h) => finish.get(h) ?? [])
    const byPlace = [h1[0], h2[0], h1[1], h2[1], h1[2], h2[2]].map((r) => r?.id)
    const rest = [...h1.slice(3), ...h2.slice(3)].sort(
      (a, b) => (parseRaceTime(a.time) ?? 0) - (parseRaceTime(b.time) ?? 0),
    )
    return [...byPlace, rest[0]?.id, rest[1]?.id] as string[]
  }

  beforeAll(async () => {
    const phases = await unitsByPhase(t, RACE)
    heats = phases.get('heat') ?? []
    final = phases.get('final')?.[0] ?? ''
    await putFormat(await heatsToFinal(t, RACE))
  })

  it('fills the final from the heats’ Q and q in the writer’s transaction, lanes from the centre out', async () => {
    const [h1 = '', h2 = ''] = heats
    expect(await startList(final)).toEqual([])
    const field1 = (await startList(h1)).map((r) => r.id as string)
    const field2 = (await startList(h2)).map((r) => r.id as string)
    expect((await officialHeat(h1, field1, 14.0)).status).toBe(200)
    // Heat 1 alone decides its first three (Q); the places by time wait for heat 2.
    const expectedAfterOne = (await startList(final)).map((r) => r.id)
    expect(expectedAfterOne).toEqual([field1[0], field1[1], field1[2]])
    expect((await startList(final)).map((r) => r.startOrder)).toEqual([1, 3, 5])

    // Heat 2 slower at the back: its 4th and 5th are not the fastest of the rest.
    const res = await officialHeat(h2, field2, 13.95)
    expect(res.status).toBe(200)
    const filled = await startList(final)
    expect(filled.map((r) => r.id)).toEqual(expectedFinal())
    expect(filled.map((r) => r.position)).toEqual(['4', '5', '3', '6', '2', '7', '1', '8'])
    // The public structure says the same: the final decided, each heat's qualifiers marked Q or q.
    const structure = EventStructureSchema.parse(
      await (await t.request(`/api/v1/events/${RACE}/structure?lang=en`)).json(),
    )
    const slotIds = structure.rounds[1]?.units[0]?.slots.map((s) => (s.state === 'decided' ? s.competitorId : null))
    expect(slotIds).toEqual(expectedFinal())
    const marks = structure.rounds[0]?.units.flatMap((u) =>
      u.slots.flatMap((s) => (s.state === 'decided' && s.qualification ? [s.qualification] : [])),
    )
    expect(marks?.sort()).toEqual(['Q', 'Q', 'Q', 'Q', 'Q', 'Q', 'q', 'q'])

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, final), eq(auditLog.action, 'unit.startList')))
      .orderBy(desc(auditLog.id))
    expect(audit?.after).toMatchObject({ progression: h2 })
    const events = await db().select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(6)
    expect(events.map((e) => [e.kind, (e.payload as { unitCode?: string }).unitCode])).toContainEqual(['result', final])
  })

  it('re-resolves on a correction and on an official result withdrawn, touching only the slots that change', async () => {
    const [h1 = '', h2 = ''] = heats
    // Correction: heat 1's 1st and 4th swap.
    const order = (finish.get(h1) ?? []).map((r) => r.id)
    const corrected = [order[3], order[1], order[2], order[0], ...order.slice(4)] as string[]
    expect((await officialHeat(h1, corrected, 14.0)).status).toBe(200)
    expect((await startList(final)).map((r) => r.id)).toEqual(expectedFinal())
    // Heat 2 no longer official: its qualifiers and those by time leave the final; heat 1's stay.
    const patch = await send('PATCH', `/api/v1/units/${h2}`, { resultStatus: 'UNOFFICIAL', reason: 'Protest' })
    expect(patch.status).toBe(200)
    const left = await startList(final)
    expect(left.map((r) => r.startOrder)).toEqual([1, 3, 5])
    expect(left.map((r) => r.id)).toEqual([corrected[0], corrected[1], corrected[2]])
    // Official again: the field is whole again.
    expect((await send('PATCH', `/api/v1/units/${h2}`, { resultStatus: 'OFFICIAL' })).status).toBe(200)
    expect((await startList(final)).map((r) => r.id)).toEqual(expectedFinal())
  })

  it('refuses a correction that would change a final already under way (409 naming it), writing nothing', async () => {
    const [h1 = ''] = heats
    expect((await send('PATCH', `/api/v1/units/${final}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    const heatBefore = await resultRows(h1)
    const finalBefore = await startList(final)
    const order = (finish.get(h1) ?? []).map((r) => r.id)
    const swapped = [order[4], order[1], order[2], order[3], order[0], ...order.slice(5)] as string[]
    const rows = swapped.map((id, i) => ({ rank: i + 1, athleteId: id, result: (14 + i * 0.1).toFixed(2) }))
    const res = await send('PUT', `/api/v1/units/${h1}/results`, { results: rows, resultStatus: 'OFFICIAL' })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: 'slot_already_played', units: [final] } })
    expect(await resultRows(h1)).toEqual(heatBefore)
    expect(await startList(final)).toEqual(finalBefore)
    // The same result again changes no slot: accepted.
    const same = (finish.get(h1) ?? []).map((r, i) => ({ rank: i + 1, athleteId: r.id, result: r.time }))
    expect((await send('PUT', `/api/v1/units/${h1}/results`, { results: same, resultStatus: 'OFFICIAL' })).status).toBe(
      200,
    )
  })
})

describe('a knockout: semi-finals → final and bronze', () => {
  const EVENT = 'BKBM-2D'
  let teams: string[] = []
  let sf: string[] = []
  let bronze = ''
  let final = ''

  beforeAll(async () => {
    teams = (
      await queryRows<{ id: string }>(
        t.ctx.database,
        sql`select team_id as id from entries where event_code = ${EVENT} and team_id is not null order by id limit 5`,
      )
    ).map((r) => r.id)
    const phases = await unitsByPhase(t, EVENT)
    sf = phases.get('semifinal') ?? []
    bronze = phases.get('bronze')?.[0] ?? ''
    final = phases.get('final')?.[0] ?? ''
    const [a = '', b = '', c = '', d = ''] = teams
    const [sf1 = '', sf2 = ''] = sf
    await putFormat({
      eventCode: EVENT,
      rounds: [
        {
          code: 'SF',
          stage: 'semi-final',
          contest: 'head-to-head',
          units: [
            {
              code: sf1,
              number: 1,
              slots: [
                { kind: 'competitor', competitorId: a },
                { kind: 'competitor', competitorId: b },
              ],
            },
            {
              code: sf2,
              number: 2,
              slots: [
                { kind: 'competitor', competitorId: c },
                { kind: 'competitor', competitorId: d },
              ],
            },
          ],
        },
        {
          code: 'BRNZ',
          stage: 'bronze',
          contest: 'head-to-head',
          units: [
            {
              code: bronze,
              number: 1,
              slots: [
                { kind: 'loser', unit: sf1 },
                { kind: 'loser', unit: sf2 },
              ],
            },
          ],
        },
        {
          code: 'FNL',
          stage: 'final',
          contest: 'head-to-head',
          units: [
            {
              code: final,
              number: 1,
              slots: [
                { kind: 'winner', unit: sf1 },
                { kind: 'winner', unit: sf2 },
              ],
            },
          ],
        },
      ],
    })
  })

  const match = (home: string, away: string, homeWins: boolean, status = 'OFFICIAL') => ({
    resultStatus: status,
    reason: 'Correction',
    results: [
      { rank: homeWins ? 1 : 2, teamId: home, score: homeWins ? '80-70' : '70-80', winner: homeWins },
      { rank: homeWins ? 2 : 1, teamId: away, score: homeWins ? '70-80' : '80-70', winner: !homeWins },
    ],
  })

  it('sends the winner to the final and the loser to the bronze match, home and away', async () => {
    const [a, b] = teams
    const [sf1 = ''] = sf
    expect((await send('PUT', `/api/v1/units/${sf1}/results`, match(a as string, b as string, true))).status).toBe(200)
    expect(await startList(final)).toEqual([{ startOrder: 1, position: 'home', id: a }])
    expect(await startList(bronze)).toEqual([{ startOrder: 1, position: 'home', id: b }])
  })

  it('refuses a result whose winner is not in the match, or with two winners, writing nothing', async () => {
    const [, , c = '', , outsider = ''] = teams
    const [, sf2 = ''] = sf
    const wrong = await send('PUT', `/api/v1/units/${sf2}/results`, match(c, outsider, false))
    expect(wrong.status).toBe(422)
    expect(await wrong.json()).toMatchObject({ error: { code: 'winner_not_in_match' } })
    const both = match(c, teams[3] as string, true)
    both.results[1] = { ...(both.results[1] as (typeof both.results)[number]), winner: true }
    const twice = await send('PUT', `/api/v1/units/${sf2}/results`, both)
    expect(twice.status).toBe(422)
    expect(await twice.json()).toMatchObject({ error: { code: 'two_winners' } })
    expect(await resultRows(sf2)).toEqual([])
    expect((await startList(final)).map((r) => r.id)).toEqual([teams[0]])
  })

  it('rolls back the result and every slot it filled when one dependant has started', async () => {
    const [a = '', b = '', c = '', d = ''] = teams
    const [sf1 = '', sf2 = ''] = sf
    expect((await send('PUT', `/api/v1/units/${sf2}/results`, match(c, d, true))).status).toBe(200)
    expect((await startList(final)).map((r) => r.id)).toEqual([a, c])
    expect((await startList(bronze)).map((r) => r.id)).toEqual([b, d])
    // The final starts; the bronze match has not.
    expect((await send('PATCH', `/api/v1/units/${final}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    // SF1 corrected: B won. That would change both the final (started) and the bronze match (not started).
    const res = await send('PUT', `/api/v1/units/${sf1}/results`, match(a, b, false))
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: 'slot_already_played', units: [final] } })
    expect((await resultRows(sf1)).find((r) => r.winner)?.id).toBe(a)
    expect((await startList(bronze)).map((r) => r.id)).toEqual([b, d])
    expect((await startList(final)).map((r) => r.id)).toEqual([a, c])
    // Staff undo the final's start first: then the correction goes through and both matches follow it.
    const undo = await send('POST', `/api/v1/units/${final}/undo`, { scheduleStatus: 'RUNNING', resultStatus: null })
    expect(undo.status).toBe(200)
    expect((await send('PUT', `/api/v1/units/${sf1}/results`, match(a, b, false))).status).toBe(200)
    expect((await startList(final)).map((r) => r.id)).toEqual([b, c])
    expect((await startList(bronze)).map((r) => r.id)).toEqual([a, d])
  })
})
