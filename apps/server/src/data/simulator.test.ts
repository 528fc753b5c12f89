import { and, asc, eq, gt, isNotNull, like, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../test/constants.ts'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { auditLog, eventFormats, liveEvents, medallists, results, startListEntries, units } from '../db/schema.ts'
import { applyUnitState } from '../features/results/results.service.ts'
import { Simulator } from './simulator.ts'

let t: TestApp
let sim: Simulator
beforeAll(async () => {
  t = await createTestApp()
  sim = new Simulator({ database: t.ctx.database, clock: t.ctx.clock, speed: 1 })
  expect(await sim.load()).toBe(true)
})
afterAll(() => t.close())

const db = () => t.ctx.database.db
const unit = async (code: string) => (await db().select().from(units).where(eq(units.code, code)))[0]
const MINUTE = 60_000
/** The demo's scheduled event units starting more than `minutes` after the test's now, soonest first. */
const scheduledUnitsAfter = (minutes: number, limit: number) =>
  db()
    .select()
    .from(units)
    .where(
      and(
        isNotNull(units.eventCode),
        eq(units.scheduleStatus, 'SCHEDULED'),
        gt(units.startAt, new Date(TEST_NOW.getTime() + minutes * MINUTE)),
      ),
    )
    .orderBy(asc(units.startAt))
    .limit(limit)

describe('the simulator', () => {
  it('moves a medal final through its statuses, writes its results, then its medallists, all on the live stream', async () => {
    const [final] = await db()
      .select()
      .from(units)
      .where(
        and(
          eq(units.medal, 'GOLD'),
          eq(units.scheduleStatus, 'SCHEDULED'),
          gt(units.startAt, new Date(TEST_NOW.getTime() + 30 * MINUTE)),
        ),
      )
      .orderBy(asc(units.startAt))
      .limit(1)
    if (!final?.endAt) throw new Error('the demo has no scheduled final later today')
    const start = final.startAt.getTime()
    const end = final.endAt.getTime()
    const liveBefore = await db().$count(liveEvents)

    await sim.tick(new Date(start - 10 * MINUTE))
    expect(await unit(final.code)).toMatchObject({ scheduleStatus: 'GETTING_READY', resultStatus: 'START_LIST' })
    expect(await db().$count(startListEntries, eq(startListEntries.unitCode, final.code))).toBeGreaterThan(1)

    await sim.tick(new Date((start + end) / 2))
    expect((await unit(final.code))?.scheduleStatus).toBe('RUNNING')

    await sim.tick(new Date(end + MINUTE))
    expect(await unit(final.code)).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'UNOFFICIAL' })
    expect(await db().$count(results, eq(results.unitCode, final.code))).toBeGreaterThan(1)
    expect(await db().$count(medallists, eq(medallists.unitCode, final.code))).toBe(0)

    await sim.tick(new Date(end + 11 * MINUTE))
    expect((await unit(final.code))?.resultStatus).toBe('OFFICIAL')
    const medals = await db().select().from(medallists).where(eq(medallists.unitCode, final.code))
    expect(medals.map((m) => m.medal)).toEqual(expect.arrayContaining(['GOLD', 'SILVER']))

    const kinds = (await db().select().from(liveEvents).where(gt(liveEvents.id, liveBefore))).map((e) => e.kind)
    expect(kinds).toEqual(expect.arrayContaining(['unit', 'result', 'medal']))
    const audited = await db().select().from(auditLog).where(eq(auditLog.entityId, final.code))
    expect(audited.every((a) => a.actor === 'simulator')).toBe(true)
    expect(audited.length).toBeGreaterThanOrEqual(4)
    // The final's semi-finals are caught up first when the clock jumps: a slow machine needs more than the default.
  }, 240_000)

  it("catches up a unit the clock jumped past through the writer's ODF transitions: it runs before it finishes", async () => {
    const [unit0] = await scheduledUnitsAfter(60, 1)
    if (!unit0?.endAt) throw new Error('the demo has no scheduled unit later today')
    await sim.tick(new Date(unit0.endAt.getTime() + MINUTE))
    expect(await unit(unit0.code)).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'UNOFFICIAL' })
    // Status steps only: the results writer may also have filled its start list (progression, decision 075).
    const steps = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, unit0.code)).orderBy(asc(auditLog.id))
    ).flatMap((a) => (a.after as { scheduleStatus?: string }).scheduleStatus ?? [])
    expect(steps).toEqual(['RUNNING', 'FINISHED'])
  })

  it('finishes a unit that was in a break through RUNNING, as ODF allows', async () => {
    const [paused] = await scheduledUnitsAfter(60, 1)
    if (!paused?.endAt) throw new Error('the demo has no scheduled unit later today')
    await sim.tick(new Date((paused.startAt.getTime() + paused.endAt.getTime()) / 2))
    expect((await unit(paused.code))?.scheduleStatus).toBe('RUNNING')
    await db().update(units).set({ scheduleStatus: 'SCHEDULED_BREAK' }).where(eq(units.code, paused.code))
    await sim.tick(new Date(paused.endAt.getTime() + MINUTE))
    expect(await unit(paused.code)).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'UNOFFICIAL' })
    const steps = (
      await db().select().from(auditLog).where(eq(auditLog.entityId, paused.code)).orderBy(asc(auditLog.id))
    ).map((a) => (a.after as { scheduleStatus: string }).scheduleStatus)
    expect(steps.slice(-2)).toEqual(['RUNNING', 'FINISHED'])
  })

  it('goes on with the other units of a tick when one is refused', async () => {
    const [refused, next] = await scheduledUnitsAfter(180, 2)
    if (!refused?.endAt || !next?.endAt) throw new Error('the demo has no two scheduled units later today')
    // A status no ODF transition leaves: the writer refuses every step of this unit.
    await db().update(units).set({ scheduleStatus: 'NOT_AN_ODF_STATUS' }).where(eq(units.code, refused.code))
    const end = Math.max(refused.endAt.getTime(), next.endAt.getTime())
    await sim.tick(new Date(end + MINUTE))
    expect((await unit(refused.code))?.scheduleStatus).toBe('NOT_AN_ODF_STATUS')
    expect(await unit(next.code)).toMatchObject({ scheduleStatus: 'FINISHED', resultStatus: 'UNOFFICIAL' })
  })

  it('leaves alone the units staff have taken in hand', async () => {
    const [delayed] = await db()
      .select()
      .from(units)
      .where(and(eq(units.scheduleStatus, 'DELAYED'), isNotNull(units.eventCode)))
      .limit(1)
    if (!delayed?.endAt) throw new Error('the demo has no delayed unit')
    await sim.tick(new Date(delayed.endAt.getTime() + 20 * MINUTE))
    expect((await unit(delayed.code))?.scheduleStatus).toBe('DELAYED')
  })

  it('does nothing more once everything it reached is up to date', async () => {
    const at = new Date(TEST_NOW.getTime() + 3 * 3_600_000)
    await sim.tick(at)
    expect(await sim.tick(at)).toBe(0)
  })
})

