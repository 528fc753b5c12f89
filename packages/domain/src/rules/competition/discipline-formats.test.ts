import { describe, expect, it } from 'vitest'
import { DISCIPLINE_CODES, DISCIPLINES } from '../../codes/disciplines.ts'
import { DEFAULT_DISCIPLINE_FORMATS, defaultFormatFor } from './discipline-formats.ts'
import { standingsRuleFor } from './standings-rules.ts'

describe('default formats', () => {
  it('covers the 18 disciplines plus football and karate, and nothing else', () => {
    expect(Object.keys(DEFAULT_DISCIPLINE_FORMATS).sort()).toEqual([...DISCIPLINE_CODES, 'FBL', 'KTE'].sort())
    expect(defaultFormatFor('XXX')).toBeUndefined()
  })

  it('gives two bronzes by repechage exactly to the disciplines that award two bronzes', () => {
    for (const d of DISCIPLINES) {
      const bronze = defaultFormatFor(d.code)?.bronze
      const repechage = bronze === 'quarter-final-repechage' || bronze === 'finalist-repechage'
      expect([d.code, repechage]).toEqual([d.code, d.twoBronzes])
    }
  })

  it('names a standings rule for every format with pools, the same one the discipline resolves to', () => {
    for (const [code, format] of Object.entries(DEFAULT_DISCIPLINE_FORMATS)) {
      const pooled = format.kind === 'pools-then-knockout' || format.kind === 'pools-then-table'
      expect([code, format.standings !== undefined]).toEqual([code, pooled])
      if (pooled) expect(standingsRuleFor(code)?.id).toBe(format.standings)
    }
  })

  it('runs races by heats and duels by knockout, as the discipline list says', () => {
    for (const d of DISCIPLINES) {
      const kind = defaultFormatFor(d.code)?.kind
      if (d.format === 'team-match') expect(kind).toBe('pools-then-knockout')
      if (d.format === 'scored') expect(kind).toBe('qualification-to-final')
    }
  })
})
