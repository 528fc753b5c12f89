import {
  defaultUnitCoder,
  type EventFormat,
  type FormatUnit,
  type Round,
  type RoundStage,
  type SlotSource,
  type UnitCoder,
} from './format.ts'

/**
 * Knockout draws: a table of any size with byes for the top seeds, and what decides the bronze — one bronze match,
 * two shared bronzes, the judo repechage for the quarter-finals' losers, or the wrestling/taekwondo repechage for
 * those who lost to a finalist — plus classification matches for 5th–8th. Decision 069.
 */

const BYE: SlotSource = { kind: 'bye' }

/** How the bronze medal is decided. */
export type BronzeRule =
  /** The two semi-final losers play one bronze match (basketball, handball, volleyball, football, fencing teams). */
  | 'match'
  /** Both semi-final losers get bronze, no match (individual fencing has a match; boxing-style shared bronze). */
  | 'shared'
  /**
   * IJF double repechage: the quarter-finals' losers of each half meet; each winner meets the loser of the other
   * half's semi-final for one of two bronzes (judo).
   */
  | 'quarter-final-repechage'
  /**
   * UWW/World Taekwondo repechage: everyone beaten by a finalist before the semi-finals fights on, earliest round
   * first; each chain's winner meets the loser of the other half's semi-final for one of two bronzes.
   */
  | 'finalist-repechage'

export interface KnockoutOptions {
  eventCode: string
  /** The competitors in seed order (seed 1 first); a number N means seeds 1…N of the event's entry list. */
  entrants: number | readonly SlotSource[]
  bronze: BronzeRule
  /** Matches for 5th to 8th between the quarter-finals' losers. */
  classification?: boolean
  unitCode?: UnitCoder
}

/**
 * The standard seeding order of a table of `size` (a power of two): seed 1 meets the last, and seeds 1 and 2 can
 * only meet in the final (8 → 1, 8, 4, 5, 2, 7, 3, 6).
 */
export function seedingOrder(size: number): number[] {
  if (size < 2 || !Number.isInteger(Math.log2(size))) throw new RangeError(`A table has a power-of-two size: ${size}`)
  let order = [1, 2]
  while (order.length < size) {
    const next = order.length * 2
    order = order.flatMap((seed) => [seed, next + 1 - seed])
  }
  return order
}

/** The smallest power of two that holds `n` competitors. */
export function tableSize(n: number): number {
  let size = 2
  while (size < n) size *= 2
  return size
}

/** Names a knockout round by how many units a full table has in it. */
function knockoutRound(matches: number): { code: string; stage: RoundStage } {
  if (matches === 1) return { code: 'FNL', stage: 'final' }
  if (matches === 2) return { code: 'SF', stage: 'semi-final' }
  if (matches === 4) return { code: 'QF', stage: 'quarter-final' }
  return { code: `R${matches * 2}`, stage: 'elimination' }
}

/** Builds the units of one round, skipping a match with a bye: the other side goes through without playing. */
class RoundBuilder {
  readonly units: FormatUnit[] = []
  constructor(
    readonly code: string,
    private readonly coder: UnitCoder,
  ) {}

  /** The winner's and loser's sources of `a` against `b`, with a unit only when both sides can exist. */
  match(a: SlotSource, b: SlotSource): { winner: SlotSource; loser: SlotSource } {
    if (a.kind === 'bye') return { winner: b, loser: BYE }
    if (b.kind === 'bye') return { winner: a, loser: BYE }
    const number = this.units.length + 1
    const code = this.coder(this.code, number)
    this.units.push({ code, number, slots: [a, b] })
    return { winner: { kind: 'winner', unit: code }, loser: { kind: 'loser', unit: code } }
  }

  /** A unit that is kept even with a bye in it (a chain whose finalist may turn out to have had a bye). */
  contest(a: SlotSource, b: SlotSource): SlotSource {
    if (a.kind === 'bye' && b.kind === 'bye') return BYE
    const number = this.units.length + 1
    const code = this.coder(this.code, number)
    this.units.push({ code, number, slots: [a, b] })
    return { kind: 'winner', unit: code }
  }

  round(stage: RoundStage): Round {
    return { code: this.code, stage, contest: 'head-to-head', units: this.units }
  }
}

export function seedSources(n: number): SlotSource[] {
  return Array.from({ length: n }, (_, i) => ({ kind: 'seed' as const, seed: i + 1 }))
}

/**
 * A knockout draw of any size: the table is the next power of two, the missing places are byes given to the top
 * seeds (their first-round unit does not exist; the next round reads the seed directly).
 */
