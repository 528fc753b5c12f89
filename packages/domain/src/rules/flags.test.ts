import { describe, expect, it } from 'vitest'
import { DEFAULT_REMOTE_FLAG_BASE, FLAG_FALLBACK_URL, flagImage, SPECIAL_FLAG_URLS } from './flags.ts'

describe('flagImage, local images', () => {
  it.each([
    // special cases (docs/product-rules.md §9)
    ['JPA', '/flags/special/bye.svg'],
    ['BR', '/flags/special/bye.svg'],
    ['BYE', '/flags/special/bye.svg'],
    ['bye', '/flags/special/bye.svg'],
    ['JPN', '/flags/special/jpn.svg'],
    ['RW', '/flags/special/row.svg'],
    ['CO', '/flags/special/tte.svg'],
    // IOC codes convert to ISO alpha-2
    ['BRA', '/flags/br.svg'],
    ['AZE', '/flags/az.svg'],
    ['GER', '/flags/de.svg'],
    ['por', '/flags/pt.svg'],
    ['KOS', '/flags/xk.svg'],
    [' ARG ', '/flags/ar.svg'],
    // two-letter codes are used as they are
    ['AZ', '/flags/az.svg'],
    ['pt', '/flags/pt.svg'],
    ['ZZ', '/flags/zz.svg'],
    // fallback
    ['AIN', FLAG_FALLBACK_URL],
    ['EOR', FLAG_FALLBACK_URL],
    ['XYZ', FLAG_FALLBACK_URL],
    ['B', FLAG_FALLBACK_URL],
    ['BRAZ', FLAG_FALLBACK_URL],
    ['B1', FLAG_FALLBACK_URL],
    ['../x', FLAG_FALLBACK_URL],
    ['', FLAG_FALLBACK_URL],
    [null, FLAG_FALLBACK_URL],
    [undefined, FLAG_FALLBACK_URL],
  ])('%j → %s', (code, url) => {
    expect(flagImage(code)).toBe(url)
  })
})

describe('flagImage, remote service', () => {
  it.each([
    ['BRA', { remote: true }, `${DEFAULT_REMOTE_FLAG_BASE}/w80/br.png`],
    ['AZ', { remote: true }, 'https://flagcdn.com/w80/az.png'],
    ['ARG', { remote: true, remoteBase: 'https://flags.example/' }, 'https://flags.example/w80/ar.png'],
    ['ARG', { remote: false, remoteBase: 'https://flags.example' }, '/flags/ar.svg'],
    ['JPN', { remote: true }, SPECIAL_FLAG_URLS.jpn],
    ['BYE', { remote: true }, SPECIAL_FLAG_URLS.bye],
    ['XYZ', { remote: true }, FLAG_FALLBACK_URL],
  ] as const)('%s %o → %s', (code, options, url) => {
    expect(flagImage(code, options)).toBe(url)
  })
})
