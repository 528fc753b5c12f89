import {
  defaultUnitCoder,
  type EventFormat,
  type Qualification,
  type Round,
  type RoundStage,
  type SlotSource,
  type UnitCoder,
} from './format.ts'
import { serpentine } from './pools.ts'

/**
 * Racing sports (athletics, swimming, cycling): heats → semi-finals → final, the next round filled by place in each
 * unit (Q) and then by time among the rest (q). Decision 069.
 */

export interface RacingRoundSpec {
  code: string
  stage: Extract<RoundStage, 'heat' | 'semi-final-heat'>
  /** How many units (heats) the round has. */
  units: number
  qualification: Qualification
}

export interface RacingFormatOptions {
  eventCode: string
  entrants: number
  laneCount: number
  /** The rounds before the final, in order; none for a straight final. */
  rounds: readonly RacingRoundSpec[]
  finalCode?: string
  unitCode?: UnitCoder
}

/**
 * How a race with `entrants` on `laneCount` lanes is usually run: a straight final when everyone fits; heats → final
 * up to three heats; heats → semi-finals → final beyond (two semi-finals up to five heats, three after). Qualifiers by
 * place leave room for some by time: `byPlace = ⌊(next round's places − 1) / units⌋`, the rest by time
 * (3 heats to 8 lanes: first 2 + 2 fastest; 2 semi-finals: first 3 + 2 fastest). `basis: 'time'` (swimming) takes
 * every qualifier by time.
 */
export function defaultRacingRounds(
  entrants: number,
  laneCount: number,
  basis: 'place-and-time' | 'time' = 'place-and-time',
): RacingRoundSpec[] {
  if (entrants <= laneCount) return []
  const heats = Math.ceil(entrants / laneCount)
  const qualification = (units: number, places: number): Qualification => {
    if (basis === 'time') return { byPlace: 0, byTime: places }
    const byPlace = Math.floor((places - 1) / units)
    return { byPlace, byTime: places - units * byPlace }
  }
  if (heats <= 3) return [{ code: 'HEAT', stage: 'heat', units: heats, qualification: qualification(heats, laneCount) }]
  const semis = heats <= 5 ? 2 : 3
  return [
    { code: 'HEAT', stage: 'heat', units: heats, qualification: qualification(heats, semis * laneCount) },
    { code: 'SF', stage: 'semi-final-heat', units: semis, qualification: qualification(semis, laneCount) },
  ]
}

/**
 * The rounds of a race. Competitors are spread over a round's units serpentine by seed (the heats by entry seed,
 * later rounds by qualification: the winners of each unit first, then the seconds, …, then those by time), so each
 * unit is as strong as the next. Throws when a unit would have more competitors than lanes.
 */
export function racingFormat(options: RacingFormatOptions): EventFormat {
  const coder = options.unitCode ?? defaultUnitCoder(options.eventCode)
  let field: SlotSource[] = Array.from({ length: options.entrants }, (_, i) => ({ kind: 'seed', seed: i + 1 }))
  const rounds: Round[] = []
  const fill = (code: string, stage: RoundStage, units: number): Round => {
    const groups = serpentine(field, units)
    if (groups.some((g) => g.length > options.laneCount)) {
      throw new RangeError(`${code}: ${field.length} competitors do not fit ${units} × ${options.laneCount} lanes`)
    }
    return {
      code,
      stage,
      contest: 'ranked',
      laneCount: options.laneCount,
      units: groups.map((slots, i) => ({ code: coder(code, i + 1), number: i + 1, slots })),
    }
  }
  for (const spec of options.rounds) {
    const round = { ...fill(spec.code, spec.stage, spec.units), qualification: spec.qualification }
    rounds.push(round)
    const byPlace = Array.from({ length: spec.qualification.byPlace }, (_, p) =>
      round.units.map((u): SlotSource => ({ kind: 'unit-place', unit: u.code, place: p + 1 })),
    ).flat()
    const byTime = Array.from(
      { length: spec.qualification.byTime },
      (_, r): SlotSource => ({ kind: 'fastest', round: round.code, rank: r + 1 }),
    )
    field = [...byPlace, ...byTime]
  }
  rounds.push(fill(options.finalCode ?? 'FNL', 'final', 1))
  return { eventCode: options.eventCode, rounds }
}

