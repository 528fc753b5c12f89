/**
 * Corrections in the open (decision 086), over HTTP against the real server and database: a first official write
 * is no correction; a correction without a reason is refused (translated code) and writes nothing; with one it is
 * logged with each competitor's change and the medals it moved, announced live, listed by day and discipline, and
 * names no staff member; a withdrawal needs a reason and the reinstatement after it is logged; an ODF Version that
 * changes an official result is logged as the feed's; a follower hears "Result corrected" once.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CorrectionList, CorrectionListSchema } from '@podium/domain'
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm'
import { zipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { type PushReceiver, startPushReceiver } from '../../../test/push-receiver.ts'
import { auditLog, liveEvents, medallists, results, startListEntries, units } from '../../db/schema.ts'
import { vapidKeys } from '../push/push.service.ts'
import { PushDispatcher } from '../push/push-dispatcher.ts'
import { webPushTransport } from '../push/push-transport.ts'

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }

async function corrections(t: TestApp, path: string): Promise<CorrectionList> {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  const body = (await res.json()) as CorrectionList
  // Every field declared: zod drops undeclared keys, so the parse equals the body only when none is extra.
  expect(CorrectionListSchema.parse(body)).toEqual(body)
  return body
}

describe('staff corrections', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  const db = () => t.ctx.database.db
  const send = (method: string, path: string, body: unknown) =>
    t.request(path, { method, headers: admin, body: JSON.stringify(body) })

  /** A scheduled gold-medal unit with at least three on its start list, as the demo has them. */
  async function goldUnit() {
    const candidates = await db()
      .select({ code: units.code })
      .from(units)
      .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode), eq(units.medal, 'GOLD')))
      .orderBy(asc(units.startAt), asc(units.code))
    for (const { code } of candidates) {
      const entries = await db()
        .select()
        .from(startListEntries)
        .where(eq(startListEntries.unitCode, code))
        .orderBy(asc(startListEntries.startOrder))
      if (entries.length >= 3 && new Set(entries.map((e) => e.organisationCode)).size >= 2) return { code, entries }
    }
    throw new Error('the demo has no gold unit with three competitors')
  }

  it('logs a correction with its reason, its changes and the medals it moved; nothing before it', async () => {
    const { code, entries } = await goldUnit()
    const id = (e: (typeof entries)[number]) => (e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId })
    const rows = entries.map((e, i) => ({ ...id(e), rank: i + 1, result: `${10 + i}.00` }))
    expect(
      (await send('PUT', `/api/v1/units/${code}/results`, { results: rows, resultStatus: 'UNOFFICIAL' })).status,
    ).toBe(200)
    expect((await send('PATCH', `/api/v1/units/${code}`, { resultStatus: 'OFFICIAL' })).status).toBe(200)
    // The first official write is no correction.
    expect((await corrections(t, `/api/v1/units/${code}/corrections`)).corrections).toEqual([])
    const medalsBefore = await db().select().from(medallists).where(eq(medallists.unitCode, code))
    expect(medalsBefore.length).toBeGreaterThan(0)

    // First and second swapped after a protest: refused without a reason, and nothing changes.
    const [first, second] = [entries[0], entries[1]]
    if (!first || !second) throw new Error('two competitors expected')
    const swapped = rows.map((r, i) => (i === 0 ? { ...r, rank: 2 } : i === 1 ? { ...r, rank: 1 } : r))
    const refused = await send('PUT', `/api/v1/units/${code}/results?lang=pt`, {
      results: swapped,
      resultStatus: 'OFFICIAL',
    })
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('correction_reason_required')
    const ranks = async () =>
      (await db().select().from(results).where(eq(results.unitCode, code)).orderBy(asc(results.sortOrder))).map(
        (r) => r.rank,
      )
    expect(await ranks()).toEqual(rows.map((r) => r.rank))
    expect(await db().select().from(medallists).where(eq(medallists.unitCode, code))).toEqual(medalsBefore)
    expect((await corrections(t, `/api/v1/units/${code}/corrections`)).corrections).toEqual([])

    const reason = 'Photo finish reviewed after a protest'
    const corrected = await send('PUT', `/api/v1/units/${code}/results`, {
      results: swapped,
      resultStatus: 'OFFICIAL',
      reason,
      reasonLocale: 'en',
    })
    expect(corrected.status).toBe(200)
    expect(await ranks()).toEqual([2, 1, ...rows.slice(2).map((r) => r.rank)])

    const { corrections: log } = await corrections(t, `/api/v1/units/${code}/corrections?lang=en`)
    expect(log).toHaveLength(1)
    const entry = log[0]
    if (!entry) throw new Error('one entry expected')
    const who = (e: typeof first) => e.teamId ?? e.athleteId
    const idOf = (c: (typeof entry.changes)[number]) => c.team?.id ?? c.athlete?.id
    expect(entry).toMatchObject({
      kind: 'corrected',
      source: 'staff',
      reason,
      reasonLocale: 'en',
      unit: { code },
      before: { resultStatus: 'OFFICIAL' },
      after: { resultStatus: 'OFFICIAL' },
    })
    expect(entry.changes.map((c) => [idOf(c), c.rank, c.medal, c.mark])).toEqual([
      [who(second), { from: 2, to: 1 }, { from: 'SILVER', to: 'GOLD' }, undefined],
      [who(first), { from: 1, to: 2 }, { from: 'GOLD', to: 'SILVER' }, undefined],
    ])
    expect(entry.medalsMoved.map((o) => o.code).sort()).toEqual(
      [...new Set([first.organisationCode, second.organisationCode])].sort(),
    )
    // The medallists moved with it.
    const gold = await db()
      .select()
      .from(medallists)
      .where(and(eq(medallists.unitCode, code), eq(medallists.medal, 'GOLD')))
    expect(new Set(gold.map((m) => m.teamId ?? m.athleteId))).toEqual(new Set([who(second)]))

    // Announced on the live stream, once, with its id.
    const [live] = await db()
      .select()
      .from(liveEvents)
      .where(eq(liveEvents.kind, 'correction'))
      .orderBy(desc(liveEvents.id))
      .limit(1)
    expect(live?.payload).toMatchObject({ unitCode: code, correctionId: entry.id, kind: 'corrected', medals: true })

    // The games' log by day and discipline; another day leaves it out.
    const all = await corrections(t, `/api/v1/corrections?day=${entry.day}&discipline=${entry.discipline?.key}`)
    expect(all.corrections.map((c) => c.id)).toContain(entry.id)
    const byCode = await corrections(t, `/api/v1/corrections?discipline=${entry.discipline?.code}`)
    expect(byCode.corrections.map((c) => c.id)).toContain(entry.id)
    expect((await corrections(t, '/api/v1/corrections?day=2020-01-01')).corrections).toEqual([])

    // Public, naming nobody: the audit log keeps who, with the reason.
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, code))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(audit).toMatchObject({ actor: 'admin-token', after: { reason } })
    const text = JSON.stringify(all)
    expect(text).not.toContain('admin-token')
    expect(text).not.toMatch(/"(actor|userId|user|username)"/)
  })

  it('refuses a withdrawal without a reason, logs it with one, and logs the reinstatement', async () => {
    const [official] = await db()
      .select({ code: units.code })
      .from(units)
      .where(and(eq(units.resultStatus, 'OFFICIAL'), isNotNull(units.eventCode)))
      .orderBy(asc(units.code))
      .limit(1)
    const code = official?.code ?? ''
    expect((await send('PATCH', `/api/v1/units/${code}`, { resultStatus: 'PROTESTED' })).status).toBe(422)
    expect((await db().select().from(units).where(eq(units.code, code)))[0]?.resultStatus).toBe('OFFICIAL')
    const withdrawn = await send('PATCH', `/api/v1/units/${code}?lang=pt`, {
      resultStatus: 'PROTESTED',
      reason: 'Protesto da equipa',
    })
    expect(withdrawn.status).toBe(200)
    expect((await send('PATCH', `/api/v1/units/${code}`, { resultStatus: 'OFFICIAL' })).status).toBe(200)
    const { corrections: log } = await corrections(t, `/api/v1/units/${code}/corrections`)
    expect(log.map((c) => [c.kind, c.reason, c.reasonLocale, c.before.resultStatus, c.after.resultStatus])).toEqual([
      ['reinstated', null, null, 'PROTESTED', 'OFFICIAL'],
      ['withdrawn', 'Protesto da equipa', 'pt', 'OFFICIAL', 'PROTESTED'],
    ])
    // Nothing changed between the two: the reinstatement lists no change.
    expect(log[0]?.changes).toEqual([])
  })
})

