import { describe, expect, it } from 'vitest'
import type { EventFormat } from './format.ts'
import { knockoutDraw } from './knockout.ts'
import { poolsThenKnockout } from './pools.ts'
import { parseRaceTime, racingFormat } from './racing.ts'
import { ResolvedSlotSchema, resolveSlots, type UnitOutcome } from './resolve.ts'

const win = (winner: string, loser: string, official = true): UnitOutcome => ({
  official,
  rows: [
    { competitorId: winner, rank: 1, winner: true },
    { competitorId: loser, rank: 2, winner: false },
  ],
})

const slotsOf = (format: EventFormat, outcomes: Map<string, UnitOutcome>, seeds: string[], unit: string) => {
  const { units } = resolveSlots(format, { seeds, outcomes })
  const found = units.find((u) => u.code === unit)
  for (const slot of found?.slots ?? []) ResolvedSlotSchema.parse(slot)
  return found?.slots
}

describe('resolveSlots: knockout', () => {
  const format = knockoutDraw({ eventCode: 'E', entrants: 8, bronze: 'match' })
  const seeds = ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']

  it('fills the first round from the seeds and shows placeholders for what is not played', () => {
    const { units, problems } = resolveSlots(format, { seeds, outcomes: new Map() })
    expect(problems).toEqual([])
    expect(units.find((u) => u.code === 'E-QF-1')?.slots).toEqual([
      { state: 'decided', competitorId: 's1' },
      { state: 'decided', competitorId: 's8' },
    ])
    expect(units.find((u) => u.code === 'E-SF-1')?.slots).toEqual([
      { state: 'pending', placeholder: { kind: 'winner', unit: { round: 'QF', stage: 'quarter-final', number: 1 } } },
      { state: 'pending', placeholder: { kind: 'winner', unit: { round: 'QF', stage: 'quarter-final', number: 2 } } },
    ])
    expect(units.find((u) => u.code === 'E-BRNZ-1')?.slots[0]).toEqual({
      state: 'pending',
      placeholder: { kind: 'loser', unit: { round: 'SF', stage: 'semi-final', number: 1 } },
    })
  })

  it('moves winners and losers on once a result is official, not before', () => {
    const outcomes = new Map([
      ['E-QF-1', win('s1', 's8')],
      ['E-QF-2', win('s5', 's4')],
      ['E-SF-1', win('s5', 's1')],
    ])
    expect(slotsOf(format, outcomes, seeds, 'E-SF-1')).toEqual([
      { state: 'decided', competitorId: 's1' },
      { state: 'decided', competitorId: 's5' },
    ])
    expect(slotsOf(format, outcomes, seeds, 'E-FNL-1')?.[0]).toEqual({ state: 'decided', competitorId: 's5' })
    expect(slotsOf(format, outcomes, seeds, 'E-BRNZ-1')?.[0]).toEqual({ state: 'decided', competitorId: 's1' })
    const unofficial = new Map([...outcomes, ['E-SF-1', win('s5', 's1', false)]])
    expect(slotsOf(format, unofficial, seeds, 'E-FNL-1')?.[0]?.state).toBe('pending')
  })

  it('takes rank 1 as the winner when no row is marked', () => {
    const outcomes = new Map<string, UnitOutcome>([
      [
        'E-QF-1',
        {
          official: true,
          rows: [
            { competitorId: 's8', rank: 1 },
            { competitorId: 's1', rank: 2 },
          ],
        },
      ],
    ])
    expect(slotsOf(format, outcomes, seeds, 'E-SF-1')?.[0]).toEqual({ state: 'decided', competitorId: 's8' })
  })

  it('reports a winner who is not in the match and decides nothing from it', () => {
    const outcomes = new Map([['E-QF-1', win('s3', 's1')]])
    const { units, problems } = resolveSlots(format, { seeds, outcomes })
    expect(problems).toEqual([{ code: 'winner-not-in-match', unit: 'E-QF-1', competitorId: 's3' }])
    expect(units.find((u) => u.code === 'E-SF-1')?.slots[0]?.state).toBe('pending')
  })

  it('sends a seed with a bye straight on', () => {
    const six = knockoutDraw({ eventCode: 'E', entrants: 6, bronze: 'match' })
    expect(slotsOf(six, new Map(), seeds.slice(0, 6), 'E-SF-1')?.[0]).toEqual({ state: 'decided', competitorId: 's1' })
  })
})

