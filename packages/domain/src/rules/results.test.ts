import { describe, expect, it } from 'vitest'
import { compareResultRows, markTies, medalsFromRanks, orderResults, validateRanking } from './results.ts'

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

describe('orderResults', () => {
  const row = (name: string, rank: number | null, irm: string | null = null) => ({ name, rank, irm })
  const names = (rows: { name: string }[]) => rows.map((r) => r.name).join(' ')

  it('shows rows by rank whatever order they were entered in', () => {
    const entered = [row('a', 6), row('b', 5), row('c', 4), row('d', 3), row('e', 2), row('f', 1)]
    expect(names(orderResults(entered))).toBe('f e d c b a')
    expect(names(entered)).toBe('a b c d e f') // a new array: the input is left alone
  })

  it('keeps tied rows together, in the order they came in', () => {
    expect(names(orderResults([row('x', 3), row('b', 1), row('y', 3), row('a', 1), row('c', 2)]))).toBe('b a c x y')
  })

  it('puts IRM rows last, by how far the competitor went, after rows still without a rank', () => {
    const rows = [
      row('dsq', null, 'DSQ'),
      row('second', 2),
      row('dns', null, 'DNS'),
      row('pending', null),
      row('dnf', null, 'DNF'),
      row('first', 1),
      row('lap', null, 'LAP'),
      row('dqb', null, 'DQB'),
    ]
    expect(names(orderResults(rows))).toBe('first second pending lap dnf dsq dqb dns')
  })

  it('counts a row that has both a rank and an IRM as an IRM row, and an unknown IRM after the known ones', () => {
    expect(names(orderResults([row('odd', null, 'XYZ'), row('dsq', 1, 'DSQ'), row('ok', 2)]))).toBe('ok dsq odd')
  })

  it('leaves a start list that has no rank yet in its order', () => {
    const rows = [row('lane1', null), row('lane2', null), row('lane3', null)]
    expect(names(orderResults(rows))).toBe('lane1 lane2 lane3')
  })

  it('gives the same order as compareResultRows over a shuffled heat (ties, IRMs, unranked)', () => {
    const rows = [row('a', 4), row('b', null, 'DSQ'), row('c', 1), row('d', 4), row('e', null), row('f', 2)]
    expect(names(orderResults(rows))).toBe('c f a d e b')
    expect(compareResultRows(row('a', 1), row('b', 1))).toBe(0)
  })
})