describe('a correction from the ODF feed', () => {
  let t: TestApp
  const FIXTURES = join(import.meta.dirname, '../../../test/fixtures/odf')
  const HEAT1 = 'SWMW100MFR------------HEAT000100--'
  const heat = (version: number) =>
    readFileSync(join(FIXTURES, 'result-swimming-heat.xml'), 'utf8').replace('Version="7"', `Version="${version}"`)
  const post = (xml: string) =>
    t.request('/api/v1/odf', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/xml' },
      body: xml,
    })

  beforeAll(async () => {
    t = await createTestApp()
    const dir = join(FIXTURES, 'games')
    const files = Object.fromEntries(
      readdirSync(dir).map((name) => [name, new TextEncoder().encode(readFileSync(join(dir, name), 'utf8'))]),
    )
    const res = await t.request('/api/v1/admin/import?replaceDemo=true', {
      method: 'POST',
      headers: { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/zip' },
      body: zipSync(files),
    })
    if (res.status !== 200) throw new Error(`the RSC games bundle was refused: ${await res.text()}`)
  })
  afterAll(() => t.close())

  it('logs a newer Version of an official result that swaps ranks, as the feed, with no reason of its own', async () => {
    expect((await post(heat(7))).status).toBe(200)
    expect((await corrections(t, `/api/v1/units/${HEAT1}/corrections`)).corrections).toEqual([])
    const swapped = heat(8)
      .replace('<Result Rank="1" ', '<Result Rank="X" ')
      .replace('<Result Rank="2" ', '<Result Rank="1" ')
      .replace('<Result Rank="X" ', '<Result Rank="2" ')
    expect((await post(swapped)).status).toBe(200)
    const { corrections: log } = await corrections(t, `/api/v1/units/${HEAT1}/corrections`)
    expect(log).toHaveLength(1)
    expect(log[0]).toMatchObject({ kind: 'corrected', source: 'feed', reason: null })
    expect(log[0]?.changes.map((c) => c.rank)).toEqual([
      { from: 2, to: 1 },
      { from: 1, to: 2 },
    ])
    // The same Version again is ignored: no second entry.
    expect((await post(swapped)).status).toBe(200)
    expect((await corrections(t, `/api/v1/units/${HEAT1}/corrections`)).corrections).toHaveLength(1)
  }, 120_000) // an import, then three messages applied: slow on a busy CI machine
})

