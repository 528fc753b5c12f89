import { z } from 'zod'
import { type EventFormat, formatUnits, type Round, RoundStageSchema, type SlotSource } from './format.ts'
import { type QualificationOutcome, qualifyFromRound } from './racing.ts'

/**
 * Fills each slot of an event's structure from official results: the competitor when it is decided, else a
 * placeholder the web translates ("Winner of Quarter-final 2", "1st of Pool A", "Fastest 3rd"). Only official
 * results decide; a unit under way or unconfirmed leaves its dependants pending. Decision 069.
 */

const unitRef = z.object({ round: z.string(), stage: RoundStageSchema, number: z.number().int() })
const roundRef = z.object({ round: z.string(), stage: RoundStageSchema })

/** A slot not yet decided, with what a screen needs to say where its competitor will come from. */
export const SlotPlaceholderSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('seed'), seed: z.number().int() }),
  z.object({ kind: z.literal('pool-place'), pool: z.string(), place: z.number().int() }),
  z.object({ kind: z.literal('winner'), unit: unitRef }),
  z.object({ kind: z.literal('loser'), unit: unitRef }),
  z.object({ kind: z.literal('unit-place'), unit: unitRef, place: z.number().int() }),
  z.object({ kind: z.literal('fastest'), round: roundRef, rank: z.number().int() }),
  z.object({ kind: z.literal('best-of-place'), round: roundRef, place: z.number().int(), rank: z.number().int() }),
  z.object({ kind: z.literal('round-rank'), round: roundRef, rank: z.number().int() }),
  z.object({ kind: z.literal('loser-to'), finalistOf: unitRef, round: roundRef }),
])
export type SlotPlaceholder = z.infer<typeof SlotPlaceholderSchema>

export const ResolvedSlotSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('decided'), competitorId: z.string() }),
  z.object({ state: z.literal('pending'), placeholder: SlotPlaceholderSchema }),
  z.object({ state: z.literal('bye') }),
])
export type ResolvedSlot = z.infer<typeof ResolvedSlotSchema>

/** One competitor's row of a unit's result, as the structure reads it. */
export interface OutcomeRow {
  competitorId: string
  rank: number | null
  /** The winner of a head-to-head unit (ODF's WLT = W); when no row says so, rank 1 wins. */
  winner?: boolean | null
  timeMs?: number | null
  irm?: string | null
}

export interface UnitOutcome {
  /** Only an official result decides anything. */
  official: boolean
  rows: readonly OutcomeRow[]
}

export interface ResolveContext {
  /** The event's entry list in seed order: seed N is `seeds[N − 1]`. */
  seeds: readonly string[]
  outcomes: ReadonlyMap<string, UnitOutcome>
  /** A pool's final order by its sport's standings, or null while any of its matches is not official. */
  poolStandings?: (pool: string) => readonly string[] | null
  /** A round's overall ranking (fencing: every pool together), or null while the round is not over. */
  roundRanking?: (round: string) => readonly string[] | null
}

export interface ResolvedUnit {
  code: string
  round: string
  stage: Round['stage']
  number: number
  pool?: string
  slots: ResolvedSlot[]
}

export interface ResolveProblem {
  code: 'winner-not-in-match'
  unit: string
  competitorId: string
}

type Decision = { state: 'decided'; competitorId: string } | { state: 'bye' } | { state: 'pending' }
const PENDING: Decision = { state: 'pending' }
const BYE: Decision = { state: 'bye' }
const decided = (competitorId: string | undefined): Decision =>
  competitorId === undefined ? PENDING : { state: 'decided', competitorId }

