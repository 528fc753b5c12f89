/**
 * The live simulator: replays the demo games forward from what the seed projected. It regenerates the same plan
 * (same seed, same calendar) and, as its clock passes each unit's start and end, moves the unit through
 * SCHEDULED → GETTING_READY → RUNNING (partial results, play-by-play) → FINISHED with UNOFFICIAL, then OFFICIAL
 * results and medallists — through the one results writer staff and the feed use (its ODF transitions, audit rows,
 * medal rule and live events), so every step reaches the live stream.
 * Units staff have taken in hand (delayed, postponed, cancelled, interrupted, protested…) are left alone.
 */
import { addDays, type EventFormat, type ResolvedUnit } from '@podium/domain'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { applyUnitState } from '../features/results/results.service.ts'
import { selectEventFormats } from '../features/structure/event-format.repo.ts'
import { resolveEvent } from '../features/structure/structure-resolution.ts'
import type { Actor } from '../http/auth.ts'
import { generateDemo } from './demo/generate.ts'
import { simulateMatch } from './demo/matches.ts'
import type { Competitor, EventPlan, SimUnit } from './demo/model.ts'
import { unitRowsAt } from './demo/projection.ts'
import { Rng } from './demo/random.ts'
import { selectGames, selectUnitStatuses, selectUnitTimes } from './simulator.repo.ts'

const MINUTE = 60_000
/** A unit gets ready this long before its start… */
const GETTING_READY_LEAD = 15 * MINUTE
/** …and its results turn official this long after its end. */
const OFFICIAL_AFTER = 10 * MINUTE

const ACTOR: Actor = { kind: 'system', userId: null, userType: 'admin', label: 'simulator' }

/** How far along a unit is, in the order it moves. */
enum Stage {
  Scheduled = 0,
  GettingReady = 1,
  Running = 2,
  Unofficial = 3,
  Official = 4,
}

/** Statuses that mean a person has taken the unit in hand: the simulator never overrides them. */
const HANDS_OFF_SCHEDULE = new Set(['DELAYED', 'POSTPONED', 'CANCELLED', 'RESCHEDULED', 'INTERRUPTED', 'UNSCHEDULED'])
const HANDS_OFF_RESULT = new Set(['PROTESTED'])

function currentStage(scheduleStatus: string, resultStatus: string | null): Stage {
  if (scheduleStatus === 'FINISHED') return resultStatus === 'OFFICIAL' ? Stage.Official : Stage.Unofficial
  if (scheduleStatus === 'RUNNING' || scheduleStatus === 'SCHEDULED_BREAK') return Stage.Running
  if (scheduleStatus === 'GETTING_READY') return Stage.GettingReady
  return Stage.Scheduled
}

export function targetStage(unit: Pick<SimUnit, 'startAt' | 'endAt'>, now: number): Stage {
  const start = unit.startAt.getTime()
  const end = unit.endAt.getTime()
  if (now >= end + OFFICIAL_AFTER) return Stage.Official
  if (now >= end) return Stage.Unofficial
  if (now >= start) return Stage.Running
  if (now >= start - GETTING_READY_LEAD) return Stage.GettingReady
  return Stage.Scheduled
}

export interface SimulatorOptions {
  database: Database
  clock: Clock
  /** Multiple of real time; 0 means off. */
  speed: number
  /** Real milliseconds between ticks. */
  tickMs?: number
  log?: (line: string) => void
}

export class Simulator {
  private plan: SimUnit[] = []
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  /** The last partial results written per running unit, to skip writes that change nothing. */
  private readonly lastPartial = new Map<string, string>()
  private simStart = 0
  private realStart = 0
  /** The demo seed the plan was made from: when the games row no longer has it (an import replaced the demo), stop. */
  private seed: number | null = null
  /** The stored formats by event, and what the plan knows of each event (its discipline, its competitors). */
  private formats = new Map<string, EventFormat>()
  private events = new Map<string, EventPlan>()
  private competitors = new Map<string, Competitor>()
  /** Units played between other competitors than the plan's (a result changed since), by code and competitors. */
  private readonly replays = new Map<string, SimUnit>()

  constructor(private readonly options: SimulatorOptions) {}