describe('the simulator plays the stored formats', () => {
  const startList = async (code: string) =>
    (
      await db()
        .select()
        .from(startListEntries)
        .where(eq(startListEntries.unitCode, code))
        .orderBy(asc(startListEntries.startOrder))
    ).map((r) => r.athleteId)
  const official = async (code: string) => await db().select().from(results).where(eq(results.unitCode, code))
  const winnerOf = async (code: string) => (await official(code)).find((r) => r.winner)?.athleteId
  const loserOf = async (code: string) => (await official(code)).find((r) => r.winner === false)?.athleteId

  it("sends the semi-finals' winners to the final and the repechage winners to the bronze contests (judo), after a correction too", async () => {
    // A judo draw of eight played tomorrow: its quarter-finals are drawn, everything after them is placeholders.
    const formats = await db().select().from(eventFormats).where(like(eventFormats.eventCode, 'JUD%'))
    const eventUnits = async (event: string) =>
      db().select().from(units).where(eq(units.eventCode, event)).orderBy(asc(units.startAt), asc(units.code))
    let event = ''
    for (const f of formats) {
      const list = await eventUnits(f.eventCode)
      if (list.length === 11 && (list[0]?.startAt.getTime() ?? 0) > TEST_NOW.getTime() + 12 * 3_600_000) {
        event = f.eventCode
        break
      }
    }
    if (!event) throw new Error('the demo has no judo draw of eight tomorrow')
    // The demo postpones or reschedules a few of tomorrow's units; staff put this draw's back on schedule.
    await db()
      .update(units)
      .set({ scheduleStatus: 'SCHEDULED' })
      .where(and(eq(units.eventCode, event), ne(units.scheduleStatus, 'SCHEDULED')))
    const list = await eventUnits(event)
    const code = (suffix: string) => `${event}-${suffix}`
    expect(await startList(code('FNL'))).toEqual([])
    expect(await startList(code('BRNZ-01'))).toEqual([])
    const semi = list.find((u) => u.code === code('SEMI-01'))
    const last = Math.max(...list.map((u) => u.endAt?.getTime() ?? 0))
    if (!semi?.endAt) throw new Error('no semi-final')

    // The clock jumps past the semi-finals: the simulator plays the draw up to them in order, each unit once the
    // results that feed it are official.
    await sim.tick(new Date(semi.endAt.getTime() + 11 * MINUTE))
    expect((await unit(code('SEMI-01')))?.resultStatus).toBe('OFFICIAL')
    expect(await startList(code('SEMI-01'))).toEqual([await winnerOf(code('QFNL-01')), await winnerOf(code('QFNL-02'))])

    // Staff correct the first semi-final: the other judoka won. The simulator follows the results, not its plan.
    const planned = await winnerOf(code('SEMI-01'))
    const rows = await official(code('SEMI-01'))
    await applyUnitState(
      db(),
      code('SEMI-01'),
      {
        scheduleStatus: 'FINISHED',
        resultStatus: 'OFFICIAL',
        results: rows.map(({ id: _id, ...r }) => ({ ...r, winner: !r.winner, rank: r.winner ? 2 : 1 })),
      },
      { kind: 'system', userId: null, userType: 'admin', label: 'test' },
      t.ctx.clock.timeZone,
    )
    const corrected = await winnerOf(code('SEMI-01'))
    expect(corrected).not.toBe(planned)

    await sim.tick(new Date(last - 30 * MINUTE))
    await sim.tick(new Date(last + 11 * MINUTE))
    for (const u of await eventUnits(event)) expect(u.resultStatus, u.code).toBe('OFFICIAL')
    expect(await startList(code('FNL'))).toEqual([corrected, await winnerOf(code('SEMI-02'))])
    expect(await startList(code('REP-01'))).toEqual([await loserOf(code('QFNL-01')), await loserOf(code('QFNL-02'))])
    expect(await startList(code('BRNZ-01'))).toEqual([await winnerOf(code('REP-01')), await loserOf(code('SEMI-02'))])
    expect(await startList(code('BRNZ-02'))).toEqual([await winnerOf(code('REP-02')), planned])
    // The final is played between the two it names: its winner is one of them.
    expect([corrected, await winnerOf(code('SEMI-02'))]).toContain(await winnerOf(code('FNL')))
  }, 300_000)
  it('sends those beaten by a finalist to the bronze contests (taekwondo and wrestling: the finalist repechage)', async () => {
    // A draw of eight played after today: quarter-finals, semi-finals, two bronze contests and the final.
    const formats = await db().select().from(eventFormats)
    let event = ''
    for (const f of formats) {
      if (!f.eventCode.startsWith('WRE') && !f.eventCode.startsWith('TKW')) continue
      const list = await db().select().from(units).where(eq(units.eventCode, f.eventCode))
      if (list.length === 9 && list.every((u) => u.startAt.getTime() > TEST_NOW.getTime() + 12 * 3_600_000)) {
        event = f.eventCode
        break
      }
    }
    if (!event) throw new Error('the demo has no taekwondo or wrestling draw of eight after today')
    await db()
      .update(units)
      .set({ scheduleStatus: 'SCHEDULED' })
      .where(and(eq(units.eventCode, event), ne(units.scheduleStatus, 'SCHEDULED')))
    const list = await db().select().from(units).where(eq(units.eventCode, event))
    const code = (suffix: string) => `${event}-${suffix}`
    expect(await startList(code('BRNZ-01'))).toEqual([])
    const last = Math.max(...list.map((u) => u.endAt?.getTime() ?? 0))
    await sim.tick(new Date(last - 30 * MINUTE))
    await sim.tick(new Date(last + 11 * MINUTE))
    for (const u of await db().select().from(units).where(eq(units.eventCode, event))) {
      expect(u.resultStatus, u.code).toBe('OFFICIAL')
    }
    // The quarter-final each finalist won, and who lost it.
    const beatenBy = async (finalist: string | null | undefined) => {
      for (const n of ['01', '02', '03', '04']) {
        if ((await winnerOf(code(`QFNL-${n}`))) === finalist) return loserOf(code(`QFNL-${n}`))
      }
      return undefined
    }
    const finalists = [await winnerOf(code('SEMI-01')), await winnerOf(code('SEMI-02'))]
    expect(await startList(code('FNL'))).toEqual(finalists)
    expect(await startList(code('BRNZ-01'))).toEqual([await beatenBy(finalists[0]), await loserOf(code('SEMI-02'))])
    expect(await startList(code('BRNZ-02'))).toEqual([await beatenBy(finalists[1]), await loserOf(code('SEMI-01'))])
  }, 300_000)
})
