/**
 * Shows the simulated games as they stand at the demo's "now": units that ended are FINISHED with official
 * results, units under way are RUNNING with partial results, later units are SCHEDULED with a start list where
 * their competitors are known. A few units get the less common statuses a real games always has.
 */
import type { ResultDetail, ResultStatus, ScheduleStatus } from '@podium/domain'
import { joinDetail, resolveSlots } from '@podium/domain'
import type { events, phases, playByPlay, results, startListEntries, units } from '../../db/schema.ts'
import { splitsSoFar } from './detail-measured.ts'
import { formatSeconds } from './format.ts'
import { demoResolveContext } from './formats.ts'
import type { EventPlan, MatchOutcome, RankedOutcome, RankedRow, SimUnit } from './model.ts'
import type { Rng } from './random.ts'
import type { Calendar } from './time.ts'
import { addMinutes } from './time.ts'

export interface UnitState {
  unit: SimUnit
  event: EventPlan
  scheduleStatus: ScheduleStatus
  resultStatus: ResultStatus | null
  /** Its competitors are known: first round, or every earlier stage has finished. */
  known: boolean
  /** How far into the unit "now" is (0..1); null when not under way. */
  fraction: number | null
}

export interface Projection {
  states: UnitState[]
  events: (typeof events.$inferInsert)[]
  phases: (typeof phases.$inferInsert)[]
  units: (typeof units.$inferInsert)[]
  startListEntries: (typeof startListEntries.$inferInsert)[]
  results: (typeof results.$inferInsert)[]
  playByPlay: (typeof playByPlay.$inferInsert)[]
}

function baseState(unit: SimUnit, event: EventPlan, known: boolean, now: number): UnitState {
  const start = unit.startAt.getTime()
  const end = unit.endAt.getTime()
  if (end <= now)
    return { unit, event, scheduleStatus: 'FINISHED', resultStatus: 'OFFICIAL', known: true, fraction: null }
  if (start > now) {
    return {
      unit,
      event,
      scheduleStatus: 'SCHEDULED',
      resultStatus: known ? 'START_LIST' : null,
      known,
      fraction: null,
    }
  }
  const fraction = (now - start) / (end - start)
  const outcome = unit.outcome
  if (outcome.kind === 'match') {
    const first = outcome.periods[0]
    if (first && fraction < first.t0) {
      return { unit, event, scheduleStatus: 'GETTING_READY', resultStatus: 'START_LIST', known: true, fraction }
    }
    const inBreak = outcome.periods.some((p, i) => {
      const next = outcome.periods[i + 1]
      return next !== undefined && fraction > p.t1 && fraction < next.t0
    })
    return {
      unit,
      event,
      scheduleStatus: inBreak ? 'SCHEDULED_BREAK' : 'RUNNING',
      resultStatus: inBreak ? 'INTERMEDIATE' : 'LIVE',
      known: true,
      fraction,
    }
  }
  if (fraction < 0.1)
    return { unit, event, scheduleStatus: 'GETTING_READY', resultStatus: 'START_LIST', known: true, fraction }
  return {
    unit,
    event,
    scheduleStatus: 'RUNNING',
    resultStatus: outcome.race ? 'INTERMEDIATE' : 'LIVE',
    known: true,
    fraction,
  }
}

/**
 * Where an event has a stored format, a unit not yet under way shows its start list only when the resolver decides
 * every slot from the results official now (decision 077): a semi-final waits for its quarter-finals' official
 * results, and shows the same competitors `resolveSlots` names.
 */