export function resolveSlots(
  format: EventFormat,
  context: ResolveContext,
): { units: ResolvedUnit[]; problems: ResolveProblem[] } {
  const all = formatUnits(format)
  const byCode = new Map(all.map((u) => [u.unit.code, u]))
  const roundByCode = new Map(format.rounds.map((r) => [r.code, r]))
  const problems: ResolveProblem[] = []
  const memo = new Map<string, Decision>()
  const visiting = new Set<string>()
  const qualifications = new Map<string, QualificationOutcome | null>()

  const slotsOf = (unitCode: string): Decision[] => byCode.get(unitCode)?.unit.slots.map(resolve) ?? []

  const officialRows = (unitCode: string): readonly OutcomeRow[] | null => {
    const outcome = context.outcomes.get(unitCode)
    return outcome?.official ? outcome.rows : null
  }

  /** The winner and loser of a head-to-head unit: a bye lets the other side through, else the official result. */
  const duel = (unitCode: string): { winner: Decision; loser: Decision } => {
    const [a = BYE, b = BYE] = slotsOf(unitCode)
    if (a.state === 'bye') return { winner: b, loser: BYE }
    if (b.state === 'bye') return { winner: a, loser: BYE }
    const rows = officialRows(unitCode)
    if (!rows || a.state !== 'decided' || b.state !== 'decided') return { winner: PENDING, loser: PENDING }
    const winners = rows.filter((r) => r.winner === true)
    const winnerRow = winners.length > 0 ? winners : rows.filter((r) => r.rank === 1 && !r.irm)
    if (winnerRow.length !== 1) return { winner: PENDING, loser: PENDING }
    const winner = (winnerRow[0] as OutcomeRow).competitorId
    if (winner !== a.competitorId && winner !== b.competitorId) {
      if (!problems.some((p) => p.unit === unitCode)) {
        problems.push({ code: 'winner-not-in-match', unit: unitCode, competitorId: winner })
      }
      return { winner: PENDING, loser: PENDING }
    }
    return winner === a.competitorId ? { winner: a, loser: b } : { winner: b, loser: a }
  }

  const qualification = (roundCode: string): QualificationOutcome | null => {
    if (qualifications.has(roundCode)) return qualifications.get(roundCode) ?? null
    const round = roundByCode.get(roundCode)
    let outcome: QualificationOutcome | null = null
    const units = round?.units.map((u) => ({ unit: u.code, rows: officialRows(u.code) }))
    if (round && units?.every((u) => u.rows !== null)) {
      outcome = qualifyFromRound(
        units.map((u) => ({ unit: u.unit, rows: (u.rows ?? []).map((r) => ({ ...r, timeMs: r.timeMs ?? null })) })),
        round.qualification ?? { byPlace: 0, byTime: 0 },
      )
    }
    qualifications.set(roundCode, outcome)
    return outcome
  }

  const bestOfPlace = (roundCode: string, place: number, rank: number): Decision => {
    const round = roundByCode.get(roundCode)
    if (!round) return PENDING
    const atPlace: { competitorId: string; timeMs: number }[] = []
    for (const unit of round.units) {
      const rows = officialRows(unit.code)
      if (!rows) return PENDING
      for (const r of rows) {
        if (r.rank === place && !r.irm && r.timeMs != null)
          atPlace.push({ competitorId: r.competitorId, timeMs: r.timeMs })
      }
    }
    atPlace.sort((x, y) => x.timeMs - y.timeMs)
    const chosen = atPlace[rank - 1]
    // Two with the same time across the cut: the referee decides, so the slot waits.
    if (!chosen || atPlace.filter((r) => r.timeMs === chosen.timeMs).length > 1) return PENDING
    return decided(chosen.competitorId)
  }

  const loserTo = (winnerOf: string, roundCode: string): Decision => {
    const finalist = duel(winnerOf).winner
    if (finalist.state !== 'decided') return finalist.state === 'bye' ? BYE : PENDING
    const round = roundByCode.get(roundCode)
    for (const unit of round?.units ?? []) {
      const slots = slotsOf(unit.code)
      if (slots.some((s) => s.state === 'decided' && s.competitorId === finalist.competitorId)) {
        const { winner, loser } = duel(unit.code)
        return winner.state === 'decided' && winner.competitorId === finalist.competitorId ? loser : PENDING
      }
    }
    // The finalist did not play that round: a bye, so nobody was beaten there.
    return BYE
  }

  function decide(source: SlotSource): Decision {
    switch (source.kind) {
      case 'bye':
        return BYE
      case 'competitor':
        return decided(source.competitorId)
      case 'seed':
        return decided(context.seeds[source.seed - 1])
      case 'pool-place':
        return decided(context.poolStandings?.(source.pool)?.[source.place - 1])
      case 'round-rank':
        return decided(context.roundRanking?.(source.round)?.[source.rank - 1])
      case 'winner':
        return duel(source.unit).winner
      case 'loser':
        return duel(source.unit).loser
      case 'unit-place': {
        const rows = officialRows(source.unit)?.filter((r) => r.rank === source.place && !r.irm) ?? []
        return rows.length === 1 ? decided(rows[0]?.competitorId) : PENDING
      }
      case 'fastest': {
        const outcome = qualification(source.round)
        return decided(outcome?.qualifiers.filter((q) => q.mark === 'q')[source.rank - 1]?.competitorId)
      }
      case 'best-of-place':
        return bestOfPlace(source.round, source.place, source.rank)
      case 'loser-to':
        return loserTo(source.winnerOf, source.round)
    }
  }

  function resolve(source: SlotSource): Decision {
    const key = JSON.stringify(source)
    const known = memo.get(key)
    if (known) return known
    // A structure with a cycle never decides (validateEventFormat reports it).
    if (visiting.has(key)) return PENDING
    visiting.add(key)
    const decision = decide(source)
    visiting.delete(key)
    memo.set(key, decision)
    return decision
  }

  const unitRefOf = (code: string) => {
    const found = byCode.get(code)
    return found
      ? { round: found.round.code, stage: found.round.stage, number: found.unit.number }
      : { round: '', stage: 'final' as const, number: 0 }
  }
  const roundRefOf = (code: string) => ({ round: code, stage: roundByCode.get(code)?.stage ?? ('final' as const) })

  function placeholder(source: Exclude<SlotSource, { kind: 'bye' | 'competitor' }>): SlotPlaceholder {
    switch (source.kind) {
      case 'seed':
        return { kind: 'seed', seed: source.seed }
      case 'pool-place':
        return { kind: 'pool-place', pool: source.pool, place: source.place }
      case 'winner':
      case 'loser':
        return { kind: source.kind, unit: unitRefOf(source.unit) }
      case 'unit-place':
        return { kind: 'unit-place', unit: unitRefOf(source.unit), place: source.place }
      case 'fastest':
        return { kind: 'fastest', round: roundRefOf(source.round), rank: source.rank }
      case 'best-of-place':
        return { kind: 'best-of-place', round: roundRefOf(source.round), place: source.place, rank: source.rank }
      case 'round-rank':
        return { kind: 'round-rank', round: roundRefOf(source.round), rank: source.rank }
      case 'loser-to':
        return { kind: 'loser-to', finalistOf: unitRefOf(source.winnerOf), round: roundRefOf(source.round) }
    }
  }

  const units = all.map(({ unit, round }): ResolvedUnit => {
    const slots = unit.slots.map((source): ResolvedSlot => {
      const decision = resolve(source)
      if (decision.state === 'decided') return decision
      if (decision.state === 'bye' || source.kind === 'bye' || source.kind === 'competitor') return { state: 'bye' }
      return { state: 'pending', placeholder: placeholder(source) }
    })
    return {
      code: unit.code,
      round: round.code,
      stage: round.stage,
      number: unit.number,
      ...(unit.pool ? { pool: unit.pool } : {}),
      slots,
    }
  })
  return { units, problems }
}
