import { type RecordsAnswer, type UnitDetail, VALIDATION_MESSAGES, validationMessageKey } from '@podium/domain'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { auditLog, events, liveEvents, records, startListEntries, units } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  t.request(path, { method, headers, body: JSON.stringify(body) })
const db = () => t.ctx.database.db

/** A scheduled unit of a timed event, with its start list (competitors who may have results). */
async function scheduledTimedUnit() {
  const [row] = await db()
    .select({ code: units.code, eventCode: units.eventCode })
    .from(units)
    .innerJoin(events, eq(events.code, units.eventCode))
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .where(and(eq(units.scheduleStatus, 'SCHEDULED'), eq(events.resultKind, 'time'), isNotNull(units.eventCode)))
    .orderBy(asc(units.startAt), asc(units.code))
    .limit(1)
  if (!row?.eventCode) throw new Error('the demo has no scheduled timed unit')
  const entries = await db()
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, row.code))
    .orderBy(asc(startListEntries.startOrder))
  return { code: row.code, eventCode: row.eventCode, entries }
}

const competitor = (e: { athleteId: string | null; teamId: string | null }) =>
  e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }

describe('a timed, measured or judged detail entered with results', () => {
  it('refuses a series of seven attempts with a translated message, and writes nothing', async () => {
    const { code, entries } = await scheduledTimedUnit()
    const first = entries[0]
    if (!first) throw new Error('no start list')
    const attempts = Array.from({ length: 7 }, () => ({ mark: '7.01', wind: '+0.4' }))
    const res = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [{ rank: 1, ...competitor(first), result: '7.01', detail: { attempts } }],
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } }
    const message = body.error.fields['results.0.detail.attempts']?.[0] ?? ''
    expect(message).toBe(VALIDATION_MESSAGES.attemptsTooMany)
    // The web translates it by its key (auth.validation.attemptsTooMany in the four locale files).
    expect(validationMessageKey(message)).toBe('attemptsTooMany')
    const unit = (await (await t.request(`/api/v1/units/${code}`)).json()) as UnitDetail
    expect(unit.results).toEqual([])
  })

  it('keeps a wind-assisted reading (marked on the web) and refuses one that is not a reading', async () => {
    const { code, entries } = await scheduledTimedUnit()
    const [a] = entries
    if (!a) throw new Error('no start list')
    const bad = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [{ rank: 1, ...competitor(a), result: '10.41', wind: 'abc' }],
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      'results.0.wind': [VALIDATION_MESSAGES.windInvalid],
    })
  })
})

describe('records', () => {
  it('GET /api/v1/records is public; PUT /api/v1/records needs an admin and checks its events', async () => {
    expect((await t.request('/api/v1/records')).status).toBe(200)
    const record = { eventCode: 'NOPE', kind: 'GR', mark: '10.00', holder: 'Nobody' }
    const anonymous = await send(
      'PUT',
      '/api/v1/records',
      { records: [record] },
      { 'Content-Type': 'application/json' },
    )
    expect(anonymous.status).toBe(401)
    const unknown = await send('PUT', '/api/v1/records', { records: [record] })
    expect(unknown.status).toBe(400)
    expect(((await unknown.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      'records.0.eventCode': [VALIDATION_MESSAGES.eventUnknown],
    })
    const badKind = await send('PUT', '/api/v1/records', { records: [{ ...record, kind: 'games' }] })
    expect(badKind.status).toBe(400)
  })

  it('a result beating a games record marks its row, replaces the record and is announced, in one write', async () => {
    const { code, eventCode, entries } = await scheduledTimedUnit()
    const [a, b] = entries
    if (!a || !b) throw new Error('a start list of two at least')
    const stored = await send('PUT', '/api/v1/records', {
      records: [{ eventCode, kind: 'GR', mark: '1:00.00', holder: 'Old Holder', date: '2022-07-01' }],
    })
    expect(stored.status).toBe(200)
    expect(await stored.json()).toEqual({ records: 1 })
    const [audit] = await db().select().from(auditLog).orderBy(desc(auditLog.id)).limit(1)
    expect(audit).toMatchObject({ action: 'event.records', actor: 'admin-token' })

    const res = await send('PUT', `/api/v1/units/${code}/results`, {
      resultStatus: 'UNOFFICIAL',
      results: [
        { rank: 1, ...competitor(a), result: '59.10', time: '59.10' },
        { rank: 2, ...competitor(b), result: '59.80', time: '59.80' },
      ],
    })
    expect(res.status).toBe(200)

    const unit = (await (await t.request(`/api/v1/units/${code}`)).json()) as UnitDetail
    expect(unit.results.map((r) => r.detail?.records ?? [])).toEqual([['GR'], []])

    const [row] = await db().select().from(records).where(eq(records.eventCode, eventCode))
    expect(row).toMatchObject({
      kind: 'GR',
      mark: '59.10',
      unitCode: code,
      previousMark: '1:00.00',
      previousHolder: 'Old Holder',
      athleteId: a.teamId ? null : a.athleteId,
    })
    const [live] = await db()
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.kind, 'record'))
      .orderBy(desc(liveEvents.id))
      .limit(1)
    expect(live?.payload).toMatchObject({ eventCode, unitCode: code, kind: 'GR', mark: '59.10', change: 'broken' })

    const list = (await (await t.request('/api/v1/records?lang=en')).json()) as RecordsAnswer
    expect(list.records.find((r) => r.eventCode === eventCode)).toMatchObject({
      mark: '59.10',
      previousMark: '1:00.00',
    })

    // The same unit written again (a correction keeping the mark) keeps its badge: compared with the mark it replaced.
    const again = await send('PUT', `/api/v1/units/${code}/results`, {
      resultStatus: 'OFFICIAL',
      results: [
        { rank: 1, ...competitor(a), result: '59.10', time: '59.10' },
        { rank: 2, ...competitor(b), result: '59.80', time: '59.80' },
      ],
    })
    expect(again.status).toBe(200)
    const official = (await (await t.request(`/api/v1/units/${code}`)).json()) as UnitDetail
    expect(official.results[0]?.detail?.records).toEqual(['GR'])

    // A correction that no longer beats it gives the record back to its previous holder.
    const corrected = await send('PUT', `/api/v1/units/${code}/results`, {
      resultStatus: 'OFFICIAL',
      reason: 'The timing was read again after a protest',
      results: [
        { rank: 1, ...competitor(a), result: '1:00.20', time: '1:00.20' },
        { rank: 2, ...competitor(b), result: '1:00.80', time: '1:00.80' },
      ],
    })
    expect(corrected.status).toBe(200)
    const [back] = await db().select().from(records).where(eq(records.eventCode, eventCode))
    expect(back).toMatchObject({ mark: '1:00.00', holder: 'Old Holder', unitCode: null })
    const after = (await (await t.request(`/api/v1/units/${code}`)).json()) as UnitDetail
    expect(after.results.map((r) => r.detail?.records ?? [])).toEqual([[], []])
  })
})
