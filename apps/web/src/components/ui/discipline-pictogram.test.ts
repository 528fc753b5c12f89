import { DISCIPLINES } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { PICTOGRAM_KEYS, pictogramKeyOfCode } from './discipline-pictogram.tsx'

describe('discipline pictograms', () => {
  it('draws every discipline of the games, and football and karate', () => {
    for (const d of DISCIPLINES) {
      expect(PICTOGRAM_KEYS).toContain(d.key)
      expect(pictogramKeyOfCode(d.code)).toBe(d.key)
    }
    expect(pictogramKeyOfCode('FBL')).toBe('football')
    expect(pictogramKeyOfCode('KTE')).toBe('karate')
    expect(PICTOGRAM_KEYS).toEqual(expect.arrayContaining(['football', 'karate']))
  })
})
