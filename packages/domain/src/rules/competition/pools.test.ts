import { describe, expect, it } from 'vitest'
import { EventFormatSchema } from './format.ts'
import { poolCode, poolRound, poolsThenKnockout, roundRobinPairings, serpentine } from './pools.ts'
import { validateEventFormat } from './validate.ts'

describe('roundRobinPairings', () => {
  for (const n of [2, 3, 4, 5, 6, 7, 8]) {
    it(`makes every pair of ${n} meet exactly once, nobody twice on a matchday`, () => {
      const days = roundRobinPairings(n)
      expect(days).toHaveLength(n % 2 === 0 ? n - 1 : n)
      const met = new Set<string>()
      for (const day of days) {
        const playing = day.flat()
        expect(new Set(playing).size).toBe(playing.length)
        for (const [a, b] of day) {
          const key = [a, b].sort().join('-')
          expect(met.has(key)).toBe(false)
          met.add(key)
        }
      }
      expect(met.size).toBe((n * (n - 1)) / 2)
    })
  }

  it('balances home and away within one for an even pool', () => {
    const home = new Map<number, number>()
    for (const [a] of roundRobinPairings(6).flat()) home.set(a, (home.get(a) ?? 0) + 1)
    for (let i = 0; i < 6; i++) expect(Math.abs((home.get(i) ?? 0) - 2.5)).toBeLessThanOrEqual(1.5)
  })
})

describe('serpentine and pool codes', () => {
  it('spreads seeds A B C C B A', () => {
    expect(serpentine([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 6, 7],
      [2, 5],
      [3, 4],
    ])
  })

  it('names pools A…Z then AA', () => {
    expect([0, 1, 25, 26, 27].map(poolCode)).toEqual(['A', 'B', 'Z', 'AA', 'AB'])
  })
})

describe('poolRound', () => {
  it('draws 8 into two pools of 4 with 6 matches each, numbered by matchday', () => {
    const round = poolRound({ eventCode: 'VVO', entrants: 8, poolCount: 2, advance: 2 })
    expect(round.pools?.map((p) => p.members.map((m) => (m.kind === 'seed' ? m.seed : 0)))).toEqual([
      [1, 4, 5, 8],
      [2, 3, 6, 7],
    ])
    expect(round.units).toHaveLength(12)
    expect(round.units.filter((u) => u.pool === 'A')).toHaveLength(6)
    expect(round.units.slice(0, 4).map((u) => u.pool)).toEqual(['A', 'A', 'B', 'B'])
    expect(round.units.map((u) => u.number)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
  })

  it('refuses pools of one', () => {
    expect(() => poolRound({ eventCode: 'E', entrants: 3, poolCount: 2, advance: 1 })).toThrow(RangeError)
  })
})

describe('poolsThenKnockout', () => {
  it('crosses over the pools: A1 v B2 and B1 v A2 in the semi-finals', () => {
    const format = poolsThenKnockout({
      eventCode: 'BKB',
      entrants: 8,
      poolCount: 2,
      advance: { kind: 'crossover', perPool: 2 },
      bronze: 'match',
    })
    expect(EventFormatSchema.parse(format)).toEqual(format)
    expect(format.rounds.map((r) => r.code)).toEqual(['POOL', 'SF', 'BRNZ', 'FNL'])
    expect(format.rounds[1]?.units.map((u) => u.slots)).toEqual([
      [
        { kind: 'pool-place', pool: 'A', place: 1 },
        { kind: 'pool-place', pool: 'B', place: 2 },
      ],
      [
        { kind: 'pool-place', pool: 'B', place: 1 },
        { kind: 'pool-place', pool: 'A', place: 2 },
      ],
    ])
    expect(validateEventFormat(format)).toEqual([])
  })

  it('keeps four pools’ teams apart in the quarter-finals', () => {
    const format = poolsThenKnockout({
      eventCode: 'HBL',
      entrants: 16,
      poolCount: 4,
      advance: { kind: 'crossover', perPool: 2 },
      bronze: 'match',
      classification: true,
    })
    const qf = format.rounds.find((r) => r.code === 'QF')
    for (const unit of qf?.units ?? []) {
      const pools = unit.slots.map((s) => (s.kind === 'pool-place' ? s.pool : ''))
      expect(pools[0]).not.toBe(pools[1])
    }
    expect(validateEventFormat(format)).toEqual([])
  })

  it('seeds fencing’s direct elimination from the overall pool ranking, with byes', () => {
    const format = poolsThenKnockout({
      eventCode: 'FEN',
      entrants: 21,
      poolCount: 3,
      advance: { kind: 'overall', total: 21 },
      bronze: 'shared',
    })
    expect(format.rounds.map((r) => r.code)).toEqual(['POOL', 'R32', 'R16', 'QF', 'SF', 'FNL'])
    expect(format.rounds[0]?.units).toHaveLength(3 * 21)
    const r32 = format.rounds[1]
    // 21 in a table of 32: seeds 1–11 have byes, so only 12 v 21 … 16 v 17 fence.
    expect(r32?.units).toHaveLength(5)
    expect(r32?.units[0]?.slots).toEqual([
      { kind: 'round-rank', round: 'POOL', rank: 16 },
      { kind: 'round-rank', round: 'POOL', rank: 17 },
    ])
    expect(validateEventFormat(format)).toEqual([])
  })
})
