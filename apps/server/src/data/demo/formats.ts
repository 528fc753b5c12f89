/**
 * The demo's competition structures as the domain describes them (issue 35, decision 077): every pool, bracket and
 * heats event gets an `EventFormat` whose units are exactly the units the generator made (same codes), built with
 * the domain's generators, and the generator asks the domain's resolver who plays a later round, so what the demo
 * seeds is what `resolveSlots` says over its official results.
 */
import {
  type BronzeRule,
  computeStandings,
  defaultFormatFor,
  type EventFormat,
  formatUnits,
  knockoutDraw,
  type MatchScore,
  matchScoreFromRows,
  type OutcomeRow,
  parseRaceTime,
  type ResolveContext,
  type Round,
  resolveSlots,
  type SlotSource,
  type StandingsRule,
  seedingOrder,
  standingsRuleFor,
  type UnitOutcome,
} from '@podium/domain'
import type { Competitor, EventPlan, MatchOutcome, Outcome, SimUnit } from './model.ts'
import { pad } from './text.ts'

/** The competitor id a structure uses: the team's in a team event, else the athlete's (as `Competitor.key`). */
export const competitorSource = (c: Competitor): SlotSource => ({ kind: 'competitor', competitorId: c.key })

/** The phase key of a unit's phase ("QFNL", "POOLA") from its code. */
const phaseKey = (unit: SimUnit): string => unit.phaseCode.slice(unit.eventCode.length + 1)

/** Knockout round codes of the generators → the demo's phase keys. */
const KNOCKOUT_PHASE: Record<string, string> = { R16: 'R16', QF: 'QFNL', SF: 'SEMI', REP: 'REP', BRNZ: 'BRNZ' }

/** Unit codes as the demo makes them: `<phase>-NN`, or the phase's code alone for its one unit (final, bronze). */
function demoCoder(eventCode: string, known: ReadonlySet<string>) {
  return (round: string, number: number): string => {
    const phase = `${eventCode}-${KNOCKOUT_PHASE[round] ?? round}`
    const numbered = `${phase}-${pad(number)}`
    return known.has(numbered) || !known.has(phase) ? numbered : phase
  }
}

/**
 * The entrant list (seed order) that puts `table` in the table's positions: `knockoutDraw` places seed
 * `seedingOrder(n)[i]` at position i, so the competitor wanted at position i becomes that seed.
 */
export function entrantsForTable(table: readonly SlotSource[]): SlotSource[] {
  const order = seedingOrder(table.length)
  const entrants: SlotSource[] = new Array(table.length)
  order.forEach((seed, position) => {
    entrants[seed - 1] = table[position] as SlotSource
  })
  return entrants
}

/**
 * A knockout with the demo's table, unit codes and bronze rule: one match, or for two bronzes the discipline's
 * repechage (judo's for the quarter-finals' losers, taekwondo's and wrestling's for those beaten by a finalist).
 */
function demoKnockout(eventCode: string, table: SlotSource[], bronze: BronzeRule, codes: ReadonlySet<string>) {
  return knockoutDraw({
    eventCode,
    entrants: entrantsForTable(table),
    bronze,
    unitCode: demoCoder(eventCode, codes),
  })
}

/** Two bronze contests mean the discipline's repechage (the domain's default, judo's when it names none). */
function twoBronzeRule(disciplineCode: string): BronzeRule {
  const rule = defaultFormatFor(disciplineCode)?.bronze
  return rule === 'finalist-repechage' ? rule : 'quarter-final-repechage'
}

/** Pools then semi-finals (two pools) or quarter-finals (four): A1–B2, B1–A2 / A1–B2, C1–D2, B1–A2, D1–C2. */
export function poolsFormat(eventCode: string, poolUnits: SimUnit[], codes: ReadonlySet<string>): EventFormat {
  const byPool = new Map<string, SimUnit[]>()
  for (const unit of poolUnits) {
    const letter = phaseKey(unit).slice('POOL'.length)
    byPool.set(letter, [...(byPool.get(letter) ?? []), unit])
  }
  const letters = [...byPool.keys()].sort()
  const pools = letters.map((letter) => ({
    code: letter,
    members: poolMembers(byPool.get(letter) ?? []).map(competitorSource),
    advance: 2,
  }))
  const round: Round = {
    code: 'POOL',
    stage: 'pool',
    contest: 'head-to-head',
    pools,
    units: letters.flatMap((letter) =>
      (byPool.get(letter) ?? []).map((unit, i) => ({
        code: unit.code,
        number: i + 1,
        pool: letter,
        slots: unit.startList.map((s) => competitorSource(s.competitor)),
      })),
    ),
  }
  const place = (pool: string, p: number): SlotSource => ({ kind: 'pool-place', pool, place: p })
  const table =
    letters.length === 4
      ? [
          place('A', 1),
          place('B', 2),
          place('C', 1),
          place('D', 2),
          place('B', 1),
          place('A', 2),
          place('D', 1),
          place('C', 2),
        ]
      : [place('A', 1), place('B', 2), place('B', 1), place('A', 2)]
  const knockout = demoKnockout(eventCode, table, 'match', codes)
  return { eventCode, rounds: [round, ...knockout.rounds] }
}