/** One competitor's row in a ranked unit, as qualification reads it. */
export interface RaceRow {
  competitorId: string
  rank: number | null
  /** The result time in milliseconds (see `parseRaceTime`); null when there is none. */
  timeMs: number | null
  irm?: string | null
}

export interface Qualifier {
  competitorId: string
  unit: string
  mark: 'Q' | 'q'
  timeMs: number | null
}

export interface QualificationOutcome {
  /** Qualifiers by place (unit order, then place) followed by those by time (fastest first). */
  qualifiers: Qualifier[]
  /**
   * Competitors with the same time at the last places by time: more of them than places left. The rules (World
   * Athletics TR 21, World Aquatics SW 3.2) let the referee add a lane or hold a draw or a swim-off, so the
   * function does not choose.
   */
  tie: { competitorIds: string[]; places: number } | null
}

/**
 * Who goes on from a ranked round: the first `byPlace` of each unit (Q; a shared place at the cut takes everyone who
 * shares it), then the fastest of the rest for the places left (q). The round's capacity is fixed by the lanes of
 * the next one, so a shared Q place costs a q place. A row with an IRM (DNS, DNF, DSQ…) never qualifies; neither
 * does one without a rank, nor, by time, one without a time.
 */
export function qualifyFromRound(
  units: readonly { unit: string; rows: readonly RaceRow[] }[],
  qualification: Qualification,
): QualificationOutcome {
  const valid = (row: RaceRow) => !row.irm && row.rank !== null
  const byPlace: Qualifier[] = []
  const taken = new Set<string>()
  for (let place = 1; place <= qualification.byPlace; place++) {
    for (const { unit, rows } of units) {
      for (const row of rows) {
        if (valid(row) && row.rank === place && !taken.has(row.competitorId)) {
          byPlace.push({ competitorId: row.competitorId, unit, mark: 'Q', timeMs: row.timeMs })
          taken.add(row.competitorId)
        }
      }
    }
  }
  const capacity = units.length * qualification.byPlace + qualification.byTime
  const places = Math.max(0, capacity - byPlace.length)
  const rest = units
    .flatMap(({ unit, rows }) => rows.map((row) => ({ unit, row })))
    .filter(({ row }) => valid(row) && row.timeMs !== null && !taken.has(row.competitorId))
    .sort((a, b) => (a.row.timeMs as number) - (b.row.timeMs as number))
  const byTime: Qualifier[] = []
  let tie: QualificationOutcome['tie'] = null
  if (places > 0 && rest.length > places) {
    const cut = rest[places - 1]?.row.timeMs
    const next = rest[places]?.row.timeMs
    if (cut === next) {
      const faster = rest.filter((r) => (r.row.timeMs as number) < (cut as number))
      const tied = rest.filter((r) => r.row.timeMs === cut)
      for (const r of faster) {
        byTime.push({ competitorId: r.row.competitorId, unit: r.unit, mark: 'q', timeMs: r.row.timeMs })
      }
      tie = { competitorIds: tied.map((r) => r.row.competitorId), places: places - faster.length }
      return { qualifiers: [...byPlace, ...byTime], tie }
    }
  }
  for (const r of rest.slice(0, places)) {
    byTime.push({ competitorId: r.row.competitorId, unit: r.unit, mark: 'q', timeMs: r.row.timeMs })
  }
  return { qualifiers: [...byPlace, ...byTime], tie }
}

const TIME = /^(?:(\d+):)?(?:(\d+):)?(\d+)(?:[.,](\d{1,3}))?$/

/**
 * A race time as results print it ("9.58", "1:02.45", "2:05:33", "1:02:03.4") in milliseconds; null for anything
 * else (an IRM, an empty cell, "+1 LAP").
 */
export function parseRaceTime(text: string | null | undefined): number | null {
  if (!text) return null
  const m = TIME.exec(text.trim())
  if (!m) return null
  const [, a, b, s, frac] = m
  const hours = b !== undefined ? Number(a) : 0
  const minutes = b !== undefined ? Number(b) : a !== undefined ? Number(a) : 0
  const seconds = Number(s)
  if ((a !== undefined || b !== undefined) && seconds >= 60) return null
  if (b !== undefined && minutes >= 60) return null
  const ms = frac ? Number(frac.padEnd(3, '0')) : 0
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms
}
