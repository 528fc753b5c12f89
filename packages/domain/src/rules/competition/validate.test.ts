import { describe, expect, it } from 'vitest'
import type { EventFormat, Round } from './format.ts'
import { knockoutDraw } from './knockout.ts'
import { poolsThenKnockout } from './pools.ts'
import { racingFormat } from './racing.ts'
import { FormatProblemSchema, validateEventFormat, validateMatchResult, validateStartList } from './validate.ts'

const h2h = (code: string, stage: Round['stage'], units: Round['units']): Round => ({
  code,
  stage,
  contest: 'head-to-head',
  units,
})

const codes = (format: EventFormat) => {
  const problems = validateEventFormat(format)
  for (const p of problems) FormatProblemSchema.parse(p)
  return problems.map((p) => p.code)
}

describe('validateEventFormat', () => {
  it('accepts what the generators build', () => {
    expect(validateEventFormat(knockoutDraw({ eventCode: 'E', entrants: 13, bronze: 'match' }))).toEqual([])
  })

  it('refuses a source that reads a later round', () => {
    const format: EventFormat = {
      eventCode: 'E',
      rounds: [
        h2h('SF', 'semi-final', [
          {
            code: 'SF1',
            number: 1,
            slots: [
              { kind: 'winner', unit: 'F1' },
              { kind: 'seed', seed: 1 },
            ],
          },
        ]),
        h2h('FNL', 'final', [
          {
            code: 'F1',
            number: 1,
            slots: [
              { kind: 'seed', seed: 2 },
              { kind: 'seed', seed: 3 },
            ],
          },
        ]),
      ],
    }
    expect(validateEventFormat(format)).toContainEqual({ code: 'later-round', round: 'SF', unit: 'SF1', slot: 0 })
  })

  it('refuses a round-wide source in its own round and a repechage reading a round not yet played', () => {
    const format: EventFormat = {
      eventCode: 'E',
      rounds: [
        {
          code: 'HEAT',
          stage: 'heat',
          contest: 'ranked',
          units: [{ code: 'H1', number: 1, slots: [{ kind: 'fastest', round: 'HEAT', rank: 1 }] }],
        },
        h2h('REP', 'repechage', [
          {
            code: 'R1',
            number: 1,
            slots: [
              { kind: 'loser-to', winnerOf: 'H1', round: 'REP' },
              { kind: 'seed', seed: 1 },
            ],
          },
        ]),
      ],
    }
    expect(codes(format).filter((c) => c === 'later-round')).toHaveLength(2)
  })

  it('finds a cycle of units waiting for each other and names them', () => {
    const format: EventFormat = {
      eventCode: 'E',
      rounds: [
        h2h('R', 'elimination', [
          {
            code: 'A',
            number: 1,
            slots: [
              { kind: 'winner', unit: 'C' },
              { kind: 'seed', seed: 1 },
            ],
          },
          {
            code: 'B',
            number: 2,
            slots: [
              { kind: 'winner', unit: 'A' },
              { kind: 'seed', seed: 2 },
            ],
          },
          {
            code: 'C',
            number: 3,
            slots: [
              { kind: 'winner', unit: 'B' },
              { kind: 'seed', seed: 3 },
            ],
          },
        ]),
      ],
    }
    const cycles = validateEventFormat(format).filter((p) => p.code === 'cycle')
    expect(cycles).toHaveLength(1)
    expect(new Set(cycles[0]?.units)).toEqual(new Set(['A', 'B', 'C']))
  })

  it('finds a unit that waits for itself', () => {
    const format: EventFormat = {
      eventCode: 'E',
      rounds: [
        h2h('R', 'final', [
          {
            code: 'A',
            number: 1,
            slots: [
              { kind: 'loser', unit: 'A' },
              { kind: 'seed', seed: 1 },
            ],
          },
        ]),
      ],
    }
    expect(validateEventFormat(format)).toContainEqual({ code: 'cycle', units: ['A'] })
  })

  it('refuses a team drawn in two pools of one round, and a pool match with an outsider', () => {
    const format = poolsThenKnockout({
      eventCode: 'E',
      entrants: 8,
      poolCount: 2,
      advance: { kind: 'crossover', perPool: 2 },
      bronze: 'match',
    })
    const pools = format.rounds[0]?.pools ?? []
    const [a, b] = pools
    if (!a || !b) throw new Error('two pools expected')
    b.members[0] = { kind: 'competitor', competitorId: 'BRA' }
    a.members[3] = { kind: 'competitor', competitorId: 'BRA' }
    const problems = validateEventFormat(format)
    expect(problems).toContainEqual({ code: 'in-two-pools', round: 'POOL', pool: 'B', slot: 0, competitorId: 'BRA' })
    expect(problems.filter((p) => p.code === 'not-pool-member').length).toBeGreaterThan(0)
  })

  it('refuses a pool place the pool does not have and an unknown pool', () => {
    const format = poolsThenKnockout({
      eventCode: 'E',
      entrants: 8,
      poolCount: 2,
      advance: { kind: 'crossover', perPool: 2 },
      bronze: 'match',
    })
    const sf = format.rounds.find((r) => r.code === 'SF')
    if (!sf?.units[0] || !sf.units[1]) throw new Error('semi-finals expected')
    sf.units[0].slots[1] = { kind: 'pool-place', pool: 'B', place: 5 }
    sf.units[1].slots[1] = { kind: 'pool-place', pool: 'Z', place: 1 }
    expect(codes(format)).toEqual(['place-out-of-range', 'unknown-pool'])
  })

  it('refuses a ranked unit over its lane count and a match without two slots', () => {
    const race = racingFormat({ eventCode: 'R', entrants: 8, laneCount: 8, rounds: [] })
    const final = race.rounds[0]
    if (!final) throw new Error('final expected')
    final.laneCount = 6
    expect(validateEventFormat(race)).toEqual([{ code: 'over-lane-count', round: 'FNL', unit: 'R-FNL-1', limit: 6 }])
    const match: EventFormat = {
      eventCode: 'E',
      rounds: [h2h('FNL', 'final', [{ code: 'F', number: 1, slots: [{ kind: 'seed', seed: 1 }] }])],
    }
    expect(codes(match)).toEqual(['slot-count'])
  })

  it('refuses unknown units, duplicates and one winner sent to two places', () => {
    const format: EventFormat = {
      eventCode: 'E',
      rounds: [
        h2h('SF', 'semi-final', [
          {
            code: 'S1',
            number: 1,
            slots: [
              { kind: 'seed', seed: 1 },
              { kind: 'seed', seed: 4 },
            ],
          },
          {
            code: 'S1',
            number: 2,
            slots: [
              { kind: 'seed', seed: 2 },
              { kind: 'seed', seed: 3 },
            ],
          },
        ]),
        h2h('FNL', 'final', [
          {
            code: 'F',
            number: 1,
            slots: [
              { kind: 'winner', unit: 'S1' },
              { kind: 'winner', unit: 'S1' },
            ],
          },
          {
            code: 'G',
            number: 2,
            slots: [
              { kind: 'winner', unit: 'S9' },
              { kind: 'seed', seed: 5 },
            ],
          },
        ]),
      ],
    }
    expect(codes(format)).toEqual(['duplicate-unit', 'source-used-twice', 'unknown-unit'])
  })
})

