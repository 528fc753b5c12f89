import { describe, expect, it } from 'vitest'
import { PLAY_BY_PLAY_ACTIONS } from '../codes/play-by-play.ts'
import { PLAY_BY_PLAY_WORDS, playByPlayWordKey } from './play-by-play-words.ts'

const SPORTS = ['VVO', 'VBV', 'TTE', 'BDM', 'BKB', 'HBL', 'FBL', 'JUD', 'TKW', 'WRE', 'FEN', 'KTE']

describe('playByPlayWordKey', () => {
  it('names every known action in every head-to-head sport (nothing known is "Other")', () => {
    for (const sport of SPORTS) {
      for (const action of PLAY_BY_PLAY_ACTIONS.filter((a) => a !== 'others')) {
        const key = playByPlayWordKey(sport, action)
        expect(key, `${sport} ${action}`).toMatch(/^(sportMatch\.words|unit\.actions)\./)
        expect(key).not.toBe('unit.actions.others')
      }
    }
  })
  it('uses the sport own words: judo has shido and hansoku-make, never a red card', () => {
    expect(playByPlayWordKey('JUD', 'red-card')).toBe('sportMatch.words.hansokuMake')
    expect(playByPlayWordKey('JUD', 'warning')).toBe('sportMatch.words.shido')
    expect(playByPlayWordKey('JUD', 'ippon')).toBe('sportMatch.words.ippon')
    expect(playByPlayWordKey('TTE', 'set-won')).toBe('sportMatch.words.gameWon')
    expect(playByPlayWordKey('VVO', 'set-won')).toBe('sportMatch.words.setWon')
    expect(playByPlayWordKey('BKB', 'period-end')).toBe('sportMatch.words.quarterEnd')
    expect(playByPlayWordKey('HBL', 'suspension')).toBe('sportMatch.words.twoMinutes')
    expect(playByPlayWordKey('WRE', 'submission')).toBe('sportMatch.words.fall')
    expect(playByPlayWordKey('BKB', 'goal')).toBe('unit.actions.goal')
  })
  it('leaves an unknown or unnamed action to its description', () => {
    expect(playByPlayWordKey('VVO', 'others')).toBeNull()
    expect(playByPlayWordKey('VVO', 'moonwalk')).toBeNull()
  })
  it('lists its words once, sorted', () => {
    expect(PLAY_BY_PLAY_WORDS).toContain('hansokuMake')
    expect([...PLAY_BY_PLAY_WORDS].sort()).toEqual(PLAY_BY_PLAY_WORDS)
  })
})
