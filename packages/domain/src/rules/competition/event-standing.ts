import { z } from 'zod'
import { type EventFormat, type Round, RoundStageSchema } from './format.ts'
import type { Measure, StandingsRow, StandingsRule } from './standings.ts'

/**
 * An event's final ranking read from its structure (issue 35, decision 079), for head-to-head events (team and
 * combat sports): the medallists from the final and the bronze units, then each place a structure decides — a
 * classification match's winner and loser, the losers of a round nobody plays on from (the quarter-finals' losers
 * share 5th), the losers of a repechage — then the pools' places beyond the qualifiers, by place and then by the
 * sport's standings across pools. While the event runs, it says who is still in and the ranks known so far: a
 * group's rank only needs the sizes of the groups above it, which the structure fixes.
 */

/** One slot of a unit as the structure resolved it, with what its result says when decided. */
export type StandingSlot =
  | { state: 'decided'; competitorId: string; winner?: boolean | null; rank?: number | null; irm?: string | null }
  | { state: 'pending' }
  | { state: 'bye' }

export interface StandingUnit {
  /** Only an official result decides anything. */
  official: boolean
  slots: readonly StandingSlot[]
}

/** A pool's table: its members in their order by the sport's rule, and whether every match is official. */
export interface StandingPool {
  complete: boolean
  /** In pool order; `keys` compare the same places of different pools (higher is better: points, difference…). */
  rows: readonly { competitorId: string; keys: readonly number[] }[]
}

export interface EventStandingInput {
  format: EventFormat
  units: ReadonlyMap<string, StandingUnit>
  pools?: ReadonlyMap<string, StandingPool>
}

/** Where a competitor went out, or the unit that gave their place. */
export const StandingStageSchema = z.object({
  round: z.string(),
  stage: RoundStageSchema,
  /** The unit's number in its round (null for a pool place). */
  number: z.number().int().nullable(),
  pool: z.string().nullable(),
  /** Their place in the pool when they went out there. */
  poolPlace: z.number().int().nullable(),
})
export type StandingStage = z.infer<typeof StandingStageSchema>

export const StandingEntrySchema = z.object({
  competitorId: z.string(),
  /** `in`: still playing; `out`: no unit left for them (their rank may wait for other results); `placed`: finished. */
  state: z.enum(['in', 'out', 'placed']),
  /** Their place, shared by everyone of their group; null while it is not known. */
  rank: z.number().int().nullable(),
  medal: z.enum(['GOLD', 'SILVER', 'BRONZE']).nullable(),
  /** The round they went out in, or the unit that placed them; null while still in. */
  at: StandingStageSchema.nullable(),
})
export type StandingEntry = z.infer<typeof StandingEntrySchema>

export interface EventStanding {
  /** Every competitor placed: the final ranking. */
  complete: boolean
  /** Ranked rows first by rank, then those still in, then those out whose rank is not known yet. */
  entries: StandingEntry[]
}

/** Which groups come first: the final, semi-final losers with no match after, bronze, classification… */
const TIER: Record<Round['stage'], number> = {
  final: 0,
  'semi-final': 1,
  bronze: 2,
  classification: 3,
  repechage: 4,
  'quarter-final': 5,
  elimination: 6,
  pool: 7,
  heat: 8,
  'semi-final-heat': 8,
}

interface Group {
  key: string
  roundIndex: number
  stage: Round['stage']
  outcome: 'W' | 'L' | number
  size: number
}

const winnerOf = (unit: StandingUnit): string | null => {
  const decided = unit.slots.flatMap((s) => (s.state === 'decided' ? [s] : []))
  if (unit.slots.some((s) => s.state === 'bye')) return decided.length === 1 ? (decided[0]?.competitorId ?? null) : null
  if (!unit.official || decided.length !== 2) return null
  const marked = decided.filter((s) => s.winner === true)
  const winners = marked.length > 0 ? marked : decided.filter((s) => s.rank === 1 && !s.irm)
  return winners.length === 1 ? (winners[0]?.competitorId ?? null) : null
}