function knownByFormat(plans: EventPlan[], states: UnitState[]): void {
  const byEvent = new Map<string, UnitState[]>()
  for (const s of states) byEvent.set(s.event.code, [...(byEvent.get(s.event.code) ?? []), s])
  for (const event of plans) {
    const format = event.format
    const eventStates = byEvent.get(event.code) ?? []
    if (!format) continue
    const official = new Set(
      eventStates
        .filter((s) => s.scheduleStatus === 'FINISHED' && s.resultStatus === 'OFFICIAL')
        .map((s) => s.unit.code),
    )
    const context = demoResolveContext(
      format,
      event.disciplineCode,
      eventStates.map((s) => s.unit),
      (u) => official.has(u.code),
    )
    const decided = new Map(
      resolveSlots(format, context).units.map((u) => [u.code, u.slots.every((slot) => slot.state !== 'pending')]),
    )
    for (const s of eventStates) {
      if (s.fraction !== null || s.scheduleStatus === 'FINISHED') continue
      s.known = decided.get(s.unit.code) ?? s.known
      s.resultStatus = s.known ? 'START_LIST' : null
    }
  }
}

/** Sprinkles the statuses that make a schedule look real: unofficial and protested results, delays, a postponement. */
function adjust(states: UnitState[], calendar: Calendar, rng: Rng): void {
  const now = calendar.now.getTime()
  const finished = states
    .filter((s) => s.scheduleStatus === 'FINISHED')
    .sort((a, b) => b.unit.endAt.getTime() - a.unit.endAt.getTime() || a.unit.code.localeCompare(b.unit.code))
  for (const s of finished.slice(0, 2)) s.resultStatus = 'UNOFFICIAL'
  const protest = finished.slice(2).find((s) => s.unit.medal === null)
  if (protest) protest.resultStatus = 'PROTESTED'
  const running = states.filter((s) => s.fraction !== null)
  if (!running.some((s) => s.scheduleStatus === 'GETTING_READY')) {
    const earliest = [...running].sort((a, b) => (a.fraction ?? 0) - (b.fraction ?? 0))[0]
    if (earliest && (earliest.fraction ?? 1) < 0.3) {
      earliest.scheduleStatus = 'GETTING_READY'
      earliest.resultStatus = 'START_LIST'
    }
  }
  const future = states
    .filter((s) => s.scheduleStatus === 'SCHEDULED' && s.unit.medal === null)
    .sort((a, b) => a.unit.startAt.getTime() - b.unit.startAt.getTime() || a.unit.code.localeCompare(b.unit.code))
  const soon = future.filter((s) => s.unit.startAt.getTime() - now <= 3 * 3_600_000)
  for (const s of rng.sample(soon, 2)) s.scheduleStatus = 'DELAYED'
  const later = future.filter((s) => calendar.dayOf(s.unit.startAt) >= 5 && s.scheduleStatus === 'SCHEDULED')
  const [postponed, ...rest] = rng.sample(later, 3)
  if (postponed) postponed.scheduleStatus = 'POSTPONED'
  for (const s of rest) s.scheduleStatus = 'RESCHEDULED'
}

