import { describe, expect, it } from 'vitest'
import type { Medal } from '../codes/competition.ts'
import { countMedals, type MedallistRow, medalTable } from './medal-table.ts'

const athlete = (eventCode: string, medal: Medal, organisationCode: string, athleteId: string): MedallistRow => ({
  eventCode,
  medal,
  organisationCode,
  athleteId,
})

/** A team medal as data feeds send it: one row per team member. */
const team = (eventCode: string, medal: Medal, organisationCode: string, teamId: string, size: number) =>
  Array.from(
    { length: size },
    (_, i): MedallistRow => ({
      eventCode,
      medal,
      organisationCode,
      teamId,
      athleteId: `${teamId}-${i}`,
    }),
  )

const medallists: MedallistRow[] = [
  athlete('SWM-100FR-M', 'GOLD', 'BRA', 'bra-1'),
  athlete('SWM-100FR-M', 'GOLD', 'BRA', 'bra-1'), // the same medal sent twice
  ...team('BKB-M', 'GOLD', 'BRA', 'bra-bkb', 5),
  athlete('JUD-60-M', 'BRONZE', 'BRA', 'bra-2'),
  athlete('SWM-100FR-M', 'SILVER', 'ARG', 'arg-1'),
  athlete('ATH-100-W', 'GOLD', 'ARG', 'arg-2'),
  athlete('ATH-200-W', 'GOLD', 'CHI', 'chi-1'),
  ...team('VVO-W', 'SILVER', 'CHI', 'chi-vvo', 3),
  // judo gives two bronzes in one event: both count
  athlete('JUD-60-M', 'BRONZE', 'AZE', 'aze-1'),
  athlete('JUD-66-M', 'BRONZE', 'AZE', 'aze-2'),
  athlete('JUD-66-M', 'BRONZE', 'AZE', 'aze-3'),
]

describe('countMedals', () => {
  it('counts a team medal once and a repeated individual medal once', () => {
    expect(countMedals(medallists, 'BRA')).toEqual({ gold: 2, silver: 0, bronze: 1, total: 3 })
  })

  it('counts both bronzes of one event', () => {
    expect(countMedals(medallists, 'AZE')).toEqual({ gold: 0, silver: 0, bronze: 3, total: 3 })
  })

  it('counts one athlete once per event', () => {
    const rows = [athlete('SWM-100FR-W', 'GOLD', 'POR', 'p'), athlete('SWM-200FR-W', 'GOLD', 'POR', 'p')]
    expect(countMedals(rows, 'POR').gold).toBe(2)
  })

  it('counts two teams of one organisation in one event separately', () => {
    const rows = [...team('VBV-W', 'BRONZE', 'BRA', 'pair-1', 2), ...team('VBV-W', 'BRONZE', 'BRA', 'pair-2', 2)]
    expect(countMedals(rows, 'BRA').bronze).toBe(2)
  })

  it('counts each row without athlete or team id on its own', () => {
    const rows: MedallistRow[] = [
      { eventCode: 'E', medal: 'SILVER', organisationCode: 'URU' },
      { eventCode: 'E', medal: 'SILVER', organisationCode: 'URU', athleteId: null, teamId: null },
    ]
    expect(countMedals(rows, 'URU').silver).toBe(2)
  })

  it('gives zeros to an organisation without medals', () => {
    expect(countMedals(medallists, 'POR')).toEqual({ gold: 0, silver: 0, bronze: 0, total: 0 })
  })
})

describe('medalTable', () => {
  it('ranks by gold, silver, bronze by default, ties sharing a rank', () => {
    expect(medalTable(medallists)).toEqual([
      { rank: 1, organisationCode: 'BRA', gold: 2, silver: 0, bronze: 1, total: 3 },
      { rank: 2, organisationCode: 'ARG', gold: 1, silver: 1, bronze: 0, total: 2 },
      { rank: 2, organisationCode: 'CHI', gold: 1, silver: 1, bronze: 0, total: 2 },
      { rank: 4, organisationCode: 'AZE', gold: 0, silver: 0, bronze: 3, total: 3 },
    ])
  })

  it('ranks by total, then gold, silver, bronze in total mode', () => {
    expect(medalTable(medallists, { mode: 'total' }).map((r) => [r.rank, r.organisationCode])).toEqual([
      [1, 'BRA'],
      [2, 'AZE'],
      [3, 'ARG'],
      [3, 'CHI'],
    ])
  })

  it('breaks no tie by code: equal counts share the rank and are listed by code', () => {
    const rows = [athlete('A', 'GOLD', 'ZIM', 'z'), athlete('B', 'GOLD', 'ALB', 'a'), athlete('C', 'GOLD', 'MEX', 'm')]
    expect(medalTable(rows).map((r) => `${r.rank} ${r.organisationCode}`)).toEqual(['1 ALB', '1 MEX', '1 ZIM'])
  })

  it('lets silver decide between equal golds, then bronze', () => {
    const rows = [
      athlete('A', 'GOLD', 'AAA', '1'),
      athlete('B', 'BRONZE', 'AAA', '2'),
      athlete('C', 'GOLD', 'BBB', '3'),
      athlete('D', 'SILVER', 'BBB', '4'),
      athlete('E', 'GOLD', 'CCC', '5'),
    ]
    expect(medalTable(rows).map((r) => [r.rank, r.organisationCode])).toEqual([
      [1, 'BBB'],
      [2, 'AAA'],
      [3, 'CCC'],
    ])
  })

  it('adds delegations without medals when asked, sharing the last rank', () => {
    const table = medalTable(medallists, {
      organisationCodes: ['BRA', 'ARG', 'POR', 'CHI', 'AZE', 'ANG'],
      includeEmpty: true,
    })
    expect(table.slice(4)).toEqual([
      { rank: 5, organisationCode: 'ANG', gold: 0, silver: 0, bronze: 0, total: 0 },
      { rank: 5, organisationCode: 'POR', gold: 0, silver: 0, bronze: 0, total: 0 },
    ])
    expect(table).toHaveLength(6)
  })

  it('leaves delegations without medals out by default', () => {
    expect(medalTable(medallists, { organisationCodes: ['POR'] }).map((r) => r.organisationCode)).not.toContain('POR')
  })

  it('lists only empty delegations when nobody has a medal yet', () => {
    expect(medalTable([], { organisationCodes: ['BRA', 'ARG'], includeEmpty: true })).toEqual([
      { rank: 1, organisationCode: 'ARG', gold: 0, silver: 0, bronze: 0, total: 0 },
      { rank: 1, organisationCode: 'BRA', gold: 0, silver: 0, bronze: 0, total: 0 },
    ])
    expect(medalTable([])).toEqual([])
  })
})
