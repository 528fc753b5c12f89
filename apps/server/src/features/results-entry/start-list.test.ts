/** `PUT /api/v1/units/{code}/start-list`: staff set a unit's start list (issue 42 point 5, decision 075). */
import { PutStartListAnswerSchema } from '@podium/domain'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { heatsToFinal, unitsByPhase } from '../../../test/structure-fixtures.ts'
import { auditLog, liveEvents, startListEntries } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const put = (code: string, body: unknown) =>
  t.request(`/api/v1/units/${code}/start-list`, { method: 'PUT', headers: admin, body: JSON.stringify(body) })

const RACE = 'ATHM110MH-3D'
let final = ''
let heat = ''
let entrants: string[] = []
let outsider = ''

async function startList(code: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, code))
    .orderBy(asc(startListEntries.startOrder))
  return rows.map((r) => [r.athleteId, r.position])
}

async function problems(res: Response): Promise<string[]> {
  expect(res.status).toBe(422)
  const body = (await res.json()) as { error: { code: string; problems: { code: string }[] } }
  expect(body.error.code).toBe('invalid_start_list')
  return body.error.problems.map((p) => p.code)
}

beforeAll(async () => {
  const phases = await unitsByPhase(t, RACE)
  final = phases.get('final')?.[0] ?? ''
  heat = phases.get('heat')?.[0] ?? ''
  entrants = (
    await queryRows<{ id: string }>(
      t.ctx.database,
      sql`select athlete_id as id from entries where event_code = ${RACE} order by id`,
    )
  ).map((r) => r.id)
  const [other] = await queryRows<{ id: string }>(
    t.ctx.database,
    sql`select id from athletes a where not exists
        (select 1 from entries e where e.event_code = ${RACE} and e.athlete_id = a.id) order by id limit 1`,
  )
  outsider = other?.id ?? ''
})

describe('PUT /api/v1/units/{code}/start-list', () => {
  it('sets the list in start order with lanes, audited and announced', async () => {
    const [a = '', b = '', c = ''] = entrants
    const res = await put(final, { entries: [a, b, c].map((athleteId, i) => ({ athleteId, position: String(i + 3) })) })
    expect(res.status).toBe(200)
    const body = PutStartListAnswerSchema.parse(await res.json())
    expect(body).toMatchObject({ unit: { code: final }, entries: 3 })
    expect(await startList(final)).toEqual([
      [a, '3'],
      [b, '4'],
      [c, '5'],
    ])
    const [audit] = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, final), eq(auditLog.action, 'unit.startList')))
      .orderBy(desc(auditLog.id))
    expect(audit?.actor).toBe('admin-token')
    const [live] = await t.ctx.database.db.select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1)
    expect(live).toMatchObject({ kind: 'result', payload: { unitCode: final } })
  })

  it('refuses unknown competitors, competitors not entered, the same one twice and a shared lane, writing nothing', async () => {
    const before = await startList(final)
    const [a = '', b = ''] = entrants
    expect(await problems(await put(final, { entries: [{ athleteId: 'NO-SUCH-ATHLETE' }] }))).toEqual([
      'unknown-competitor',
    ])
    expect(await problems(await put(final, { entries: [{ athleteId: outsider }] }))).toEqual(['not-in-event'])
    expect(await problems(await put(final, { entries: [{ athleteId: a }, { athleteId: a }] }))).toEqual([
      'duplicate-competitor',
    ])
    const lanes = {
      entries: [
        { athleteId: a, position: '4' },
        { athleteId: b, position: '4' },
      ],
    }
    expect(await problems(await put(final, lanes))).toEqual(['duplicate-position'])
    // Neither an athlete nor a team: the body's own check.
    expect((await put(final, { entries: [{ position: '1' }] })).status).toBe(400)
    expect(await startList(final)).toEqual(before)
  })

  it('refuses more competitors than the structure’s lanes', async () => {
    const format = await heatsToFinal(t, RACE)
    const stored = await t.request(`/api/v1/admin/events/${RACE}/format`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify(format),
    })
    expect(stored.status).toBe(200)
    const nine = entrants.slice(0, 9).map((athleteId) => ({ athleteId }))
    expect(nine).toHaveLength(9)
    expect(await problems(await put(final, { entries: nine }))).toEqual(['over-lane-count'])
    expect((await put(final, { entries: nine.slice(0, 8) })).status).toBe(200)
  })

  it('refuses a third competitor in a match of a stored draw (two sides), keeping its list', async () => {
    // A judo semi-final of the demo's stored draw that is not played yet: a match has two sides.
    const event = 'JUDW57KG-3D'
    const semi = `${event}-SEMI-02`
    const judoka = (
      await queryRows<{ id: string }>(
        t.ctx.database,
        sql`select athlete_id as id from entries where event_code = ${event} order by id limit 3`,
      )
    ).map((r) => ({ athleteId: r.id }))
    expect(judoka).toHaveLength(3)
    const before = await startList(semi)
    const res = await put(semi, { entries: judoka })
    expect(await problems(res)).toEqual(['over-lane-count'])
    expect(await startList(semi)).toEqual(before)
  })

  it('keeps the list of a unit with results unless staff force it', async () => {
    const list = await startList(heat)
    const rows = list.map(([athleteId], i) => ({ rank: i + 1, athleteId, result: (14 + i / 10).toFixed(2) }))
    const results = await t.request(`/api/v1/units/${heat}/results`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ results: rows, resultStatus: 'UNOFFICIAL' }),
    })
    expect(results.status).toBe(200)
    const reversed = { entries: [...list].reverse().map(([athleteId, position]) => ({ athleteId, position })) }
    const locked = await put(heat, reversed)
    expect(locked.status).toBe(409)
    expect(await locked.json()).toMatchObject({ error: { code: 'start_list_locked', units: [heat] } })
    expect(await startList(heat)).toEqual(list)
    expect((await put(heat, { ...reversed, force: true })).status).toBe(200)
    expect((await startList(heat)).map(([id]) => id)).toEqual([...list].reverse().map(([id]) => id))
  })
})