/** Null for a format the ranking does not read: one with a ranked round (races rank themselves). */
export function eventStanding(input: EventStandingInput): EventStanding | null {
  const { format } = input
  if (format.rounds.some((r) => r.contest !== 'head-to-head')) return null
  const sources = format.rounds.flatMap((r) => r.units.flatMap((u) => u.slots))
  const winnerTaken = new Set(sources.flatMap((s) => (s.kind === 'winner' ? [s.unit] : [])))
  const loserTaken = new Set(sources.flatMap((s) => (s.kind === 'loser' ? [s.unit] : [])))
  const loserToCount = new Map<string, number>()
  for (const s of sources) if (s.kind === 'loser-to') loserToCount.set(s.round, (loserToCount.get(s.round) ?? 0) + 1)
  const unitOf = (code: string): StandingUnit => input.units.get(code) ?? { official: false, slots: [] }

  // The groups a structure ranks, each with how many competitors it holds.
  const groups: Group[] = []
  format.rounds.forEach((round, roundIndex) => {
    if (round.pools && round.pools.length > 0) {
      const most = Math.max(...round.pools.map((p) => p.members.length))
      for (let place = 1; place <= most; place++) {
        const size = round.pools.filter((p) => place > p.advance && p.members.length >= place).length
        if (size > 0)
          groups.push({ key: `${round.code}|${place}`, roundIndex, stage: round.stage, outcome: place, size })
      }
      return
    }
    const played = round.units.filter((u) => unitOf(u.code).slots.every((s) => s.state !== 'bye'))
    const winners = round.units.filter((u) => !winnerTaken.has(u.code)).length
    const losers = played.filter((u) => !loserTaken.has(u.code)).length - (loserToCount.get(round.code) ?? 0)
    if (winners > 0)
      groups.push({ key: `${round.code}|W`, roundIndex, stage: round.stage, outcome: 'W', size: winners })
    if (losers > 0) groups.push({ key: `${round.code}|L`, roundIndex, stage: round.stage, outcome: 'L', size: losers })
  })
  groups.sort((a, b) => {
    const tier = TIER[a.stage] - TIER[b.stage]
    if (tier !== 0) return tier
    if (a.roundIndex !== b.roundIndex)
      return a.stage === 'elimination' ? b.roundIndex - a.roundIndex : a.roundIndex - b.roundIndex
    const rank = (o: Group['outcome']) => (o === 'W' ? 0 : o === 'L' ? 1 : o)
    return rank(a.outcome) - rank(b.outcome)
  })
  const firstRank = new Map<string, number>()
  let above = 0
  for (const g of groups) {
    firstRank.set(g.key, above + 1)
    above += g.size
  }

  // Every competitor's last unit in playing order, and what it says of them.
  const last = new Map<string, { round: Round; roundIndex: number; code: string; number: number; pool?: string }>()
  const order: string[] = []
  format.rounds.forEach((round, roundIndex) => {
    for (const unit of round.units) {
      for (const slot of unitOf(unit.code).slots) {
        if (slot.state !== 'decided') continue
        if (!last.has(slot.competitorId)) order.push(slot.competitorId)
        last.set(slot.competitorId, { round, roundIndex, code: unit.code, number: unit.number, pool: unit.pool })
      }
    }
  })
  // A repechage that takes losers by who beat them waits on later results: its round's losers are not out yet.
  const loserToPending = new Set<string>()
  for (const round of format.rounds) {
    for (const unit of round.units) {
      unit.slots.forEach((source, i) => {
        if (source.kind === 'loser-to' && unitOf(unit.code).slots[i]?.state === 'pending')
          loserToPending.add(source.round)
      })
    }
  }

  const entries: StandingEntry[] = []
  const poolOut: { entry: StandingEntry; group: string; keys: readonly number[]; roundCode: string }[] = []
  for (const id of order) {
    const at = last.get(id)
    if (!at) continue
    const stageOf = (poolPlace: number | null = null): StandingStage => ({
      round: at.round.code,
      stage: at.round.stage,
      number: at.pool ? null : at.number,
      pool: at.pool ?? null,
      poolPlace,
    })
    const still: StandingEntry = { competitorId: id, state: 'in', rank: null, medal: null, at: null }
    if (at.pool) {
      const table = input.pools?.get(at.pool)
      const pool = at.round.pools?.find((p) => p.code === at.pool)
      const index = table?.rows.findIndex((r) => r.competitorId === id) ?? -1
      if (!table?.complete || !pool || index < 0 || index + 1 <= pool.advance) {
        entries.push(still)
        continue
      }
      const entry: StandingEntry = { competitorId: id, state: 'out', rank: null, medal: null, at: stageOf(index + 1) }
      entries.push(entry)
      poolOut.push({
        entry,
        group: `${at.round.code}|${index + 1}`,
        keys: table.rows[index]?.keys ?? [],
        roundCode: at.round.code,
      })
      continue
    }
    const winner = winnerOf(unitOf(at.code))
    if (winner === null) {
      entries.push(still)
      continue
    }
    const won = winner === id
    if (won ? winnerTaken.has(at.code) : loserTaken.has(at.code) || loserToPending.has(at.round.code)) {
      entries.push(still)
      continue
    }
    const key = `${at.round.code}|${won ? 'W' : 'L'}`
    const rank = firstRank.get(key) ?? null
    const stage = at.round.stage
    const medal =
      stage === 'final'
        ? won
          ? 'GOLD'
          : 'SILVER'
        : (stage === 'bronze' && won) || (stage === 'semi-final' && !won)
          ? 'BRONZE'
          : null
    const placed = won || medal !== null || stage === 'bronze' || stage === 'classification'
    entries.push({ competitorId: id, state: placed ? 'placed' : 'out', rank, medal, at: stageOf() })
  }

  // Pool places beyond the qualifiers: by place, then across pools by the sport's measures, once every pool is over.
  for (const round of format.rounds) {
    const pools = round.pools ?? []
    if (pools.length === 0) continue
    const allDone = pools.every((p) => input.pools?.get(p.code)?.complete)
    if (!allDone) continue
    const mine = poolOut.filter((p) => p.roundCode === round.code)
    for (const item of mine) {
      const base = firstRank.get(item.group)
      if (base === undefined) continue
      const better = mine.filter((o) => o.group === item.group && compareKeys(o.keys, item.keys) > 0).length
      item.entry.rank = base + better
    }
  }

  const complete = entries.length > 0 && entries.every((e) => e.rank !== null && e.state !== 'in')
  const weight = (e: StandingEntry) => (e.rank !== null ? 0 : e.state === 'in' ? 1 : 2)
  const position = new Map(order.map((id, i) => [id, i]))
  entries.sort(
    (a, b) =>
      weight(a) - weight(b) ||
      (a.rank ?? 0) - (b.rank ?? 0) ||
      (position.get(a.competitorId) ?? 0) - (position.get(b.competitorId) ?? 0),
  )
  return { complete, entries }
}