describe("a follower's alert", () => {
  let t: TestApp
  let receiver: PushReceiver
  let dispatch: PushDispatcher
  beforeAll(async () => {
    receiver = await startPushReceiver()
    t = await createTestApp({ pushOrigins: [receiver.origin] })
    dispatch = new PushDispatcher({
      db: t.ctx.database.db,
      live: t.ctx.live,
      clock: t.ctx.clock,
      transport: webPushTransport(await vapidKeys(t.ctx), 'mailto:test@podium.invalid'),
    })
    dispatch.start()
  })
  afterAll(async () => {
    await dispatch.stop()
    await t.close()
    await receiver.close()
  })

  it('says "Result corrected" once to whoever follows a competitor of the unit, instead of a second result', async () => {
    const db = t.ctx.database.db
    const send = (method: string, path: string, body: unknown) =>
      t.request(path, { method, headers: admin, body: JSON.stringify(body) })
    const [unit] = await db
      .select({ code: units.code })
      .from(units)
      .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
      .where(
        and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode), isNotNull(startListEntries.athleteId)),
      )
      .orderBy(asc(units.startAt), asc(units.code))
      .limit(1)
    const code = unit?.code ?? ''
    const entries = await db
      .select()
      .from(startListEntries)
      .where(eq(startListEntries.unitCode, code))
      .orderBy(asc(startListEntries.startOrder))
    const [first, second] = entries
    if (!first?.athleteId || !second) throw new Error('two athletes expected')
    const follower = receiver.browser()
    const subscribed = await t.request('/api/v1/push/subscription', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        subscription: follower.subscription,
        locale: 'en',
        kinds: ['result'],
        leadMinutes: 15,
        spoilerFree: false,
        follows: [{ kind: 'athlete', code: first.athleteId }],
      }),
    })
    expect(subscribed.status).toBe(200)
    const rows = entries.map((e, i) => ({
      ...(e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }),
      rank: i + 1,
      result: `${10 + i}.00`,
    }))
    expect(
      (await send('PUT', `/api/v1/units/${code}/results`, { results: rows, resultStatus: 'OFFICIAL' })).status,
    ).toBe(200)
    const kinds = () => follower.messages.map((m) => (m.payload as { kind: string }).kind)
    await vi.waitFor(() => expect(kinds()).toEqual(['result']), { timeout: 10_000 })

    const swapped = rows.map((r, i) => (i === 0 ? { ...r, rank: 2 } : i === 1 ? { ...r, rank: 1 } : r))
    const corrected = await send('PUT', `/api/v1/units/${code}/results`, {
      results: swapped,
      resultStatus: 'OFFICIAL',
      reason: 'Video review',
    })
    expect(corrected.status).toBe(200)
    await vi.waitFor(() => expect(kinds()).toEqual(['result', 'corrected']), { timeout: 10_000 })
    await dispatch.idle()
    expect(kinds()).toEqual(['result', 'corrected'])
    const alert = follower.messages[1]?.payload as { body: string; url: string }
    expect(alert.body).toMatch(/^Result corrected · 1st /)
    expect(alert.url).toBe(`/schedule/unit/${code}`)
  }, 120_000)
})
