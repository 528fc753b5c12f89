import { z } from 'zod'
import { type EventFormat, formatUnits, type SlotSource, sourceUnits } from './format.ts'

/**
 * What makes a structure or a result unusable, as structured problems (a code and where) that a screen or an import
 * translates. Decision 069.
 */

export const FORMAT_PROBLEM_CODES = [
  'duplicate-round', // two rounds with one code
  'duplicate-unit', // two units with one code
  'duplicate-pool', // two pools with one code
  'unknown-unit', // a source names a unit the structure does not have
  'unknown-round', // a source names a round the structure does not have
  'unknown-pool', // a source or unit names a pool the structure does not have
  'later-round', // a source reads a round played after (or, for round-wide sources, with) its own
  'cycle', // units that wait for each other
  'in-two-pools', // one competitor drawn in two pools of one round
  'not-pool-member', // a pool match with a competitor from outside the pool
  'slot-count', // a head-to-head unit without exactly two slots
  'over-lane-count', // a ranked unit or start list with more competitors than lanes
  'place-out-of-range', // "5th of Pool A" in a pool of four
  'source-used-twice', // the winner of one unit sent to two places
  'winner-not-in-match', // a result whose winner is not one of the match's competitors
  'two-winners', // a head-to-head result with more than one winner
  'competitor-not-in-match', // a result row for a competitor who is not in the unit
  'duplicate-competitor', // one competitor twice in a start list
  'not-in-schedule', // a unit of the structure that is not a unit of the event in the schedule (decision 075)
  'unknown-competitor', // a competitor named by the structure or a start list who does not exist
  'not-in-event', // a start list's competitor who is not entered in the unit's event
  'duplicate-position', // two competitors of a start list in one lane or position
] as const
export const FormatProblemCodeSchema = z.enum(FORMAT_PROBLEM_CODES)
export type FormatProblemCode = z.infer<typeof FormatProblemCodeSchema>

export const FormatProblemSchema = z.object({
  code: FormatProblemCodeSchema,
  round: z.string().optional(),
  unit: z.string().optional(),
  /** Index of the slot in its unit (or member in its pool). */
  slot: z.number().int().optional(),
  pool: z.string().optional(),
  competitorId: z.string().optional(),
  /** The units of a cycle, in the order they wait for each other. */
  units: z.array(z.string()).optional(),
  limit: z.number().int().optional(),
})
export type FormatProblem = z.infer<typeof FormatProblemSchema>

const sourceKey = (source: SlotSource): string => JSON.stringify(source)

/** A source whose competitor is known before anything is played: the same one twice is one competitor twice. */
const drawnKey = (source: SlotSource): string | null =>
  source.kind === 'seed' ? `seed:${source.seed}` : source.kind === 'competitor' ? `id:${source.competitorId}` : null

