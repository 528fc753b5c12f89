import { describe, expect, it } from 'vitest'
import { markTies, medalsFromRanks, validateRanking } from './results.ts'

const a = (id: string, rank: number | null, extra: object = {}) => ({ athleteId: id, rank, ...extra })

describe('validateRanking', () => {
  it('accepts plain ranks, ties marked equal, and IRM rows without rank', () => {
    expect(
      validateRanking([
        a('A1', 1),
        a('A2', 2, { rankEqual: true }),
        a('A3', 2, { rankEqual: true }),
        a('A4', 4),
        a('A5', null, { irm: 'DNF' }),
      ]),
    ).toEqual([])
  })

  it('refuses a gap, an unmarked tie, a false tie and a missing IRM', () => {
    const problems = validateRanking([
      a('A1', 1),
      a('A2', 3),
      a('A3', 3),
      a('A4', null),
      a('A5', 5, { rankEqual: true }),
    ])
    expect(problems).toEqual([
      { row: 3, field: 'irm', message: 'A result without a rank needs an IRM' },
      { row: 1, field: 'rank', message: 'Rank 3 follows rank 1: expected 2' },
      { row: 1, field: 'rankEqual', message: 'Rank 3 is shared: mark it equal' },
      { row: 2, field: 'rankEqual', message: 'Rank 3 is shared: mark it equal' },
      { row: 4, field: 'rankEqual', message: 'Rank 5 is not shared' },
    ])
  })

  it('refuses a tie that skips too few places (1, 1, 2)', () => {
    const problems = validateRanking([a('A1', 1, { rankEqual: true }), a('A2', 1, { rankEqual: true }), a('A3', 2)])
    expect(problems.map((p) => p.message)).toEqual(['Rank 2 follows rank 2: expected 3'])
  })

  it('needs exactly one competitor per row, listed once', () => {
    expect(validateRanking([{ rank: 1 }]).map((p) => p.field)).toEqual(['competitor'])
    expect(validateRanking([{ rank: 1, athleteId: 'A1', teamId: 'T1' }]).map((p) => p.field)).toEqual(['competitor'])
    expect(validateRanking([a('A1', 1), a('A1', 2)]).map((p) => p.message)).toEqual(['This competitor is listed twice'])
    expect(
      validateRanking([
        { rank: 1, teamId: 'T1' },
        { rank: 2, teamId: 'T2' },
      ]),
    ).toEqual([])
  })
})

describe('medalsFromRanks', () => {
  const final = [a('A1', 1), a('A2', 2), a('A3', 3), a('A4', 4), a('A5', null, { irm: 'DSQ' })]

  it('gives gold, silver and bronze from a final when there is no bronze contest', () => {
    const awards = medalsFromRanks('GOLD', final, { eventHasBronzeContest: false })
    expect(awards.map((x) => [x.medal, x.entry.athleteId])).toEqual([
      ['GOLD', 'A1'],
      ['SILVER', 'A2'],
      ['BRONZE', 'A3'],
    ])
  })

  it('gives only gold and silver from a final when a bronze contest decides bronze', () => {
    const awards = medalsFromRanks('GOLD', final, { eventHasBronzeContest: true })
    expect(awards.map((x) => x.medal)).toEqual(['GOLD', 'SILVER'])
  })

  it('gives bronze to the winner of a bronze contest only', () => {
    const awards = medalsFromRanks('BRONZE', [a('B1', 1), a('B2', 2)], { eventHasBronzeContest: true })
    expect(awards.map((x) => [x.medal, x.entry.athleteId])).toEqual([['BRONZE', 'B1']])
  })

  it('shares a medal on a tie and never awards an IRM row', () => {
    const awards = medalsFromRanks(
      'GOLD',
      [a('A1', 1, { rankEqual: true }), a('A2', 1, { rankEqual: true }), a('A3', 3), a('A4', 1, { irm: 'DSQ' })],
      { eventHasBronzeContest: false },
    )
    expect(awards.map((x) => [x.medal, x.entry.athleteId])).toEqual([
      ['GOLD', 'A1'],
      ['GOLD', 'A2'],
      ['BRONZE', 'A3'],
    ])
  })
})

describe('markTies', () => {
  it('marks shared ranks equal and leaves single ranks and unranked rows unmarked', () => {
    const rows = markTies([a('A1', 1), a('A2', 1), a('A3', 3), a('A4', null, { irm: 'DNS' }), a('A5', null)])
    expect(rows.map((r) => r.rankEqual)).toEqual([true, true, false, false, false])
    expect(validateRanking(rows)).toEqual([{ row: 4, field: 'irm', message: 'A result without a rank needs an IRM' }])
  })
})
