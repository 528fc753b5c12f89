import { describe, expect, it } from 'vitest'
import { medallistsPreview, type ResultFormRow, rankingProblems, resultRowsOf } from './results-form.ts'

const row = (id: string, rank: string, irm = ''): ResultFormRow => ({
  key: id,
  name: id,
  organisation: 'BRA',
  athleteId: id,
  teamId: null,
  rank,
  result: ' 10.2 ',
  irm,
})

describe('the results form', () => {
  it('sends ranks as numbers with shared ranks marked equal, and only known IRMs', () => {
    expect(resultRowsOf([row('A1', '1'), row('A2', '1'), row('A3', '', 'DNS'), row('A4', '', 'XYZ')])).toEqual([
      { rank: 1, rankEqual: true, athleteId: 'A1', result: '10.2', irm: null },
      { rank: 1, rankEqual: true, athleteId: 'A2', result: '10.2', irm: null },
      { rank: null, rankEqual: false, athleteId: 'A3', result: '10.2', irm: 'DNS' },
      { rank: null, rankEqual: false, athleteId: 'A4', result: '10.2', irm: null },
    ])
  })

  it("reports the domain's ranking problems per row, under the API's field names", () => {
    const problems = rankingProblems(resultRowsOf([row('A1', '1'), row('A2', '3'), row('A3', '')]))
    expect([...problems]).toEqual([
      [2, ['irm']],
      [1, ['rank']],
    ])
  })

  it('previews nobody while the rows break the ranking rules, and never a medal for a non-medal unit', () => {
    const gap = [row('A1', '1'), row('A2', '3')]
    expect(medallistsPreview(gap, { medal: 'GOLD', eventHasBronzeContest: false })).toEqual([])
    expect(medallistsPreview([row('A1', '1')], { medal: null, eventHasBronzeContest: false })).toEqual([])
  })
})
