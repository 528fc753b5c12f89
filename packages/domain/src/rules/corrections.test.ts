import { describe, expect, it } from 'vitest'
import {
  type CorrectionLine,
  correctionKindOf,
  correctionMovesMedals,
  diffCorrection,
  markOf,
  organisationsWithMovedMedals,
} from './corrections.ts'

const line = (athleteId: string, rank: number | null, extra: Partial<CorrectionLine> = {}): CorrectionLine => ({
  athleteId,
  teamId: null,
  organisationCode: `O${athleteId}`,
  rank,
  mark: null,
  irm: null,
  medal: null,
  ...extra,
})

describe('diffCorrection', () => {
  it('says nothing when nothing a spectator sees changed', () => {
    const rows = [line('a', 1, { mark: '10.01', medal: 'GOLD' }), line('b', 2)]
    expect(
      diffCorrection(
        rows,
        rows.map((r) => ({ ...r })),
      ),
    ).toEqual([])
  })

  it('lists two swapped ranks with their medals, in the new order', () => {
    const before = [
      line('a', 1, { medal: 'GOLD' }),
      line('b', 2, { medal: 'SILVER' }),
      line('c', 3, { medal: 'BRONZE' }),
    ]
    const after = [
      line('b', 1, { medal: 'GOLD' }),
      line('a', 2, { medal: 'SILVER' }),
      line('c', 3, { medal: 'BRONZE' }),
    ]
    expect(diffCorrection(before, after)).toEqual([
      {
        athleteId: 'b',
        teamId: null,
        organisationCode: 'Ob',
        rank: { from: 2, to: 1 },
        medal: { from: 'SILVER', to: 'GOLD' },
      },
      {
        athleteId: 'a',
        teamId: null,
        organisationCode: 'Oa',
        rank: { from: 1, to: 2 },
        medal: { from: 'GOLD', to: 'SILVER' },
      },
    ])
  })

  it('shows a disqualification: rank gone, IRM set, medal lost', () => {
    const before = [line('a', 1, { mark: '1:45.2', medal: 'GOLD' })]
    const after = [line('a', null, { mark: '1:45.2', irm: 'DSQ' })]
    expect(diffCorrection(before, after)).toEqual([
      {
        athleteId: 'a',
        teamId: null,
        organisationCode: 'Oa',
        rank: { from: 1, to: null },
        irm: { from: null, to: 'DSQ' },
        medal: { from: 'GOLD', to: null },
      },
    ])
  })

  it('keys teams by team, and shows a competitor added or removed', () => {
    const team = (id: string, rank: number | null): CorrectionLine => ({
      ...line('x', rank),
      athleteId: null,
      teamId: id,
    })
    const changes = diffCorrection([team('T1', 1)], [team('T2', 1)])
    expect(changes.map((c) => [c.teamId, c.rank])).toEqual([
      ['T2', { from: null, to: 1 }],
      ['T1', { from: 1, to: null }],
    ])
  })

  it('shows a changed mark alone', () => {
    expect(diffCorrection([line('a', 1, { mark: '8.10' })], [line('a', 1, { mark: '8.01' })])).toEqual([
      { athleteId: 'a', teamId: null, organisationCode: 'Oa', mark: { from: '8.10', to: '8.01' } },
    ])
  })
})

describe('medals moved', () => {
  it('names each delegation that lost or gained a medal once', () => {
    const changes = diffCorrection(
      [line('a', 1, { medal: 'GOLD' }), line('b', 2, { medal: 'SILVER' }), line('c', 4)],
      [line('b', 1, { medal: 'GOLD' }), line('a', 2, { medal: 'SILVER' }), line('c', 5)],
    )
    expect(correctionMovesMedals(changes)).toBe(true)
    expect(organisationsWithMovedMedals(changes).sort()).toEqual(['Oa', 'Ob'])
    expect(correctionMovesMedals(diffCorrection([line('c', 4)], [line('c', 5)]))).toBe(false)
  })
})

describe('markOf', () => {
  it('prints the result, else the time, the score, the points', () => {
    expect(markOf({ result: '8.01', time: '1:00' })).toBe('8.01')
    expect(markOf({ time: '1:00', score: '2-1' })).toBe('1:00')
    expect(markOf({ score: '2-1' })).toBe('2-1')
    expect(markOf({ points: 0 })).toBe('0')
    expect(markOf({})).toBeNull()
  })
})

describe('correctionKindOf', () => {
  it('a first official write is no correction', () => {
    expect(correctionKindOf('UNOFFICIAL', 'OFFICIAL', false)).toBeNull()
    expect(correctionKindOf(null, 'OFFICIAL', false)).toBeNull()
  })
  it('leaving official is a withdrawal; a change while official a correction; official again a reinstatement', () => {
    expect(correctionKindOf('OFFICIAL', 'UNOFFICIAL', false)).toBe('withdrawn')
    expect(correctionKindOf('OFFICIAL', 'PROTESTED', false)).toBe('withdrawn')
    expect(correctionKindOf('OFFICIAL', 'OFFICIAL', false)).toBe('corrected')
    expect(correctionKindOf('UNOFFICIAL', 'OFFICIAL', true)).toBe('reinstated')
    expect(correctionKindOf('UNOFFICIAL', 'PROTESTED', true)).toBeNull()
  })
})