/** Every problem of an event's structure; empty when it can be played. */
export function validateEventFormat(format: EventFormat): FormatProblem[] {
  const problems: FormatProblem[] = []
  const all = formatUnits(format)

  const roundIndex = new Map<string, number>()
  format.rounds.forEach((round, i) => {
    if (roundIndex.has(round.code)) problems.push({ code: 'duplicate-round', round: round.code })
    else roundIndex.set(round.code, i)
  })
  const unitRound = new Map<string, number>()
  for (const { unit, roundIndex: i } of all) {
    if (unitRound.has(unit.code)) problems.push({ code: 'duplicate-unit', unit: unit.code })
    else unitRound.set(unit.code, i)
  }
  const pools = new Map<string, { size: number; members: Set<string> }>()
  for (const round of format.rounds) {
    const drawnIn = new Map<string, string>()
    for (const pool of round.pools ?? []) {
      if (pools.has(pool.code)) problems.push({ code: 'duplicate-pool', round: round.code, pool: pool.code })
      pools.set(pool.code, { size: pool.members.length, members: new Set(pool.members.map(sourceKey)) })
      pool.members.forEach((member, slot) => {
        const key = drawnKey(member) ?? sourceKey(member)
        const other = drawnIn.get(key)
        if (other !== undefined) {
          problems.push({
            code: 'in-two-pools',
            round: round.code,
            pool: pool.code,
            slot,
            ...(member.kind === 'competitor' ? { competitorId: member.competitorId } : {}),
          })
        } else drawnIn.set(key, pool.code)
      })
    }
  }

  const used = new Map<string, string>()
  for (const { unit, round, roundIndex: own } of all) {
    if (round.contest === 'head-to-head' && unit.slots.length !== 2) {
      problems.push({ code: 'slot-count', round: round.code, unit: unit.code, limit: 2 })
    }
    if (round.contest === 'ranked' && round.laneCount !== undefined && unit.slots.length > round.laneCount) {
      problems.push({ code: 'over-lane-count', round: round.code, unit: unit.code, limit: round.laneCount })
    }
    if (unit.pool !== undefined) {
      const pool = pools.get(unit.pool)
      if (!pool) problems.push({ code: 'unknown-pool', unit: unit.code, pool: unit.pool })
      unit.slots.forEach((source, slot) => {
        if (pool && !pool.members.has(sourceKey(source))) {
          problems.push({ code: 'not-pool-member', unit: unit.code, pool: unit.pool, slot })
        }
      })
    }
    unit.slots.forEach((source, slot) => {
      const at = { round: round.code, unit: unit.code, slot }
      // Pool matches repeat their members' sources by design; elsewhere a source feeds one slot.
      if (unit.pool === undefined && source.kind !== 'bye') {
        const key = sourceKey(source)
        if (used.has(key)) problems.push({ code: 'source-used-twice', ...at })
        else used.set(key, unit.code)
      }
      switch (source.kind) {
        case 'winner':
        case 'loser':
        case 'unit-place': {
          const from = unitRound.get(source.unit)
          if (from === undefined) problems.push({ code: 'unknown-unit', ...at })
          else if (from > own) problems.push({ code: 'later-round', ...at })
          if (source.kind === 'unit-place') {
            const size = all.find((u) => u.unit.code === source.unit)?.unit.slots.length ?? 0
            if (from !== undefined && source.place > size) {
              problems.push({ code: 'place-out-of-range', ...at, limit: size })
            }
          }
          break
        }
        case 'loser-to': {
          const from = unitRound.get(source.winnerOf)
          const beatenIn = roundIndex.get(source.round)
          if (from === undefined) problems.push({ code: 'unknown-unit', ...at })
          else if (from > own) problems.push({ code: 'later-round', ...at })
          if (beatenIn === undefined) problems.push({ code: 'unknown-round', ...at })
          else if (beatenIn >= own) problems.push({ code: 'later-round', ...at })
          break
        }
        case 'fastest':
        case 'best-of-place':
        case 'round-rank': {
          const from = roundIndex.get(source.round)
          if (from === undefined) problems.push({ code: 'unknown-round', ...at })
          else if (from >= own) problems.push({ code: 'later-round', ...at })
          break
        }
        case 'pool-place': {
          const pool = pools.get(source.pool)
          if (!pool) problems.push({ code: 'unknown-pool', ...at, pool: source.pool })
          else if (source.place > pool.size) {
            problems.push({ code: 'place-out-of-range', ...at, pool: source.pool, limit: pool.size })
          }
          const poolRound = format.rounds.findIndex((r) => r.pools?.some((p) => p.code === source.pool))
          if (poolRound >= own) problems.push({ code: 'later-round', ...at, pool: source.pool })
          break
        }
        default:
          break
      }
    })
  }

  for (const units of findCycles(format)) problems.push({ code: 'cycle', units })
  return problems
}

/** Units that wait for each other's results, each cycle once (depth-first search over "reads the result of"). */
function findCycles(format: EventFormat): string[][] {
  const all = formatUnits(format)
  const known = new Set(all.map((u) => u.unit.code))
  const edges = new Map(
    all.map(({ unit }) => [
      unit.code,
      [...new Set(unit.slots.flatMap((s) => sourceUnits(s, format)).filter((c) => known.has(c)))],
    ]),
  )
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (code: string) => {
    state.set(code, 'open')
    stack.push(code)
    for (const next of edges.get(code) ?? []) {
      const s = state.get(next)
      if (s === 'open') cycles.push(stack.slice(stack.indexOf(next)))
      else if (s === undefined) visit(next)
    }
    stack.pop()
    state.set(code, 'done')
  }
  for (const code of edges.keys()) if (!state.has(code)) visit(code)
  return cycles
}

/**
 * A start list against its unit: no competitor twice, and no more competitors than the round has lanes (ranked
 * units) or than two (head-to-head).
 */
export function validateStartList(
  format: EventFormat,
  unitCode: string,
  competitorIds: readonly string[],
): FormatProblem[] {
  const found = formatUnits(format).find((u) => u.unit.code === unitCode)
  if (!found) return [{ code: 'unknown-unit', unit: unitCode }]
  const problems: FormatProblem[] = []
  const limit = found.round.contest === 'head-to-head' ? 2 : found.round.laneCount
  if (limit !== undefined && competitorIds.length > limit) {
    problems.push({ code: 'over-lane-count', round: found.round.code, unit: unitCode, limit })
  }
  const seen = new Set<string>()
  competitorIds.forEach((competitorId, slot) => {
    if (seen.has(competitorId)) problems.push({ code: 'duplicate-competitor', unit: unitCode, slot, competitorId })
    seen.add(competitorId)
  })
  return problems
}

/**
 * A head-to-head result against the match's two competitors: every row is one of them, and exactly one winner who
 * is one of them (a result without a winner yet is not a problem: it is not decided).
 */
export function validateMatchResult(
  unitCode: string,
  competitors: readonly [string, string],
  rows: readonly { competitorId: string; winner?: boolean | null }[],
): FormatProblem[] {
  const problems: FormatProblem[] = []
  rows.forEach((row, slot) => {
    if (!competitors.includes(row.competitorId)) {
      problems.push({
        code: row.winner ? 'winner-not-in-match' : 'competitor-not-in-match',
        unit: unitCode,
        slot,
        competitorId: row.competitorId,
      })
    }
  })
  if (rows.filter((r) => r.winner === true).length > 1) problems.push({ code: 'two-winners', unit: unitCode })
  return problems
}
