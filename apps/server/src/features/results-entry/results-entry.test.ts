import { type UnitDetail, VALIDATION_MESSAGES, validationMessageKey } from '@podium/domain'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { auditLog, liveEvents, medallists, results, startListEntries, units } from '../../db/schema.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = admin) =>
  t.request(path, { method, headers, body: typeof body === 'string' ? body : JSON.stringify(body) })

const db = () => t.ctx.database.db
const unitRow = async (code: string) => (await db().select().from(units).where(eq(units.code, code)))[0]
const lastLiveEvent = async () => (await db().select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(1))[0]

/** A scheduled competition unit with a known start list. */
async function scheduledUnitWithStartList(medal: 'GOLD' | null) {
  const rows = await db()
    .select({ code: units.code })
    .from(units)
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .where(
      and(
        eq(units.scheduleStatus, 'SCHEDULED'),
        isNotNull(units.eventCode),
        medal ? eq(units.medal, medal) : undefined,
      ),
    )
    .orderBy(asc(units.startAt), asc(units.code))
    .limit(1)
  const code = rows[0]?.code
  if (!code) throw new Error('the demo has no such unit')
  const entries = await db()
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, code))
    .orderBy(asc(startListEntries.startOrder))
  return { code, entries }
}

describe('PATCH /api/v1/units/{code}', () => {
  it('refuses a missing or wrong credential with 401 and changes nothing', async () => {
    const { code } = await scheduledUnitWithStartList(null)
    const before = await unitRow(code)
    for (const headers of [
      { 'Content-Type': 'application/json' } as Record<string, string>,
      { 'Content-Type': 'application/json', Authorization: 'Bearer wrong-token-0000000000' },
    ]) {
      const res = await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'GETTING_READY' }, headers)
      expect(res.status).toBe(401)
    }
    expect(await unitRow(code)).toEqual(before)
  })

  it('moves a unit, records who did it, and announces it on the live stream', async () => {
    const { code } = await scheduledUnitWithStartList(null)
    const before = await unitRow(code)
    const res = await send('PATCH', `/api/v1/units/${code}?lang=en`, { scheduleStatus: 'GETTING_READY' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ code, scheduleStatus: 'GETTING_READY' })
    const after = await unitRow(code)
    expect(after?.scheduleStatus).toBe('GETTING_READY')
    expect(after?.version).toBe((before?.version ?? 0) + 1)
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.entityId, code)).orderBy(desc(auditLog.id))
    expect(entry).toMatchObject({
      actor: 'admin-token',
      action: 'unit.status',
      before: { scheduleStatus: 'SCHEDULED' },
      after: { scheduleStatus: 'GETTING_READY' },
    })
    expect(await lastLiveEvent()).toMatchObject({
      kind: 'unit',
      payload: { unitCode: code, scheduleStatus: 'GETTING_READY', day: expect.stringMatching(/^2026-07-\d\d$/) },
    })
  })

  it('refuses a transition ODF does not allow with 409', async () => {
    const [finished] = await db().select().from(units).where(eq(units.scheduleStatus, 'FINISHED')).limit(1)
    const res = await send('PATCH', `/api/v1/units/${finished?.code}`, { scheduleStatus: 'RUNNING' })
    expect(res.status).toBe(409)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_transition')
    expect((await unitRow(finished?.code ?? ''))?.scheduleStatus).toBe('FINISHED')
  })

  it('answers 400 with field messages for a bad body, and 404 for an unknown unit', async () => {
    const { code } = await scheduledUnitWithStartList(null)
    const bad = await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'LUNCH', extra: 1 })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields)).toContain('scheduleStatus')
    expect((await send('PATCH', `/api/v1/units/${code}`, {})).status).toBe(400)
    expect((await send('PATCH', '/api/v1/units/NO-SUCH-UNIT', { scheduleStatus: 'RUNNING' })).status).toBe(404)
    expect((await send('PATCH', '/api/v1/units/..%2f..%2fetc', { scheduleStatus: 'RUNNING' })).status).toBe(404)
  })
})

