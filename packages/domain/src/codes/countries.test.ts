import { describe, expect, it } from 'vitest'
import { countryByIoc, IOC_COUNTRIES, iocFromIso2, iso2FromIoc } from './countries.ts'

function collect() {
  const warnings: string[] = []
  return { warnings, warn: (m: string) => warnings.push(m) }
}

describe('country table', () => {
  it('holds the 224 rows of the dataset with unique codes', () => {
    expect(IOC_COUNTRIES).toHaveLength(224)
    expect(new Set(IOC_COUNTRIES.map((c) => c.ioc)).size).toBe(224)
    const iso2 = IOC_COUNTRIES.flatMap((c) => (c.iso2 ? [c.iso2] : []))
    expect(new Set(iso2).size).toBe(iso2.length)
    expect(iso2).toHaveLength(207)
    for (const c of IOC_COUNTRIES) {
      expect(c.ioc).toMatch(/^[A-Z]{3}$/)
      if (c.iso2) expect(c.iso2).toMatch(/^[A-Z]{2}$/)
    }
  })

  it('carries the hand-fixed codes of the dataset', () => {
    expect(countryByIoc('KOS')).toEqual({ ioc: 'KOS', iso2: 'XK', iso3: 'XKX', name: 'Kosovo' })
    expect(countryByIoc('sgp')?.iso2).toBe('SG')
    expect(countryByIoc('SSD')?.iso2).toBe('SS')
    expect(countryByIoc('EOR')?.iso2).toBeNull()
    expect(countryByIoc('XXX')).toBeUndefined()
    expect(countryByIoc(null)).toBeUndefined()
  })
})

describe('iso2FromIoc', () => {
  it.each([
    ['BRA', 'BR'],
    ['AZE', 'AZ'],
    ['GER', 'DE'],
    ['NED', 'NL'],
    ['SUI', 'CH'],
    ['POR', 'PT'],
    ['HKG', 'HK'],
    ['bra', 'BR'],
    ['Aze', 'AZ'],
  ])('%s → %s without a warning', (ioc, iso2) => {
    const { warnings, warn } = collect()
    expect(iso2FromIoc(ioc, warn)).toBe(iso2)
    expect(warnings).toEqual([])
  })

  it.each([
    ['empty', ''],
    ['2 characters', 'BR'],
    ['4 characters', 'BRAZ'],
    ['padded', ' BRA'],
    ['unknown', 'XYZ'],
    ['known but without ISO code', 'AIN'],
    ['historic', 'URS'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 123],
  ])('%s: undefined and one warning', (_label, code) => {
    const { warnings, warn } = collect()
    expect(iso2FromIoc(code, warn)).toBeUndefined()
    expect(warnings).toHaveLength(1)
  })

  it('names the rejected code in the warning', () => {
    const { warnings, warn } = collect()
    iso2FromIoc('XYZ', warn)
    iso2FromIoc('BR', warn)
    expect(warnings[0]).toContain('XYZ')
    expect(warnings[1]).toContain('"BR"')
  })
})

describe('iocFromIso2', () => {
  it.each([
    ['BR', 'BRA'],
    ['br', 'BRA'],
    ['de', 'GER'],
    ['XK', 'KOS'],
    ['Az', 'AZE'],
  ])('%s → %s', (iso2, ioc) => {
    expect(iocFromIso2(iso2)).toBe(ioc)
  })

  it.each(['', 'B', 'BRA', 'ZZ', null, undefined])('%j → undefined', (iso2) => {
    expect(iocFromIso2(iso2)).toBeUndefined()
  })

  it('round-trips every country with an ISO code', () => {
    for (const c of IOC_COUNTRIES) {
      if (!c.iso2) continue
      expect(iocFromIso2(iso2FromIoc(c.ioc))).toBe(c.ioc)
    }
  })
})