/** A pool's members in the order they first appear in its games (the order ties are listed in). */
export function poolMembers(units: readonly SimUnit[]): Competitor[] {
  const seen = new Map<string, Competitor>()
  for (const unit of units) for (const slot of unit.startList) seen.set(slot.competitor.key, slot.competitor)
  return [...seen.values()]
}

/**
 * The stored format of a demo event, or null for events the structure does not describe (single finals, field
 * and judged qualification, archery's ranking round, the pursuit). Racing formats are built by the generator before
 * it runs the heats (`EventPlan.format`); this derives the pool and bracket ones from the units it made.
 */
export function demoEventFormat(event: EventPlan): EventFormat | null {
  if (event.format) return event.format
  const units = event.stages.flatMap((s) => s.units)
  if (units.some((u) => u.outcome.kind !== 'match')) return null
  const codes = new Set(units.map((u) => u.code))
  const keys = new Set(units.map(phaseKey))
  const poolUnits = units.filter((u) => phaseKey(u).startsWith('POOL'))
  if (poolUnits.length > 0) return poolsFormat(event.code, poolUnits, codes)
  const first = units.filter((u) => phaseKey(u) === (keys.has('R16') ? 'R16' : 'QFNL'))
  if (first.length === 0) return null
  const table = first.flatMap((u) => u.startList.map((s) => competitorSource(s.competitor)))
  const bronzes = units.filter((u) => phaseKey(u) === 'BRNZ').length
  return demoKnockout(event.code, table, bronzes === 2 ? twoBronzeRule(event.disciplineCode) : 'match', codes)
}

/** How the structure reads a simulated outcome once official: the same rows the projection writes. */
export function outcomeRows(outcome: Outcome): OutcomeRow[] {
  if (outcome.kind === 'ranked') {
    return outcome.rows.map((r) => ({
      competitorId: r.competitor.key,
      rank: r.rank,
      timeMs: parseRaceTime(r.time),
      irm: r.irm,
    }))
  }
  return ([0, 1] as const).map((side) => ({
    competitorId: (side === 0 ? outcome.home : outcome.away).key,
    rank: outcome.winner === null ? 1 : outcome.winner === side ? 1 : 2,
    winner: outcome.winner === side,
  }))
}

/** A finished match as standings read it: through the same parser the server uses on the stored rows. */
export function matchScoreOf(unitCode: string, outcome: MatchOutcome): MatchScore | null {
  const row = (side: 0 | 1) => ({
    competitorId: (side === 0 ? outcome.home : outcome.away).key,
    score: outcome.score,
    result: outcome.results[side],
    irm: null,
    winner: outcome.winner === null ? false : outcome.winner === side,
    stats: outcome.stats?.[side] ?? null,
  })
  return matchScoreFromRows(unitCode, row(0), row(1))
}

/** A pool's order by its sport's rule over the given matches, members listed in the format's order. */
export function poolOrder(rule: StandingsRule, members: readonly string[], matches: readonly MatchScore[]): string[] {
  return computeStandings(rule, members, matches).rows.map((r) => r.competitorId)
}

/**
 * The resolver's context for a demo event over the units whose results are official (`official` says which), with
 * pool standings by the discipline's rule once every match of the pool is official.
 */
export function demoResolveContext(
  format: EventFormat,
  disciplineCode: string,
  units: readonly SimUnit[],
  official: (unit: SimUnit) => boolean,
): ResolveContext {
  const outcomes = new Map<string, UnitOutcome>()
  const byCode = new Map(units.map((u) => [u.code, u]))
  for (const unit of units) {
    if (official(unit)) outcomes.set(unit.code, { official: true, rows: outcomeRows(unit.outcome) })
  }
  const rule = standingsRuleFor(disciplineCode)
  const poolStandings = (pool: string): string[] | null => {
    const round = format.rounds.find((r) => r.pools?.some((p) => p.code === pool))
    const members = round?.pools?.find((p) => p.code === pool)?.members ?? []
    const poolUnits = round?.units.filter((u) => u.pool === pool) ?? []
    if (!rule || poolUnits.some((u) => !outcomes.has(u.code))) return null
    const matches = poolUnits.flatMap((u) => {
      const sim = byCode.get(u.code)
      const score = sim?.outcome.kind === 'match' ? matchScoreOf(u.code, sim.outcome) : null
      return score ? [score] : []
    })
    const ids = members.flatMap((m) => (m.kind === 'competitor' ? [m.competitorId] : []))
    return poolOrder(rule, ids, matches)
  }
  return { seeds: [], outcomes, poolStandings }
}

/** The competitors of one unit as the resolver decides them; null while any slot is pending. */
export function resolvedCompetitors(format: EventFormat, context: ResolveContext, unitCode: string): string[] | null {
  const unit = resolveSlots(format, context).units.find((u) => u.code === unitCode)
  if (!unit) return null
  const ids: string[] = []
  for (const slot of unit.slots) {
    if (slot.state === 'pending') return null
    if (slot.state === 'decided') ids.push(slot.competitorId)
  }
  return ids
}

/** Every unit code of a format. */
export const formatUnitCodes = (format: EventFormat): string[] => formatUnits(format).map((u) => u.unit.code)
