/**
 * Issue 42, the spectator half (decision 066): staff-entered results read by rank everywhere, a final known only by
 * its medallists shows its podium, and an athlete's profile lists every medal they hold.
 */
import { type AthleteProfile, type DaySchedule, type Days, type UnitDetail, zonedDate } from '@podium/domain'
import { and, asc, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { fixedClock } from '../../clock.ts'
import { athletes, entries, events, medallists, results, startListEntries, units } from '../../db/schema.ts'
import { importEventMedallists } from '../results/results.service.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}`, 'Content-Type': 'application/json' }
const send = (method: string, path: string, body: unknown) =>
  t.request(path, { method, headers: admin, body: JSON.stringify(body) })
const db = () => t.ctx.database.db
const json = async <T>(path: string) => {
  const res = await t.request(path, { headers: { 'Cache-Control': 'no-cache' } })
  expect(res.status, path).toBe(200)
  return (await res.json()) as T
}

/** A scheduled ranked unit (not a match) with at least `size` competitors on its start list, and no results. */
async function scheduledHeat(size: number) {
  const candidates = await db()
    .select({ code: units.code, count: sql<number>`count(*)::int` })
    .from(units)
    .innerJoin(startListEntries, eq(startListEntries.unitCode, units.code))
    .where(and(eq(units.scheduleStatus, 'SCHEDULED'), isNotNull(units.eventCode)))
    .groupBy(units.code, units.startAt)
    .orderBy(asc(units.startAt), asc(units.code))
  const code = candidates.find((c) => c.count >= size)?.code
  if (!code) throw new Error(`the demo has no scheduled unit with ${size} competitors`)
  const list = await db()
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, code))
    .orderBy(asc(startListEntries.startOrder))
  return { code, list: list.slice(0, size) }
}

const who = (e: { athleteId: string | null; teamId: string | null }) =>
  e.teamId ? { teamId: e.teamId } : { athleteId: e.athleteId }

