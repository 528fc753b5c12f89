import {
  defaultUnitCoder,
  type EventFormat,
  type FormatUnit,
  type Pool,
  type Round,
  type SlotSource,
  type UnitCoder,
} from './format.ts'
import { type BronzeRule, knockoutDraw, seedSources } from './knockout.ts'

/**
 * Pools (round robin) and what follows them: a knockout seeded across pools (team sports: 1st of A meets 2nd of B)
 * or by the overall ranking of every pool together (fencing's pools then direct elimination). Decision 069.
 */

/**
 * Round robin fixtures by the circle method: every member meets every other once, in `n − 1` matchdays (n rounded
 * up to even; the member paired with the missing one rests). Returns pairs of member indices per matchday; home and
 * away alternate so nobody is always first.
 */
export function roundRobinPairings(memberCount: number): [number, number][][] {
  if (memberCount < 2) return []
  const ring = Array.from({ length: memberCount % 2 === 0 ? memberCount : memberCount + 1 }, (_, i) => i)
  const n = ring.length
  const rest = memberCount // index of the missing member when the count is odd
  const days: [number, number][][] = []
  for (let day = 0; day < n - 1; day++) {
    const pairs: [number, number][] = []
    for (let i = 0; i < n / 2; i++) {
      const a = ring[i] as number
      const b = ring[n - 1 - i] as number
      if (a === rest || b === rest) continue
      // The fixed first member alternates sides by matchday; the others by position.
      pairs.push(i === 0 ? (day % 2 === 0 ? [a, b] : [b, a]) : i % 2 === 0 ? [a, b] : [b, a])
    }
    days.push(pairs)
    // Keep the first member fixed and turn the rest of the ring by one.
    ring.splice(1, 0, ring.pop() as number)
  }
  return days
}

/** Pool letters: A, B, … Z, then AA, AB… */
export function poolCode(index: number): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
  return index < 26 ? (letters[index] as string) : `${letters[Math.floor(index / 26) - 1]}${letters[index % 26]}`
}

/**
 * Splits seeded entrants into pools the serpentine way (A B C C B A A B C…), so each pool gets one of the top seeds
 * and the pools are as even as the seeding allows.
 */
export function serpentine<T>(items: readonly T[], groups: number): T[][] {
  const out: T[][] = Array.from({ length: groups }, () => [])
  items.forEach((item, i) => {
    const lap = Math.floor(i / groups)
    const pos = i % groups
    out[lap % 2 === 0 ? pos : groups - 1 - pos]?.push(item)
  })
  return out
}

export interface PoolRoundOptions {
  eventCode: string
  /** Competitors in seed order, or N for seeds 1…N. */
  entrants: number | readonly SlotSource[]
  poolCount: number
  /** How many of each pool go on. */
  advance: number
  roundCode?: string
  unitCode?: UnitCoder
}

/** A round of pools: members drawn serpentine, every pool's fixtures by matchday, units numbered across pools. */
export function poolRound(options: PoolRoundOptions): Round {
  const entrants = typeof options.entrants === 'number' ? seedSources(options.entrants) : [...options.entrants]
  if (options.poolCount < 1 || entrants.length < options.poolCount * 2) {
    throw new RangeError('Each pool needs at least two competitors')
  }
  const roundCode = options.roundCode ?? 'POOL'
  const coder = options.unitCode ?? defaultUnitCoder(options.eventCode)
  const memberLists = serpentine(entrants, options.poolCount)
  if (memberLists.some((m) => m.length < options.advance)) throw new RangeError('A pool has fewer than advance')
  const pools: Pool[] = memberLists.map((members, i) => ({ code: poolCode(i), members, advance: options.advance }))
  const schedules = pools.map((pool) => roundRobinPairings(pool.members.length))
  const days = Math.max(...schedules.map((s) => s.length))
  const units: FormatUnit[] = []
  for (let day = 0; day < days; day++) {
    pools.forEach((pool, p) => {
      for (const [a, b] of schedules[p]?.[day] ?? []) {
        const number = units.length + 1
        units.push({
          code: coder(roundCode, number),
          number,
          pool: pool.code,
          slots: [pool.members[a] as SlotSource, pool.members[b] as SlotSource],
        })
      }
    })
  }
  return { code: roundCode, stage: 'pool', contest: 'head-to-head', pools, units }
}

export type PoolAdvance =
  /** Team sports: the first places of every pool are seeded A1, B1, …, A2, B2, … so two of one pool meet late. */
  | { kind: 'crossover'; perPool: number }
  /** Fencing: one ranking of all pools together; its first `total` are seeded into the table. */
  | { kind: 'overall'; total: number }

export interface PoolsThenKnockoutOptions {
  eventCode: string
  entrants: number | readonly SlotSource[]
  poolCount: number
  advance: PoolAdvance
  bronze: BronzeRule
  classification?: boolean
  unitCode?: UnitCoder
}

/** Pools, then a knockout of those who advance (with byes if they are not a power of two). */
export function poolsThenKnockout(options: PoolsThenKnockoutOptions): EventFormat {
  const perPool = options.advance.kind === 'crossover' ? options.advance.perPool : 0
  const pools = poolRound({
    eventCode: options.eventCode,
    entrants: options.entrants,
    poolCount: options.poolCount,
    advance: perPool,
    unitCode: options.unitCode,
  })
  const poolCodes = (pools.pools ?? []).map((p) => p.code)
  const advancing: SlotSource[] =
    options.advance.kind === 'crossover'
      ? Array.from({ length: perPool }, (_, place) =>
          poolCodes.map((pool): SlotSource => ({ kind: 'pool-place', pool, place: place + 1 })),
        ).flat()
      : Array.from({ length: options.advance.total }, (_, i) => ({
          kind: 'round-rank' as const,
          round: pools.code,
          rank: i + 1,
        }))
  const knockout = knockoutDraw({
    eventCode: options.eventCode,
    entrants: advancing,
    bronze: options.bronze,
    classification: options.classification,
    unitCode: options.unitCode,
  })
  return { eventCode: options.eventCode, rounds: [pools, ...knockout.rounds] }
}