describe('PUT /api/v1/units/{code}/results', () => {
  it('writes results of a final and, once official, its medallists; a protest withdraws them', async () => {
    const { code, entries } = await scheduledUnitWithStartList('GOLD')
    const competitors = entries.map((e) => (e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }))
    expect(competitors.length).toBeGreaterThanOrEqual(2)
    const rows = competitors.map((c, i) => ({ ...c, rank: i + 1, result: String(10 + i) }))

    const unofficial = await send('PUT', `/api/v1/units/${code}/results`, { results: rows, resultStatus: 'UNOFFICIAL' })
    expect(unofficial.status).toBe(200)
    expect(await db().$count(results, eq(results.unitCode, code))).toBe(rows.length)
    expect(await db().$count(medallists, eq(medallists.unitCode, code))).toBe(0)
    expect(await lastLiveEvent()).toMatchObject({ kind: 'result', payload: { unitCode: code } })

    const official = await send('PATCH', `/api/v1/units/${code}`, { resultStatus: 'OFFICIAL' })
    expect(official.status).toBe(200)
    const medals = await db().select().from(medallists).where(eq(medallists.unitCode, code))
    const byMedal = (m: string) => new Set(medals.filter((x) => x.medal === m).map((x) => x.teamId ?? x.athleteId))
    const id = (i: number) => {
      const c = competitors[i]
      return c && 'teamId' in c ? c.teamId : c?.athleteId
    }
    expect(byMedal('GOLD')).toEqual(new Set([id(0)]))
    expect(byMedal('SILVER')).toEqual(new Set([id(1)]))
    expect(await lastLiveEvent()).toMatchObject({ kind: 'medal', payload: { unitCode: code } })

    const protest = { resultStatus: 'PROTESTED', reason: 'Protest by the second placed' }
    expect((await send('PATCH', `/api/v1/units/${code}`, protest)).status).toBe(200)
    expect(await db().$count(medallists, eq(medallists.unitCode, code))).toBe(0)
  })

  it('refuses unsound ranks and unknown competitors with field messages, writing nothing', async () => {
    const { code, entries } = await scheduledUnitWithStartList(null)
    const first = entries[0]
    const second = entries[1]
    const competitor = (e: typeof first) => (e?.teamId ? { teamId: e.teamId } : { athleteId: e?.athleteId })
    const before = await db().select().from(results).where(eq(results.unitCode, code))
    const liveBefore = await lastLiveEvent()

    const gap = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [
        { ...competitor(first), rank: 1 },
        { ...competitor(second), rank: 3 },
      ],
    })
    expect(gap.status).toBe(400)
    const gapBody = (await gap.json()) as { error: { fields: Record<string, string[]> } }
    expect(gapBody.error.fields['results.1.rank']).toEqual(['Rank 3 follows rank 1: expected 2'])

    const unknown = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [{ athleteId: 'A9999', rank: 1 }],
    })
    expect(unknown.status).toBe(400)
    const unknownBody = (await unknown.json()) as { error: { fields: Record<string, string[]> } }
    expect(unknownBody.error.fields['results.0.athleteId']).toEqual(['Unknown competitor A9999'])

    expect(await db().select().from(results).where(eq(results.unitCode, code))).toEqual(before)
    expect((await lastLiveEvent())?.id).toBe(liveBefore?.id)
  })

  it('stores the sport detail of a row and answers it on the unit; a malformed detail is refused, writing nothing', async () => {
    const { code, entries } = await scheduledUnitWithStartList(null)
    const competitor = (i: number) => {
      const e = entries[i]
      return e?.teamId ? { teamId: e.teamId } : { athleteId: e?.athleteId }
    }
    const detail = {
      periods: [
        { label: 'S1', score: '25' },
        { label: 'S2', score: '23' },
      ],
      splits: [{ at: '50m', time: '27.31', rank: 2 }],
      records: ['GR'],
    }
    const before = await db().select().from(results).where(eq(results.unitCode, code))
    const bad = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [{ ...competitor(0), rank: 1, detail: { periods: [{ label: '', score: '25' }], colour: 'red' } }],
    })
    expect(bad.status).toBe(400)
    expect(await db().select().from(results).where(eq(results.unitCode, code))).toEqual(before)

    const ok = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [
        { ...competitor(0), rank: 1, detail },
        { ...competitor(1), rank: 2 },
      ],
    })
    expect(ok.status).toBe(200)
    const unit = (await (await t.request(`/api/v1/units/${code}?lang=en`)).json()) as UnitDetail
    expect(unit.results.map((r) => r.detail ?? null)).toEqual([detail, null])
  })

  it('refuses a record claimed for a wind-assisted mark with a translatable field message, writing nothing (decision 092)', async () => {
    const { code, entries } = await scheduledUnitWithStartList(null)
    const competitor = (i: number) => {
      const e = entries[i]
      return e?.teamId ? { teamId: e.teamId } : { athleteId: e?.athleteId }
    }
    const before = await db().select().from(results).where(eq(results.unitCode, code))
    const bad = await send('PUT', `/api/v1/units/${code}/results`, {
      results: [
        { ...competitor(0), rank: 1, result: '7.95', wind: '+2.4', detail: { records: ['GR'] } },
        { ...competitor(1), rank: 2, result: '7.80', wind: '+1.1' },
      ],
    })
    expect(bad.status).toBe(400)
    const error = ((await bad.json()) as { error: { fields: Record<string, string[]> } }).error
    expect(error.fields).toEqual({ 'results.0.detail.records': [VALIDATION_MESSAGES.recordWindAssisted] })
    expect(validationMessageKey(error.fields['results.0.detail.records']?.[0] ?? '')).toBe('recordWindAssisted')
    expect(await db().select().from(results).where(eq(results.unitCode, code))).toEqual(before)
  })

  it("refuses a set score that cannot end a set with the field's translatable message, and keeps a sound match's sets", async () => {
    const [unit] = await db()
      .select({ code: units.code })
      .from(units)
      .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
      .where(and(eq(units.disciplineCode, 'VVO'), eq(units.scheduleStatus, 'SCHEDULED')))
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(1)
    if (!unit) throw new Error('the demo has no scheduled volleyball match')
    const entries = await db()
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.unitCode, unit.code))
      .orderBy(asc(startListEntries.startOrder))
    const sets = (...scores: number[]) => scores.map((s, i) => ({ label: `S${i + 1}`, score: String(s) }))
    const body = (home: number[], away: number[]) => ({
      results: [
        {
          teamId: entries[0]?.teamId,
          rank: 1,
          result: '3',
          score: '3-1',
          detail: { periods: sets(...home), decision: 'sets' },
        },
        { teamId: entries[1]?.teamId, rank: 2, result: '1', score: '3-1', detail: { periods: sets(...away) } },
      ],
      resultStatus: 'OFFICIAL',
    })
    const before = await db().select().from(results).where(eq(results.unitCode, unit.code))
    // Neither 25-24 nor 25-26 can end a volleyball set: it is won by two clear points.
    const bad = await send('PUT', `/api/v1/units/${unit.code}/results`, body([25, 25, 25, 25], [24, 26, 18, 19]))
    expect(bad.status).toBe(400)
    const error = ((await bad.json()) as { error: { code: string; fields: Record<string, string[]> } }).error
    expect(error.code).toBe('invalid_request')
    expect(error.fields).toEqual({
      'results.0.detail.periods.0': [VALIDATION_MESSAGES.matchSetScoreImpossible],
      'results.0.detail.periods.1': [VALIDATION_MESSAGES.matchSetScoreImpossible],
    })
    // The web translates the message by its key.
    expect(validationMessageKey(error.fields['results.0.detail.periods.0']?.[0] ?? '')).toBe('matchSetScoreImpossible')
    expect(await db().select().from(results).where(eq(results.unitCode, unit.code))).toEqual(before)

    const wrongCount = await send('PUT', `/api/v1/units/${unit.code}/results`, body([25, 25, 25], [21, 23, 18]))
    expect(((await wrongCount.json()) as { error: { fields: Record<string, string[]> } }).error.fields).toEqual({
      'results.0.detail.periods': [VALIDATION_MESSAGES.matchSetCountMismatch],
    })

    const ok = await send('PUT', `/api/v1/units/${unit.code}/results`, body([25, 23, 25, 25], [21, 25, 18, 19]))
    expect(ok.status).toBe(200)
    const answer = (await (await t.request(`/api/v1/units/${unit.code}?lang=en`)).json()) as UnitDetail
    expect(answer.results.map((r) => r.detail)).toEqual([
      { periods: sets(25, 23, 25, 25), decision: 'sets' },
      { periods: sets(21, 25, 18, 19) },
    ])
  })

  it('refuses results for a non-competition item with 409', async () => {
    const [arrival] = await db().select().from(units).where(eq(units.type, 'arrival')).limit(1)
    const res = await send('PUT', `/api/v1/units/${arrival?.code}/results`, { results: [] })
    expect(res.status).toBe(409)
  })
})