describe('resolveSlots: repechage', () => {
  it('fills the judo repechage and bronze matches from the quarter-finals and semi-finals', () => {
    const format = knockoutDraw({ eventCode: 'J', entrants: 8, bronze: 'quarter-final-repechage' })
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    const outcomes = new Map([
      ['J-QF-1', win('a', 'h')],
      ['J-QF-2', win('d', 'e')],
      ['J-QF-3', win('b', 'g')],
      ['J-QF-4', win('c', 'f')],
      ['J-SF-1', win('a', 'd')],
      ['J-SF-2', win('c', 'b')],
      ['J-REP-1', win('e', 'h')],
    ])
    expect(slotsOf(format, outcomes, seeds, 'J-REP-2')).toEqual([
      { state: 'decided', competitorId: 'g' },
      { state: 'decided', competitorId: 'f' },
    ])
    expect(slotsOf(format, outcomes, seeds, 'J-BRNZ-1')).toEqual([
      { state: 'decided', competitorId: 'e' },
      { state: 'decided', competitorId: 'b' },
    ])
    expect(slotsOf(format, outcomes, seeds, 'J-BRNZ-2')).toEqual([
      { state: 'pending', placeholder: { kind: 'winner', unit: { round: 'REP', stage: 'repechage', number: 2 } } },
      { state: 'decided', competitorId: 'd' },
    ])
  })

  it('fills the wrestling repechage with those the finalist beat, a bye where the finalist had one', () => {
    // 12 in a table of 16: seeds 1–4 have byes in the first round.
    const format = knockoutDraw({ eventCode: 'W', entrants: 12, bronze: 'finalist-repechage' })
    const seeds = Array.from({ length: 12 }, (_, i) => `w${i + 1}`)
    const { units: before } = resolveSlots(format, { seeds, outcomes: new Map() })
    expect(before.find((u) => u.code === 'W-REP-1')?.slots[0]).toEqual({
      state: 'pending',
      placeholder: {
        kind: 'loser-to',
        finalistOf: { round: 'SF', stage: 'semi-final', number: 1 },
        round: { round: 'R16', stage: 'elimination' },
      },
    })
    // First round: 8 v 9, 5 v 12, 7 v 10, 6 v 11 (R16 units 1–4); the top half's finalist is w8, from the first round.
    const outcomes = new Map([
      ['W-R16-1', win('w8', 'w9')],
      ['W-R16-2', win('w5', 'w12')],
      ['W-R16-3', win('w7', 'w10')],
      ['W-R16-4', win('w6', 'w11')],
      ['W-QF-1', win('w8', 'w1')],
      ['W-QF-2', win('w4', 'w5')],
      ['W-QF-3', win('w2', 'w7')],
      ['W-QF-4', win('w3', 'w6')],
      ['W-SF-1', win('w8', 'w4')],
      ['W-SF-2', win('w2', 'w3')],
    ])
    expect(slotsOf(format, outcomes, seeds, 'W-REP-1')).toEqual([
      { state: 'decided', competitorId: 'w9' },
      { state: 'decided', competitorId: 'w1' },
    ])
    // The bottom finalist w2 had a bye in the first round: its chain starts with a bye.
    expect(slotsOf(format, outcomes, seeds, 'W-REP-2')).toEqual([
      { state: 'bye' },
      { state: 'decided', competitorId: 'w7' },
    ])
    // …and the chain's lone competitor goes through to the bronze match without fighting.
    expect(slotsOf(format, outcomes, seeds, 'W-BRNZ-2')).toEqual([
      { state: 'decided', competitorId: 'w7' },
      { state: 'decided', competitorId: 'w4' },
    ])
    expect(slotsOf(format, outcomes, seeds, 'W-BRNZ-1')?.[1]).toEqual({ state: 'decided', competitorId: 'w3' })
  })
})

describe('resolveSlots: pools', () => {
  const format = poolsThenKnockout({
    eventCode: 'B',
    entrants: 8,
    poolCount: 2,
    advance: { kind: 'crossover', perPool: 2 },
    bronze: 'match',
  })

  it('reads pool places from the standings it is given, once a pool is complete', () => {
    const standings: Record<string, string[] | null> = { A: ['t1', 't4', 't5', 't8'], B: null }
    const { units } = resolveSlots(format, {
      seeds: [],
      outcomes: new Map(),
      poolStandings: (pool) => standings[pool] ?? null,
    })
    expect(units.find((u) => u.code === 'B-SF-1')?.slots).toEqual([
      { state: 'decided', competitorId: 't1' },
      { state: 'pending', placeholder: { kind: 'pool-place', pool: 'B', place: 2 } },
    ])
    expect(units.find((u) => u.code === 'B-POOL-1')?.pool).toBe('A')
  })

  it('reads fencing’s overall pool ranking for the table', () => {
    const fencing = poolsThenKnockout({
      eventCode: 'F',
      entrants: 12,
      poolCount: 2,
      advance: { kind: 'overall', total: 12 },
      bronze: 'shared',
    })
    const ranking = Array.from({ length: 12 }, (_, i) => `f${i + 1}`)
    const { units } = resolveSlots(fencing, {
      seeds: [],
      outcomes: new Map(),
      roundRanking: (round) => (round === 'POOL' ? ranking : null),
    })
    // 12 in a table of 16: 5 v 12 is the first bout.
    expect(units.find((u) => u.code === 'F-R16-1')?.slots).toEqual([
      { state: 'decided', competitorId: 'f8' },
      { state: 'decided', competitorId: 'f9' },
    ])
  })
})