export function knockoutDraw(options: KnockoutOptions): EventFormat {
  const entrants = typeof options.entrants === 'number' ? seedSources(options.entrants) : [...options.entrants]
  const n = entrants.length
  if (n < 2) throw new RangeError('A knockout needs at least two competitors')
  const coder = options.unitCode ?? defaultUnitCoder(options.eventCode)
  const size = tableSize(n)
  const needsQuarterFinals =
    options.bronze === 'quarter-final-repechage' || options.bronze === 'finalist-repechage' || options.classification
  if (needsQuarterFinals && size < 8) throw new RangeError('Repechage and classification need quarter-finals')
  if (options.bronze !== 'shared' && size < 4) throw new RangeError('A bronze needs semi-finals')

  const rounds: Round[] = []
  // Per round: each table position's source going in, and the winner/loser sources coming out.
  let carried: SlotSource[] = seedingOrder(size).map((seed) => entrants[seed - 1] ?? BYE)
  const losersByRound: SlotSource[][] = []
  const roundCodes: string[] = []
  let semiFinals: { winner: SlotSource; loser: SlotSource }[] = []
  while (carried.length > 1) {
    const { code, stage } = knockoutRound(carried.length / 2)
    const builder = new RoundBuilder(code, coder)
    const outcomes: { winner: SlotSource; loser: SlotSource }[] = []
    for (let i = 0; i < carried.length; i += 2) outcomes.push(builder.match(carried[i] ?? BYE, carried[i + 1] ?? BYE))
    if (stage === 'semi-final') semiFinals = outcomes
    losersByRound.push(outcomes.map((o) => o.loser))
    roundCodes.push(code)
    if (builder.units.length > 0) rounds.push(builder.round(stage))
    carried = outcomes.map((o) => o.winner)
  }
  const final = rounds.pop() as Round
  const [sf1, sf2] = semiFinals
  const quarterFinalLosers = size >= 8 ? (losersByRound[losersByRound.length - 3] ?? []) : []

  if (options.classification) {
    const semis = new RoundBuilder('CLS', coder)
    const a = semis.match(quarterFinalLosers[0] ?? BYE, quarterFinalLosers[1] ?? BYE)
    const b = semis.match(quarterFinalLosers[2] ?? BYE, quarterFinalLosers[3] ?? BYE)
    const fifth = new RoundBuilder('P5', coder)
    fifth.match(a.winner, b.winner)
    const seventh = new RoundBuilder('P7', coder)
    seventh.match(a.loser, b.loser)
    for (const r of [semis, fifth, seventh]) if (r.units.length > 0) rounds.push(r.round('classification'))
  }

  if (options.bronze === 'quarter-final-repechage' && sf1 && sf2) {
    const repechage = new RoundBuilder('REP', coder)
    const topHalf = repechage.match(quarterFinalLosers[0] ?? BYE, quarterFinalLosers[1] ?? BYE)
    const bottomHalf = repechage.match(quarterFinalLosers[2] ?? BYE, quarterFinalLosers[3] ?? BYE)
    if (repechage.units.length > 0) rounds.push(repechage.round('repechage'))
    const bronze = new RoundBuilder('BRNZ', coder)
    bronze.contest(topHalf.winner, sf2.loser)
    bronze.contest(bottomHalf.winner, sf1.loser)
    if (bronze.units.length > 0) rounds.push(bronze.round('bronze'))
  } else if (options.bronze === 'finalist-repechage' && sf1 && sf2) {
    // Rounds before the semi-finals, earliest first: whoever a finalist beat there fights on.
    const earlier = roundCodes.slice(0, -2)
    const repechage = new RoundBuilder('REP', coder)
    const chainWinner = (semiFinal: SlotSource): SlotSource => {
      if (semiFinal.kind !== 'winner') return BYE
      const beaten = earlier.map((round): SlotSource => ({ kind: 'loser-to', winnerOf: semiFinal.unit, round }))
      let current = beaten[0] ?? BYE
      for (const next of beaten.slice(1)) current = repechage.contest(current, next)
      return current
    }
    const top = chainWinner(sf1.winner)
    const bottom = chainWinner(sf2.winner)
    if (repechage.units.length > 0) rounds.push(repechage.round('repechage'))
    const bronze = new RoundBuilder('BRNZ', coder)
    bronze.contest(top, sf2.loser)
    bronze.contest(bottom, sf1.loser)
    if (bronze.units.length > 0) rounds.push(bronze.round('bronze'))
  } else if (options.bronze === 'match' && sf1 && sf2) {
    const bronze = new RoundBuilder('BRNZ', coder)
    bronze.match(sf1.loser, sf2.loser)
    if (bronze.units.length > 0) rounds.push(bronze.round('bronze'))
  }
  rounds.push(final)
  return { eventCode: options.eventCode, rounds }
}