describe('GET /api/v1/audit-log', () => {
  it('reads back who changed a unit, when, and the values before and after, newest first', async () => {
    const { code } = await scheduledUnitWithStartList(null)
    expect((await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'GETTING_READY' })).status).toBe(200)
    expect((await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    const res = await t.request(`/api/v1/audit-log?entity=unit&entityId=${code}`, { headers: admin })
    expect(res.status).toBe(200)
    const { entries } = (await res.json()) as { entries: Record<string, unknown>[] }
    expect(entries.slice(0, 2)).toMatchObject([
      {
        actor: 'admin-token',
        action: 'unit.status',
        entity: 'unit',
        entityId: code,
        before: { scheduleStatus: 'GETTING_READY' },
        after: { scheduleStatus: 'RUNNING' },
      },
      { before: { scheduleStatus: 'SCHEDULED' }, after: { scheduleStatus: 'GETTING_READY' } },
    ])
    expect(Date.parse(String(entries[0]?.at))).not.toBeNaN()
  })

  it('is for staff and admins only, and refuses a bad query with 400', async () => {
    expect((await t.request('/api/v1/audit-log?entity=unit')).status).toBe(401)
    const bad = await t.request('/api/v1/audit-log?entity=unit&entityId=%27%3B--', { headers: admin })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields.entityId).toEqual([
      'must be an id',
    ])
    expect((await t.request('/api/v1/audit-log', { headers: admin })).status).toBe(400)
  })
})