  /** Loads the plan of the demo games; false when the games are not the demo (imported games are never simulated). */
  async load(): Promise<boolean> {
    const row = await selectGames(this.options.database.db)
    if (!row || row.demoSeed === null) return false
    this.seed = row.demoSeed
    const demo = await generateDemo({ today: addDays(row.startsOn, 3), seed: row.demoSeed })
    // The times come from the database, not the regenerated plan: the seed may have moved the schedule to the hour
    // it was started at (demo/time.ts), and staff may have moved a unit since.
    const times = new Map((await selectUnitTimes(this.options.database.db)).map((u) => [u.code, u]))
    this.formats = new Map((await selectEventFormats(this.options.database.db)).map((f) => [f.eventCode, f]))
    this.events = new Map(demo.plan.events.map((e) => [e.code, e]))
    this.competitors = new Map(demo.plan.events.flatMap((e) => e.entrants.map((c) => [c.key, c])))
    this.plan = demo.plan.states
      .map((s) => s.unit)
      .filter((u) => times.has(u.code))
      .map((u) => {
        const t = times.get(u.code)
        return t ? Object.assign(u, { startAt: t.startAt, endAt: t.endAt ?? u.endAt }) : u
      })
      .sort((a, b) => a.startAt.getTime() - b.startAt.getTime())
    return true
  }

  /** The simulator's clock: the server clock, sped up from the moment the simulator started. */
  now(): Date {
    return new Date(this.simStart + (Date.now() - this.realStart) * this.options.speed)
  }