export function projectCompetition(plans: EventPlan[], calendar: Calendar, rng: Rng): Projection {
  const now = calendar.now.getTime()
  const states: UnitState[] = []
  for (const event of plans) {
    let previousStageEnd = -Infinity
    for (const stage of event.stages) {
      const known = previousStageEnd <= now
      for (const unit of stage.units) states.push(baseState(unit, event, known, now))
      previousStageEnd = Math.max(...stage.units.map((u) => u.endAt.getTime()))
    }
  }
  adjust(states, calendar, rng)
  knownByFormat(plans, states)
  states.sort((a, b) => a.unit.startAt.getTime() - b.unit.startAt.getTime() || a.unit.code.localeCompare(b.unit.code))

  const out: Projection = {
    states,
    events: plans.map((e) => ({
      code: e.code,
      disciplineCode: e.disciplineCode,
      gender: e.gender,
      division: e.division,
      names: e.names,
      team: e.team,
      resultKind: e.resultKind,
      sortOrder: e.sortOrder,
    })),
    phases: plans.flatMap((e) =>
      e.phases.map((p, i) => ({
        code: p.code,
        eventCode: e.code,
        names: p.names,
        phaseType: p.phaseType,
        sortOrder: i + 1,
      })),
    ),
    units: [],
    startListEntries: [],
    results: [],
    playByPlay: [],
  }
  states.forEach((s, i) => {
    const { unit } = s
    const finished = s.scheduleStatus === 'FINISHED'
    out.units.push({
      code: unit.code,
      type: unit.medal ? 'competition-medal' : 'competition',
      disciplineCode: unit.disciplineCode,
      eventCode: unit.eventCode,
      phaseCode: unit.phaseCode,
      names: unit.names,
      venueCode: unit.venueCode,
      startAt: unit.startAt,
      endAt: unit.endAt,
      scheduleStatus: s.scheduleStatus,
      resultStatus: s.resultStatus,
      medal: unit.medal,
      sortOrder: i + 1,
      version: finished ? 3 : s.fraction !== null ? 2 : 1,
      updatedAt: finished ? addMinutes(unit.endAt, 5) : s.fraction !== null ? calendar.now : calendar.at(1, 8 * 60),
    })
    if (s.known) {
      unit.startList.forEach((slot, k) => {
        out.startListEntries.push({
          unitCode: unit.code,
          startOrder: k + 1,
          position: slot.position,
          athleteId: slot.competitor.athleteId,
          teamId: slot.competitor.teamId,
          organisationCode: slot.competitor.org,
        })
      })
    }
    const live = s.fraction !== null && s.scheduleStatus !== 'GETTING_READY'
    if (!finished && !live) return
    const fraction = finished ? 1 : (s.fraction ?? 0)
    if (unit.outcome.kind === 'ranked') {
      const rows = finished ? unit.outcome.rows : partialRankedRows(unit, unit.outcome, fraction)
      out.results.push(...rows.map((r, k) => rankedResult(unit.code, r, k)))
    } else {
      out.results.push(...matchResults(unit.code, unit.outcome, finished, fraction))
      if (unit.outcome.playByPlay) out.playByPlay.push(...playByPlayRows(unit, unit.outcome, fraction))
    }
  })
  return out
}

/** Intermediate standings of a unit under way: split times in a race, else those who have performed so far. */
function partialRankedRows(unit: SimUnit, outcome: RankedOutcome, fraction: number): RankedRow[] {
  if (outcome.race) {
    const rows = outcome.rows
      .filter((r) => r.irm !== 'DNS' && r.split !== null)
      .map((r) => ({
        ...r,
        value: r.split,
        irm: null,
        qualification: null,
        difference: null,
        rankEqual: false,
        // Halfway: the splits passed so far, never the finish (decision 091).
        detail: splitsSoFar(r.detail, Math.floor((r.detail?.splits?.length ?? 0) / 2)),
      }))
      .sort((a, b) => (a.value ?? 0) - (b.value ?? 0))
    return rows.map((r, i) => {
      const text = formatSeconds(r.value ?? 0, outcome.decimals)
      return { ...r, rank: i + 1, result: text, time: text }
    })
  }
  const performed = new Set(
    unit.startList.slice(0, Math.max(1, Math.floor(fraction * unit.startList.length))).map((s) => s.competitor.key),
  )
  const rows = outcome.rows
    .filter((r) => performed.has(r.competitor.key))
    .map((r) => ({ ...r, qualification: null, difference: null, rankEqual: false }))
  let rank = 0
  return rows.map((r, i) => {
    if (r.value === null) return { ...r, rank: null }
    const prev = rows[i - 1]
    rank = prev && prev.value === r.value ? rank : i + 1
    return { ...r, rank }
  })
}

function rankedResult(unitCode: string, r: RankedRow, index: number): typeof results.$inferInsert {
  return {
    unitCode,
    rank: r.rank,
    rankEqual: r.rankEqual,
    sortOrder: index + 1,
    athleteId: r.competitor.athleteId,
    teamId: r.competitor.teamId,
    organisationCode: r.competitor.org,
    result: r.result,
    time: r.time,
    difference: r.difference,
    points: r.points,
    score: null,
    wind: r.wind,
    qualification: r.qualification,
    irm: r.irm,
    winner: null,
    stats: r.stats,
    detail: r.detail ?? null,
  }
}

