import { describe, expect, it } from 'vitest'
import { matchSideResults, scoreFromSide, statsFromPlayByPlay } from './match.ts'

describe('scoreFromSide', () => {
  it("reads the score from the competitor's side, own points first", () => {
    expect(scoreFromSide('4-6', 'home')).toBe('4-6')
    expect(scoreFromSide('4-6', 'away')).toBe('6-4')
    expect(scoreFromSide('88-82', 'away')).toBe('82-88')
    expect(scoreFromSide(' 2-1 ', 'away')).toBe('1-2')
  })

  it('leaves other scores and no score alone', () => {
    expect(scoreFromSide(null, 'away')).toBeNull()
    expect(scoreFromSide('6-4 3-6', 'away')).toBe('6-4 3-6')
    expect(scoreFromSide('W/O', 'away')).toBe('W/O')
  })
})

describe('statsFromPlayByPlay', () => {
  const sides = ['BRA', 'ARG'] as const

  it('counts the actions of each side as statistics, in a fixed order, zero where a side has none', () => {
    const stats = statsFromPlayByPlay(
      [
        { action: 'match-start', organisationCode: null },
        { action: 'yellow-card', organisationCode: 'ARG' },
        { action: 'goal', organisationCode: 'BRA' },
        { action: 'penalty-scored', organisationCode: 'BRA' },
        { action: 'goal', organisationCode: 'ARG' },
        { action: 'goal', organisationCode: 'URU' },
      ],
      sides,
    )
    expect(stats).toEqual({
      keys: ['goals', 'yellowCards'],
      values: [
        { goals: 2, yellowCards: 0 },
        { goals: 1, yellowCards: 1 },
      ],
    })
  })

  it('gives nothing when nothing countable happened or the sides share a delegation', () => {
    expect(statsFromPlayByPlay([{ action: 'match-start', organisationCode: null }], sides)).toBeNull()
    expect(statsFromPlayByPlay([{ action: 'goal', organisationCode: 'BRA' }], ['BRA', 'BRA'])).toBeNull()
  })
})

describe('matchSideResults', () => {
  it("gives judo's sides their own points when only the winner's victory is named", () => {
    const winner = { result: 'Waza-ari', score: '1-0' }
    const loser = { result: null, score: '1-0' }
    expect(matchSideResults(winner, loser)).toEqual(['1', '0'])
    // The away side won: the score is still home first.
    expect(matchSideResults({ result: null, score: '0-10' }, { result: 'Ippon', score: '0-10' })).toEqual(['0', '10'])
  })

  it("keeps both rows' own results when both have one, and prints what there is otherwise", () => {
    expect(matchSideResults({ result: '3', score: '3-1' }, { result: '1', score: '3-1' })).toEqual(['3', '1'])
    expect(matchSideResults({ result: 'Fall', score: null }, { result: null, score: null })).toEqual(['Fall', null])
    expect(matchSideResults(undefined, { result: null, score: '2-1' })).toEqual([null, '2-1'])
  })
})