  async start(): Promise<void> {
    const { speed, tickMs = 2_000, log = console.log } = this.options
    if (speed <= 0) return
    if (!(await this.load())) {
      log('Simulator: the games are not the demo games; nothing to simulate.')
      return
    }
    this.simStart = this.options.clock.now().getTime()
    this.realStart = Date.now()
    log(`Simulator: on at ${speed}× real time (${this.plan.length} units).`)
    this.timer = setInterval(() => {
      if (this.running) return
      this.running = this.tick(this.now())
        .then(() => undefined)
        .catch((error) => console.error('[simulator]', (error as Error).message))
        .finally(() => {
          this.running = null
        })
    }, tickMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running
  }

  /** Brings every unit the clock has reached up to date; returns how many writes it made. */
  async tick(now: Date): Promise<number> {
    const at = now.getTime()
    const reached = (u: SimUnit) => u.startAt.getTime() - GETTING_READY_LEAD <= at
    const inWindow = (u: SimUnit) => reached(u) && u.endAt.getTime() + OFFICIAL_AFTER + 5 * MINUTE > at
    // In an event with a stored format a unit waits for the official results of the units that feed it: when the
    // clock jumped, those are brought up to date first in the same tick (the plan is in start order).
    const formatEvents = new Set(
      this.plan.filter((u) => inWindow(u) && this.formats.has(u.eventCode)).map((u) => u.eventCode),
    )
    const candidates = this.plan.filter((u) => inWindow(u) || (formatEvents.has(u.eventCode) && reached(u)))
    if (candidates.length === 0) return 0
    const { db } = this.options.database
    // An import may have replaced the demo (decision 067): its units, or units of the same codes, are not ours to play.
    const game = await selectGames(db)
    if (game?.demoSeed !== this.seed) {
      this.plan = []
      ;(this.options.log ?? console.log)('Simulator: the demo games were replaced; nothing to simulate.')
      return 0
    }
    const rows = await selectUnitStatuses(
      db,
      candidates.map((u) => u.code),
    )
    const current = new Map(rows.map((r) => [r.code, r]))
    /** Each event's slots resolved from what is official now; dropped once a unit of the event is reached. */
    const resolved = new Map<string, Map<string, ResolvedUnit>>()
    let writes = 0
    for (const planned of candidates) {
      try {
        const row = current.get(planned.code)
        if (!row) continue
        if (HANDS_OFF_SCHEDULE.has(row.scheduleStatus) || (row.resultStatus && HANDS_OFF_RESULT.has(row.resultStatus)))
          continue
        const unit = await this.cast(planned, resolved)
        // A slot still waits for a result that is not official: the unit is not played until it is decided.
        if (!unit) continue
        // What this unit writes may decide the next units of its event: they resolve again.
        resolved.delete(unit.eventCode)
        const from = currentStage(row.scheduleStatus, row.resultStatus)
        const to = targetStage(unit, at)
        if (to < from) continue
        if (to === from && to !== Stage.Running) continue
        const span = unit.endAt.getTime() - unit.startAt.getTime()
        const fraction = Math.min(1, Math.max(0, (at - unit.startAt.getTime()) / span))
        const finished = to >= Stage.Unofficial
        const rows = unitRowsAt(unit, fraction, finished)
        // In a stored format the results writer fills a unit's start list as the results feeding it turn official
        // (progression): the simulator writes none there, only the lists of events without a format.
        const startList = this.formats.has(unit.eventCode) ? [] : rows.startList
        if (to === Stage.GettingReady) {
          await applyUnitState(
            db,
            unit.code,
            { scheduleStatus: 'GETTING_READY', resultStatus: 'START_LIST', startList },
            ACTOR,
            this.options.clock.timeZone,
          )
        } else if (to === Stage.Running) {
          const signature = JSON.stringify([rows.results, rows.playByPlay.length])
          if (to === from && this.lastPartial.get(unit.code) === signature) continue
          this.lastPartial.set(unit.code, signature)
          const race = unit.outcome.kind === 'ranked' && unit.outcome.race
          await applyUnitState(
            db,
            unit.code,
            {
              scheduleStatus: 'RUNNING',
              resultStatus: race ? 'INTERMEDIATE' : 'LIVE',
              startList,
              results: rows.results,
              playByPlay: rows.playByPlay,
            },
            ACTOR,
            this.options.clock.timeZone,
          )
        } else {
          this.lastPartial.delete(unit.code)
          if (from < Stage.Running || row.scheduleStatus === 'SCHEDULED_BREAK') {
            // A unit never seen running (the clock jumped past it) still starts before it finishes, and one in a
            // break resumes first: ODF has no transition from SCHEDULED, GETTING_READY or SCHEDULED_BREAK to FINISHED.
            const race = unit.outcome.kind === 'ranked' && unit.outcome.race
            await applyUnitState(
              db,
              unit.code,
              { scheduleStatus: 'RUNNING', resultStatus: race ? 'INTERMEDIATE' : 'LIVE', startList },
              ACTOR,
              this.options.clock.timeZone,
            )
          }
          await applyUnitState(
            db,
            unit.code,
            {
              scheduleStatus: 'FINISHED',
              resultStatus: to === Stage.Official ? 'OFFICIAL' : 'UNOFFICIAL',
              startList,
              // Results are rewritten only when the unit ends; turning official changes the status alone.
              ...(from < Stage.Unofficial ? { results: rows.results, playByPlay: rows.playByPlay } : {}),
            },
            ACTOR,
            this.options.clock.timeZone,
          )
        }
        writes++
      } catch (error) {
        // One unit refused (a status someone set by hand, say) must not stop the units after it in the tick.
        console.error(`[simulator] ${planned.code}:`, (error as Error).message)
      }
    }
    return writes
  }

  /**
   * The unit as it is to be played now. Outside a stored format, the plan's. In one, its competitors are those
   * `resolveSlots` decides over the official results stored now (decision 077): the plan's unit when they are the
   * plan's, a match played again between the right ones when a result changed since, null while a slot is pending
   * (or a race's field changed, which staff settle).
   */
  private async cast(unit: SimUnit, cache: Map<string, Map<string, ResolvedUnit>>): Promise<SimUnit | null> {
    const format = this.formats.get(unit.eventCode)
    const event = this.events.get(unit.eventCode)
    if (!format || !event) return unit
    let units = cache.get(unit.eventCode)
    if (!units) {
      units = new Map(
        (
          await resolveEvent(
            this.options.database.db,
            { code: event.code, disciplineCode: event.disciplineCode },
            format,
          )
        ).units.map((u) => [u.code, u]),
      )
      cache.set(unit.eventCode, units)
    }
    const slots = units.get(unit.code)?.slots
    if (!slots) return unit
    if (slots.some((s) => s.state === 'pending')) return null
    const ids = slots.flatMap((s) => (s.state === 'decided' ? [s.competitorId] : []))
    const planned = unit.startList.map((s) => s.competitor.key)
    if (unit.outcome.kind === 'ranked') {
      return [...ids].sort().join() === [...planned].sort().join() ? unit : null
    }
    if (ids.join() === planned.join()) return unit
    const key = `${unit.code}:${ids.join()}`
    const known = this.replays.get(key)
    if (known) return known
    const [home, away] = ids.map((id) => this.competitors.get(id))
    if (!home || !away) return null
    const outcome = simulateMatch(event.disciplineCode, home, away, new Rng(this.seed ?? 0).fork(`replay:${key}`), {
      knockout: !units.get(unit.code)?.pool,
    })
    const replay: SimUnit = {
      ...unit,
      startList: [home, away].map((competitor, i) => ({
        competitor,
        position: unit.startList[i]?.position ?? null,
      })),
      outcome,
    }
    this.replays.set(key, replay)
    return replay
  }
}
