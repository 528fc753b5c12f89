import { describe, expect, it } from 'vitest'
import { matchScoreFromRows, type StoredMatchRow } from './match-score.ts'

const row = (competitorId: string, extra: Partial<StoredMatchRow> = {}): StoredMatchRow => ({
  competitorId,
  score: null,
  result: null,
  irm: null,
  winner: null,
  stats: null,
  ...extra,
})

describe('matchScoreFromRows', () => {
  it('reads the match score in start order, home first', () => {
    expect(matchScoreFromRows('U', row('A', { score: '78-71', winner: true }), row('B', { score: '78-71' }))).toEqual({
      unitCode: 'U',
      home: 'A',
      away: 'B',
      homeScore: 78,
      awayScore: 71,
      winner: 'home',
    })
    expect(matchScoreFromRows('U', row('A', { score: '29-29 (5-4)' }), row('B'))).toMatchObject({
      homeScore: 29,
      awayScore: 29,
    })
  })

  it('falls back to each side’s own result, and gives up on a score it cannot read', () => {
    expect(matchScoreFromRows('U', row('A', { result: '3' }), row('B', { result: '1' }))).toMatchObject({
      homeScore: 3,
      awayScore: 1,
    })
    expect(matchScoreFromRows('U', row('A', { result: 'Ippon' }), row('B'))).toBeNull()
  })

  it('takes set scores from the period statistics in set order, else the total rally points', () => {
    const sets = matchScoreFromRows(
      'U',
      row('A', { score: '3-1', stats: { S2: 20, S1: 25, S3: 25, S4: 25, attacks: 40 } }),
      row('B', { score: '3-1', stats: { S1: 20, S2: 25, S3: 18, S4: 23 } }),
    )
    expect(sets?.sets).toEqual([
      { home: 25, away: 20 },
      { home: 20, away: 25 },
      { home: 25, away: 18 },
      { home: 25, away: 23 },
    ])
    const totals = matchScoreFromRows(
      'U',
      row('A', { score: '2-0', stats: { points: 42, games: 2 } }),
      row('B', { score: '2-0', stats: { points: 30, games: 0 } }),
    )
    expect(totals).toMatchObject({ rallyPoints: { home: 42, away: 30 } })
    expect(totals?.sets).toBeUndefined()
  })

  it('reads a side that did not play as a forfeit, and the winner flag for a win on priority', () => {
    expect(matchScoreFromRows('U', row('A', { score: '0-20', irm: 'DNS' }), row('B'))?.forfeit).toBe('home')
    expect(matchScoreFromRows('U', row('A', { score: '4-4' }), row('B', { winner: true }))?.winner).toBe('away')
  })
})