describe('a writer reads their own write', () => {
  // An hour-long gathering window: only the write's own journal read (decision 064) can drop the read models in time.
  let slow: TestApp
  beforeAll(async () => {
    slow = await createTestApp({ liveGatherMs: 3_600_000 })
  })
  afterAll(() => slow.close())

  it('a status change and results show in the next read of the unit and its day, though live events are gathered', async () => {
    const [row] = await slow.ctx.database.db
      .select({ code: units.code })
      .from(units)
      .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
      .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode)))
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(1)
    const code = row?.code ?? ''
    const entries = await slow.ctx.database.db
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.unitCode, code))
    const unit = async () => (await (await slow.request(`/api/v1/units/${code}?lang=en`)).json()) as UnitDetail
    const before = await unit()
    expect(before.unit.scheduleStatus).toBe('SCHEDULED')
    const day = new Date(before.unit.startAt).toLocaleDateString('en-CA', { timeZone: before.timeZone })
    const dayItem = async () => {
      const answer = (await (await slow.request(`/api/v1/schedule?day=${day}&lang=en`)).json()) as {
        items: { code: string; scheduleStatus: string }[]
      }
      return answer.items.find((item) => item.code === code)
    }
    expect((await dayItem())?.scheduleStatus).toBe('SCHEDULED')

    const write = (method: string, path: string, body: unknown) =>
      slow.request(path, { method, headers: admin, body: JSON.stringify(body) })
    expect((await write('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    expect((await unit()).unit.scheduleStatus).toBe('RUNNING')
    expect((await dayItem())?.scheduleStatus).toBe('RUNNING')

    const rows = entries.map((e, i) => ({
      ...(e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }),
      rank: i + 1,
      result: String(10 + i),
    }))
    expect((await write('PUT', `/api/v1/units/${code}/results`, { results: rows })).status).toBe(200)
    expect((await unit()).results).toHaveLength(rows.length)

    // Another reader's rebuild is in flight when the editor reads: a plain read may get the previous version (with
    // its Age), the editor's `no-cache` read waits for the rebuild.
    expect((await write('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'INTERRUPTED' })).status).toBe(200)
    const path = `/api/v1/units/${code}?lang=en`
    const [, plain, editor] = await Promise.all([
      slow.request(path),
      slow.request(path),
      slow.request(path, { headers: { 'Cache-Control': 'no-cache' } }),
    ])
    expect(plain.headers.get('Age')).not.toBeNull()
    expect(((await plain.json()) as UnitDetail).unit.scheduleStatus).toBe('RUNNING')
    expect(editor.headers.get('Age')).toBeNull()
    expect(((await editor.json()) as UnitDetail).unit.scheduleStatus).toBe('INTERRUPTED')
  })
})