describe('validateStartList', () => {
  const race = racingFormat({ eventCode: 'R', entrants: 8, laneCount: 8, rounds: [] })

  it('refuses a start list over the lane count and a competitor twice', () => {
    const nine = Array.from({ length: 9 }, (_, i) => `a${i}`)
    expect(validateStartList(race, 'R-FNL-1', nine)).toEqual([
      { code: 'over-lane-count', round: 'FNL', unit: 'R-FNL-1', limit: 8 },
    ])
    expect(validateStartList(race, 'R-FNL-1', ['a', 'b', 'a'])).toEqual([
      { code: 'duplicate-competitor', unit: 'R-FNL-1', slot: 2, competitorId: 'a' },
    ])
    expect(validateStartList(race, 'R-FNL-1', nine.slice(0, 8))).toEqual([])
  })

  it('allows two in a match and names an unknown unit', () => {
    const ko = knockoutDraw({ eventCode: 'K', entrants: 4, bronze: 'shared' })
    expect(validateStartList(ko, 'K-SF-1', ['a', 'b', 'c'])).toEqual([
      { code: 'over-lane-count', round: 'SF', unit: 'K-SF-1', limit: 2 },
    ])
    expect(validateStartList(ko, 'nope', [])).toEqual([{ code: 'unknown-unit', unit: 'nope' }])
  })
})

describe('validateMatchResult', () => {
  it('refuses a winner who is not in the match', () => {
    expect(
      validateMatchResult(
        'U',
        ['a', 'b'],
        [
          { competitorId: 'c', winner: true },
          { competitorId: 'b', winner: false },
        ],
      ),
    ).toEqual([{ code: 'winner-not-in-match', unit: 'U', slot: 0, competitorId: 'c' }])
  })

  it('refuses two winners and an outsider, accepts a sound result', () => {
    expect(
      validateMatchResult(
        'U',
        ['a', 'b'],
        [
          { competitorId: 'a', winner: true },
          { competitorId: 'b', winner: true },
          { competitorId: 'z', winner: false },
        ],
      ).map((p) => p.code),
    ).toEqual(['competitor-not-in-match', 'two-winners'])
    expect(
      validateMatchResult(
        'U',
        ['a', 'b'],
        [
          { competitorId: 'a', winner: false },
          { competitorId: 'b', winner: true },
        ],
      ),
    ).toEqual([])
  })
})
