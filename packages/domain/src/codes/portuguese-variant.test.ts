import { describe, expect, it } from 'vitest'
import { DISCIPLINES } from './disciplines.ts'
import { BRAZILIAN_SPORT_NAMES, languageTag, portugueseSportName, withPortugueseVariant } from './portuguese-variant.ts'

describe('Portuguese variant', () => {
  it('tags only Portuguese with the variant', () => {
    expect(languageTag('pt', 'pt-BR')).toBe('pt-BR')
    expect(languageTag('pt', 'pt-PT')).toBe('pt-PT')
    expect(languageTag('en', 'pt-BR')).toBe('en-US')
  })

  it('names the built-in sports the Brazilian way and back again', () => {
    const handball = DISCIPLINES.find((d) => d.code === 'HBL')
    if (!handball) throw new Error('no handball')
    const brazilian = withPortugueseVariant(handball.names, 'pt-BR')
    expect(brazilian).toEqual({ ...handball.names, pt: 'Handebol' })
    expect(withPortugueseVariant(brazilian, 'pt-PT')).toEqual(handball.names)
    expect(portugueseSportName('Basquetebol', 'pt-BR')).toBe('Basquete')
    expect(portugueseSportName('Ténis de Mesa', 'pt-BR')).toBe('Tênis de Mesa')
  })

  it('keeps a name that reads the same, or that it does not know, in both variants', () => {
    expect(portugueseSportName('Atletismo', 'pt-BR')).toBe('Atletismo')
    expect(portugueseSportName('Atletismo', 'pt-PT')).toBe('Atletismo')
    expect(portugueseSportName('Futebol de Praia do Clube', 'pt-BR')).toBe('Futebol de Praia do Clube')
    // Already European: switching to European changes nothing.
    expect(portugueseSportName('Andebol', 'pt-PT')).toBe('Andebol')
  })

  it('maps every Brazilian name back to one European name (the table is a bijection)', () => {
    const changed = BRAZILIAN_SPORT_NAMES
    for (const [pt, br] of changed) expect(pt).not.toBe(br)
    expect(new Set(changed.map(([, br]) => br)).size).toBe(changed.length)
    expect(new Set(changed.map(([pt]) => pt)).size).toBe(changed.length)
    for (const [pt] of changed) expect(portugueseSportName(portugueseSportName(pt, 'pt-BR'), 'pt-PT')).toBe(pt)
    // No Brazilian name is some other European name (a round trip would then land on the wrong sport).
    for (const [, br] of changed) expect(changed.some(([pt]) => pt === br)).toBe(false)
  })
})