/** Two rows, winner first. `score` is the match score in start order (home first) on both rows. */
function matchResults(
  unitCode: string,
  outcome: MatchOutcome,
  finished: boolean,
  fraction: number,
): (typeof results.$inferInsert)[] {
  const partial = finished ? null : outcome.partialScore(fraction)
  const order: (0 | 1)[] = finished && outcome.winner === 1 ? [1, 0] : [0, 1]
  return order.map((side, k) => {
    const competitor = side === 0 ? outcome.home : outcome.away
    const won = outcome.winner === side
    const drawn = outcome.winner === null
    return {
      unitCode,
      rank: finished ? (drawn ? 1 : won ? 1 : 2) : null,
      rankEqual: finished && drawn,
      sortOrder: k + 1,
      athleteId: competitor.athleteId,
      teamId: competitor.teamId,
      organisationCode: competitor.org,
      result: partial ? partial.own[side] : outcome.results[side],
      time: null,
      difference: null,
      points: null,
      score: partial ? partial.score : outcome.score,
      wind: null,
      qualification: null,
      irm: null,
      winner: finished ? won : null,
      stats: finished ? (outcome.stats?.[side] ?? null) : null,
      detail: joinDetail(
        matchDetail(outcome, side, finished, fraction),
        finished && outcome.ends ? { ends: outcome.ends[side] } : null,
      ),
    }
  })
}

/**
 * One side's detail (decision 090): the sets or periods played so far (all of them once finished, only those over
 * while live) and, once finished, how the match was decided.
 */
function matchDetail(outcome: MatchOutcome, side: 0 | 1, finished: boolean, fraction: number): ResultDetail | null {
  const over = (label: string) => finished || (outcome.periods.find((p) => p.name === label)?.t1 ?? 2) <= fraction
  const periods = (outcome.periodScores ?? [])
    .filter((p) => over(p.label))
    .map((p) => ({ label: p.label, score: side === 0 ? p.home : p.away }))
  const decision = finished ? outcome.decision : undefined
  if (periods.length === 0 && !decision) return null
  return { ...(periods.length ? { periods } : {}), ...(decision ? { decision } : {}) }
}

function playByPlayRows(unit: SimUnit, outcome: MatchOutcome, fraction: number): (typeof playByPlay.$inferInsert)[] {
  const span = unit.endAt.getTime() - unit.startAt.getTime()
  return outcome.moments
    .filter((m) => m.t <= fraction)
    .map((m, i) => ({
      unitCode: unit.code,
      seq: i + 1,
      period: m.period,
      clock: m.clock,
      action: m.action,
      organisationCode: m.side === null ? null : (m.side === 0 ? outcome.home : outcome.away).org,
      athleteId: m.athleteId,
      score: m.score,
      description: m.description,
      at: new Date(unit.startAt.getTime() + Math.round((m.t * span) / 1000) * 1000),
    }))
}

/**
 * What a unit shows at a point of its window — partial results while it runs (`fraction` 0..1), the full ones once
 * finished — so the simulator replays the same games the seed projected.
 */
export function unitRowsAt(
  unit: SimUnit,
  fraction: number,
  finished: boolean,
): {
  startList: (typeof startListEntries.$inferInsert)[]
  results: (typeof results.$inferInsert)[]
  playByPlay: (typeof playByPlay.$inferInsert)[]
} {
  const startList = unit.startList.map((slot, k) => ({
    unitCode: unit.code,
    startOrder: k + 1,
    position: slot.position,
    athleteId: slot.competitor.athleteId,
    teamId: slot.competitor.teamId,
    organisationCode: slot.competitor.org,
  }))
  if (unit.outcome.kind === 'ranked') {
    const rows = finished ? unit.outcome.rows : partialRankedRows(unit, unit.outcome, fraction)
    return { startList, results: rows.map((r, k) => rankedResult(unit.code, r, k)), playByPlay: [] }
  }
  return {
    startList,
    results: matchResults(unit.code, unit.outcome, finished, finished ? 1 : fraction),
    playByPlay: unit.outcome.playByPlay ? playByPlayRows(unit, unit.outcome, finished ? 1 : fraction) : [],
  }
}