describe('resolveSlots: heats', () => {
  const format = racingFormat({
    eventCode: 'R',
    entrants: 12,
    laneCount: 8,
    rounds: [{ code: 'HEAT', stage: 'heat', units: 2, qualification: { byPlace: 3, byTime: 2 } }],
  })
  const heat = (rows: [string, number | null, string | null, string?][]): UnitOutcome => ({
    official: true,
    rows: rows.map(([competitorId, rank, time, irm]) => ({ competitorId, rank, timeMs: parseRaceTime(time), irm })),
  })

  it('fills the final by place, then by time, when every heat is official', () => {
    const outcomes = new Map([
      [
        'R-HEAT-1',
        heat([
          ['a', 1, '10.1'],
          ['b', 2, '10.2'],
          ['c', 3, '10.3'],
          ['d', 4, '10.35'],
          ['x', null, null, 'DNF'],
        ]),
      ],
    ])
    const pending = slotsOf(format, outcomes, [], 'R-FNL-1')
    expect(pending?.[0]).toEqual({ state: 'decided', competitorId: 'a' })
    expect(pending?.[6]).toEqual({
      state: 'pending',
      placeholder: { kind: 'fastest', round: { round: 'HEAT', stage: 'heat' }, rank: 1 },
    })
    outcomes.set(
      'R-HEAT-2',
      heat([
        ['e', 1, '10.0'],
        ['f', 2, '10.25'],
        ['g', 3, '10.5'],
        ['h', 4, '10.4'],
        ['i', 5, '10.6'],
      ]),
    )
    const filled = slotsOf(format, outcomes, [], 'R-FNL-1')
    expect(filled?.map((s) => (s.state === 'decided' ? s.competitorId : s.state))).toEqual([
      'a',
      'e',
      'b',
      'f',
      'c',
      'g',
      'd',
      'h',
    ])
  })

  it('fills "fastest 3rd" from the thirds of every heat', () => {
    const withThird: EventFormat = {
      eventCode: 'R',
      rounds: [
        ...format.rounds.slice(0, 1),
        {
          code: 'FNL',
          stage: 'final',
          contest: 'ranked',
          units: [{ code: 'R-FNL-1', number: 1, slots: [{ kind: 'best-of-place', round: 'HEAT', place: 3, rank: 1 }] }],
        },
      ],
    }
    const outcomes = new Map([
      ['R-HEAT-1', heat([['c', 3, '10.3']])],
      ['R-HEAT-2', heat([['g', 3, '10.29']])],
    ])
    expect(slotsOf(withThird, outcomes, [], 'R-FNL-1')).toEqual([{ state: 'decided', competitorId: 'g' }])
    const tied = new Map([
      ['R-HEAT-1', heat([['c', 3, '10.3']])],
      ['R-HEAT-2', heat([['g', 3, '10.3']])],
    ])
    expect(slotsOf(withThird, tied, [], 'R-FNL-1')?.[0]?.state).toBe('pending')
  })
})

describe('resolveSlots: a structure with a cycle', () => {
  it('leaves the units of a cycle pending instead of looping', () => {
    const cyclic: EventFormat = {
      eventCode: 'C',
      rounds: [
        {
          code: 'SF',
          stage: 'semi-final',
          contest: 'head-to-head',
          units: [
            {
              code: 'U1',
              number: 1,
              slots: [
                { kind: 'winner', unit: 'U2' },
                { kind: 'seed', seed: 1 },
              ],
            },
            {
              code: 'U2',
              number: 2,
              slots: [
                { kind: 'winner', unit: 'U1' },
                { kind: 'seed', seed: 2 },
              ],
            },
          ],
        },
      ],
    }
    const { units } = resolveSlots(cyclic, { seeds: ['a', 'b'], outcomes: new Map([['U1', win('a', 'x')]]) })
    expect(units.map((u) => u.slots[0]?.state)).toEqual(['pending', 'pending'])
  })
})