/** Positive when `a` is better: the first key that differs, higher first. */
function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

export interface NextUnitInput {
  code: string
  number: number
  pool: string | null
  startAt: string | null
  venueName: string | null
  official: boolean
  /** Cancelled or postponed: not their next. */
  notPlayed?: boolean
  slots: readonly StandingSlot[]
}

export type StructureNextStep<P> =
  | {
      kind: 'next'
      unit: string
      round: string
      stage: Round['stage']
      number: number
      pool: string | null
      startAt: string | null
      venueName: string | null
      /** The other side: decided, still a placeholder, or nobody (a bye); null for a ranked unit. */
      opponent: { state: 'decided'; competitorId: string } | { state: 'pending'; placeholder: P } | null
    }
  | { kind: 'waiting' }
  | { kind: 'placed'; rank: number | null; medal: StandingEntry['medal']; at: StandingStage | null }
  | { kind: 'out'; rank: number | null; at: StandingStage | null }

/**
 * A competitor's next step in an event: the first unit of theirs (in playing order) without an official result,
 * with the other side; else their place or where they went out, from `eventStanding`; `waiting` while still in with
 * no unit named yet (a pool still being played decides where they go).
 */
export function nextStepOf<S extends StandingSlot, P>(
  competitorId: string,
  rounds: readonly {
    code: string
    stage: Round['stage']
    units: readonly (Omit<NextUnitInput, 'slots'> & { slots: readonly S[] })[]
  }[],
  standing: EventStanding | null,
  placeholderOf: (slot: S) => P | null,
): StructureNextStep<P> | null {
  let seen = false
  for (const round of rounds) {
    for (const unit of round.units) {
      const mine = unit.slots.findIndex((s) => s.state === 'decided' && s.competitorId === competitorId)
      if (mine < 0) continue
      seen = true
      if (unit.official || unit.notPlayed || unit.slots.some((s) => s.state === 'bye')) continue
      const other = unit.slots.length === 2 ? unit.slots[1 - mine] : undefined
      const placeholder = other && other.state === 'pending' ? placeholderOf(other) : null
      return {
        kind: 'next',
        unit: unit.code,
        round: round.code,
        stage: round.stage,
        number: unit.number,
        pool: unit.pool,
        startAt: unit.startAt,
        venueName: unit.venueName,
        opponent:
          other?.state === 'decided'
            ? { state: 'decided', competitorId: other.competitorId }
            : placeholder !== null
              ? { state: 'pending', placeholder }
              : null,
      }
    }
  }
  if (!seen) return null
  const entry = standing?.entries.find((e) => e.competitorId === competitorId)
  if (!entry || entry.state === 'in') return { kind: 'waiting' }
  if (entry.state === 'placed') return { kind: 'placed', rank: entry.rank, medal: entry.medal, at: entry.at }
  return { kind: 'out', rank: entry.rank, at: entry.at }
}

/**
 * What compares the same pool place across pools: the rule's measures over the whole pool (its head-to-head
 * criteria only separate members of one pool), higher first.
 */
export function crossPoolKeys(rule: StandingsRule, row: StandingsRow): number[] {
  const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? 0 : Number.MAX_SAFE_INTEGER) : a / b)
  const value = (measure: Measure): number => {
    switch (measure) {
      case 'points':
        return row.points
      case 'wins':
        return row.won
      case 'win-ratio':
        return ratio(row.won, row.played)
      case 'difference':
        return row.scored - row.conceded
      case 'scored':
        return row.scored
      case 'set-ratio':
        return ratio(row.setsWon, row.setsLost)
      case 'set-difference':
        return row.setsWon - row.setsLost
      case 'point-ratio':
        return ratio(row.rallyPointsWon, row.rallyPointsLost)
      case 'point-difference':
        return row.rallyPointsWon - row.rallyPointsLost
    }
  }
  return [value('points'), ...rule.criteria.filter((c) => c.scope === 'all').map((c) => value(c.measure))]
}
