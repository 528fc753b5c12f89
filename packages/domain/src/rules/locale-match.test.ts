import { describe, expect, it } from 'vitest'
import { localeFromCode, matchLocale, normalizeLocaleCode, parseAcceptLanguage, scoreLocale } from './locale-match.ts'

describe('normalizeLocaleCode', () => {
  it.each([
    ['spa', 'es'],
    ['por', 'pt'],
    ['eng', 'en'],
    ['aze', 'az'],
    ['POR', 'pt'],
    ['por-BR', 'pt-br'],
    ['en_US', 'en-us'],
    [' pt-PT ', 'pt-pt'],
    ['fra', 'fra'],
    ['de', 'de'],
  ])('%s → %s', (code, expected) => {
    expect(normalizeLocaleCode(code)).toBe(expected)
  })
})

describe('localeFromCode', () => {
  it.each([
    ['eng', 'en'],
    ['spa', 'es'],
    ['pt-BR', 'pt'],
    ['az-Latn-AZ', 'az'],
    ['fr', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (code, expected) => {
    expect(localeFromCode(code)).toBe(expected)
  })
})

describe('scoreLocale', () => {
  it('scores an exact match 1 − position/count', () => {
    expect(scoreLocale('en', ['en', 'pt'])).toBe(1)
    expect(scoreLocale('pt', ['en', 'pt'])).toBe(0.5)
    expect(scoreLocale('es', ['fr', 'de', 'es', 'it'])).toBe(0.5)
  })

  it('scores a base-language match 0.999 − position/count', () => {
    expect(scoreLocale('pt', ['pt-BR'])).toBeCloseTo(0.999, 10)
    expect(scoreLocale('pt', ['en-US', 'pt-BR'])).toBeCloseTo(0.499, 10)
    expect(scoreLocale('pt-PT', ['pt'])).toBeCloseTo(0.999, 10)
  })

  it('keeps the best match among the languages', () => {
    expect(scoreLocale('pt', ['pt-BR', 'pt'])).toBeCloseTo(0.999, 10)
    expect(scoreLocale('pt', ['en', 'pt-BR', 'pt'])).toBeCloseTo(0.999 - 1 / 3, 10)
  })

  it('is case-insensitive and knows the three-letter codes', () => {
    expect(scoreLocale('en', ['EN'])).toBe(1)
    expect(scoreLocale('es', ['spa'])).toBe(1)
  })

  it('is 0 when nothing matches', () => {
    expect(scoreLocale('az', ['en', 'pt'])).toBe(0)
    expect(scoreLocale('az', [])).toBe(0)
  })
})

describe('matchLocale', () => {
  it.each([
    [['en-US', 'en'], 'en'],
    [['es-AR', 'es', 'en'], 'es'],
    [['pt-BR', 'pt', 'en-US', 'en'], 'pt'],
    [['az'], 'az'],
    [['fr-FR', 'de', 'en-GB'], 'en'],
    // an exact match later in the list loses to a base-language match earlier
    [['en-GB', 'es'], 'en'],
    [['fr', 'it'], 'pt'],
    [[], 'pt'],
    [['', '*'], 'pt'],
  ])('%j → %s', (languages, expected) => {
    expect(matchLocale(languages)).toBe(expected)
  })

  it('only picks among the supported locales', () => {
    expect(matchLocale(['en', 'es'], ['pt', 'es'])).toBe('es')
    expect(matchLocale(['en'], ['es', 'az'])).toBe('pt')
    expect(matchLocale(['en'], ['es', 'az'], 'az')).toBe('az')
  })
})

describe('parseAcceptLanguage', () => {
  it('orders by q-value, then by position', () => {
    expect(parseAcceptLanguage('pt-BR,pt;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual(['pt-BR', 'pt', 'en-US', 'en'])
    expect(parseAcceptLanguage('en;q=0.5, es, az;q=0.5')).toEqual(['es', 'en', 'az'])
  })

  it('drops the wildcard, q=0 and malformed entries', () => {
    expect(parseAcceptLanguage('*;q=0.1, fr;q=0, de;q=x, es')).toEqual(['es'])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })

  it('feeds matchLocale', () => {
    expect(matchLocale(parseAcceptLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7'))).toBe('es')
  })
})