describe('results entered out of order read by rank (issue 42 §1)', () => {
  it('shows a heat entered on a phone in start order by rank, ties together, IRMs last, on the unit and as leader', async () => {
    const { code, list } = await scheduledHeat(7)
    expect((await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    // Start order as a phone sends it: the first swimmer disqualified, then two equal fourths, 3, a DNS, 2, 1.
    const entered = [
      { rank: null, irm: 'DSQ' },
      { rank: 4, rankEqual: true },
      { rank: 4, rankEqual: true },
      { rank: 3 },
      { rank: null, irm: 'DNS' },
      { rank: 2 },
      { rank: 1 },
    ].map((r, i) => ({ ...who(list[i] as (typeof list)[number]), ...r }))
    const put = await send('PUT', `/api/v1/units/${code}/results`, { resultStatus: 'UNOFFICIAL', results: entered })
    expect(put.status, await put.clone().text()).toBe(200)

    const detail = await json<UnitDetail>(`/api/v1/units/${code}?lang=en`)
    const idOf = (r: { athlete: { id: string } | null; team: { id: string } | null }) => r.team?.id ?? r.athlete?.id
    const startId = (i: number) => (list[i]?.teamId ?? list[i]?.athleteId) as string
    expect(detail.results.map((r) => [r.rank, r.irm])).toEqual([
      [1, null],
      [2, null],
      [3, null],
      [4, null],
      [4, null],
      [null, 'DSQ'],
      [null, 'DNS'],
    ])
    // The two fourth places keep the order they were entered in (start order 2 before 3).
    expect(detail.results.slice(3, 5).map(idOf)).toEqual([startId(1), startId(2)])
    expect(idOf(detail.results[0] as UnitDetail['results'][number])).toBe(startId(6))

    // The leader (the unit's card, the day's schedule, `/now`) is rank 1, not the first row written.
    const leaderName = detail.results[0]?.name
    expect(detail.unit.leader?.name).toBe(leaderName)
    const day = zonedDate(new Date(detail.unit.startAt), detail.timeZone)
    const schedule = await json<DaySchedule>(`/api/v1/schedule?day=${day}&lang=en`)
    expect(schedule.items.find((u) => u.code === code)?.leader?.name).toBe(leaderName)
  })

  it('keeps the order after a correction that moves the first row written to second place', async () => {
    const { code, list } = await scheduledHeat(3)
    expect((await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    const put = await send('PUT', `/api/v1/units/${code}/results`, {
      resultStatus: 'UNOFFICIAL',
      results: [
        { ...who(list[0] as (typeof list)[number]), rank: 2 },
        { ...who(list[1] as (typeof list)[number]), rank: 1 },
        { ...who(list[2] as (typeof list)[number]), rank: 3 },
      ],
    })
    expect(put.status).toBe(200)
    const detail = await json<UnitDetail>(`/api/v1/units/${code}?lang=en`)
    expect(detail.results.map((r) => r.rank)).toEqual([1, 2, 3])
  })
})

describe('a final known by its medallists only (issue 42 §2)', () => {
  it('answers its podium, gold first and a team once, although it has no result rows', async () => {
    const [unit] = await db()
      .select({ code: units.code, eventCode: units.eventCode })
      .from(units)
      .leftJoin(results, eq(results.unitCode, units.code))
      .where(and(eq(units.medal, 'GOLD'), isNull(results.id)))
      .orderBy(asc(units.startAt))
      .limit(1)
    if (!unit?.eventCode) throw new Error('the demo has no gold unit without results')
    const eventCode = unit.eventCode
    const people = await db().select({ id: athletes.id, org: athletes.organisationCode }).from(athletes).limit(3)
    const before = await json<UnitDetail>(`/api/v1/units/${unit.code}?lang=en`)
    expect(before.medallists).toEqual([])
    await db().transaction((tx) =>
      importEventMedallists(
        tx,
        [eventCode],
        (['BRONZE', 'GOLD', 'SILVER'] as const).map((medal, i) => ({
          eventCode,
          medal,
          athleteId: people[i]?.id ?? null,
          teamId: null,
          organisationCode: people[i]?.org ?? '',
        })),
        () => {},
      ),
    )
    t.ctx.cache.invalidate()
    const detail = await json<UnitDetail>(`/api/v1/units/${unit.code}?lang=en`)
    expect(detail.results).toEqual([])
    expect(detail.medallists.map((m) => [m.medal, m.athlete?.id])).toEqual([
      ['GOLD', people[1]?.id],
      ['SILVER', people[2]?.id],
      ['BRONZE', people[0]?.id],
    ])
  })
})

describe("an athlete's profile lists every medal (issue 42 §3)", () => {
  it('lists a medal won in an event the athlete has no entry for, beside the events they entered', async () => {
    const [athlete] = await db()
      .select({ id: athletes.id, org: athletes.organisationCode })
      .from(athletes)
      .innerJoin(entries, eq(entries.athleteId, athletes.id))
      .limit(1)
    if (!athlete) throw new Error('the demo has no athlete with an entry')
    const entered = (
      await db().select({ code: entries.eventCode }).from(entries).where(eq(entries.athleteId, athlete.id))
    ).map((e) => e.code)
    const [other] = await db()
      .select({ code: events.code })
      .from(events)
      .leftJoin(medallists, eq(medallists.eventCode, events.code))
      .where(and(notInArray(events.code, entered), isNull(medallists.id), eq(events.team, false)))
      .limit(1)
    if (!other) throw new Error('the demo has no event without medallists')
    const before = await json<AthleteProfile>(`/api/v1/athletes/${athlete.id}?lang=en`)
    expect(before.events.map((e) => e.eventCode)).not.toContain(other.code)
    await db().transaction((tx) =>
      importEventMedallists(
        tx,
        [other.code],
        [{ eventCode: other.code, medal: 'GOLD', athleteId: athlete.id, teamId: null, organisationCode: athlete.org }],
        () => {},
      ),
    )
    t.ctx.cache.invalidate()
    const after = await json<AthleteProfile>(`/api/v1/athletes/${athlete.id}?lang=en`)
    expect(after.events.find((e) => e.eventCode === other.code)?.medal).toBe('GOLD')
    expect(after.events.map((e) => e.eventCode)).toEqual(expect.arrayContaining(before.events.map((e) => e.eventCode)))
  })
})

describe('a day that is not a games day (issue 42 §4)', () => {
  it('opens the schedule on the nearest games day, before, between and after the games, and that day answers', async () => {
    for (const [now, expected] of [
      ['2026-11-28T15:00:00Z', 'last'],
      ['2026-02-01T15:00:00Z', 'first'],
      ['2026-07-14T15:00:00Z', 'today'],
    ] as const) {
      const other = await createTestApp({ clock: fixedClock(new Date(now), 'America/Sao_Paulo') })
      try {
        const res = await other.request('/api/v1/days')
        expect(res.status).toBe(200)
        const days = (await res.json()) as Days
        const want =
          expected === 'today' ? days.today : expected === 'first' ? days.items[0]?.day : days.items.at(-1)?.day
        expect(days.openDay, now).toBe(want)
        expect(days.items.map((d) => d.day)).toContain(days.openDay)
        expect((await other.request(`/api/v1/schedule?day=${days.openDay}`)).status).toBe(200)
      } finally {
        await other.close()
      }
    }
  })
})

describe('"Official" finishes a unit, never with no results, and can be undone (issue 42 §6)', () => {
  const unitOf = async (code: string) => (await db().select().from(units).where(eq(units.code, code)))[0]

  it('refuses OFFICIAL with no result rows, by PUT or PATCH, with a code the screen translates, changing nothing', async () => {
    const { code } = await scheduledHeat(2)
    const before = await unitOf(code)
    const put = await send('PUT', `/api/v1/units/${code}/results`, { resultStatus: 'OFFICIAL', results: [] })
    expect(put.status).toBe(409)
    expect(((await put.json()) as { error: { code: string } }).error.code).toBe('official_without_results')
    const patch = await send('PATCH', `/api/v1/units/${code}`, { resultStatus: 'OFFICIAL' })
    expect(patch.status).toBe(409)
    expect(((await patch.json()) as { error: { code: string } }).error.code).toBe('official_without_results')
    expect(await unitOf(code)).toEqual(before)
  })

  it('finishes a running unit published official, and an undo puts back RUNNING and UNOFFICIAL, once', async () => {
    const { code, list } = await scheduledHeat(3)
    expect((await send('PATCH', `/api/v1/units/${code}`, { scheduleStatus: 'RUNNING' })).status).toBe(200)
    const rows = list.map((e, i) => ({ ...who(e), rank: i + 1 }))
    expect(
      (await send('PUT', `/api/v1/units/${code}/results`, { resultStatus: 'UNOFFICIAL', results: rows })).status,
    ).toBe(200)
    const official = await send('PUT', `/api/v1/units/${code}/results`, { resultStatus: 'OFFICIAL', results: rows })
    expect(official.status).toBe(200)
    expect(await official.json()).toMatchObject({ unit: { scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL' } })
    const detail = await json<UnitDetail>(`/api/v1/units/${code}?lang=en`)
    expect(detail.unit.status).toBe('official')

    const undo = await send('POST', `/api/v1/units/${code}/undo`, {
      scheduleStatus: 'FINISHED',
      resultStatus: 'OFFICIAL',
    })
    expect(undo.status).toBe(200)
    expect(await undo.json()).toMatchObject({ scheduleStatus: 'RUNNING', resultStatus: 'UNOFFICIAL' })
    expect(await unitOf(code)).toMatchObject({ scheduleStatus: 'RUNNING', resultStatus: 'UNOFFICIAL' })
    expect(await db().$count(results, eq(results.unitCode, code))).toBe(3)
    // The same undo again no longer matches the unit: refused, nothing moves.
    const again = await send('POST', `/api/v1/units/${code}/undo`, {
      scheduleStatus: 'FINISHED',
      resultStatus: 'OFFICIAL',
    })
    expect(again.status).toBe(409)
    expect(await unitOf(code)).toMatchObject({ scheduleStatus: 'RUNNING', resultStatus: 'UNOFFICIAL' })
  })

  it('undoes a final published too early back to SCHEDULED, not RESCHEDULED', async () => {
    const { code, list } = await scheduledHeat(2)
    const before = await unitOf(code)
    const rows = list.map((e, i) => ({ ...who(e), rank: i + 1 }))
    expect(
      (await send('PUT', `/api/v1/units/${code}/results`, { resultStatus: 'OFFICIAL', results: rows })).status,
    ).toBe(200)
    const undo = await send('POST', `/api/v1/units/${code}/undo`, {
      scheduleStatus: 'SCHEDULED',
      resultStatus: 'OFFICIAL',
    })
    expect(undo.status).toBe(200)
    expect(await unitOf(code)).toMatchObject({ scheduleStatus: 'SCHEDULED', resultStatus: before?.resultStatus })
  })
})
