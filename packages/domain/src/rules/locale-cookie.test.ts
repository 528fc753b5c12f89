import { describe, expect, it } from 'vitest'
import { localeCookie, localeFromCookie } from './locale-url.ts'

describe('localeCookie', () => {
  it('lasts 365 days, site-wide, same-site lax (spec §9)', () => {
    expect(localeCookie('es')).toBe('podium_locale=es; Max-Age=31536000; Path=/; SameSite=Lax')
  })
})

describe('localeFromCookie', () => {
  it('finds the locale among other cookies', () => {
    expect(localeFromCookie('a=1; podium_locale=az; b=2')).toBe('az')
  })

  it('ignores unknown values and missing cookies', () => {
    expect(localeFromCookie('podium_locale=fr')).toBeUndefined()
    expect(localeFromCookie('')).toBeUndefined()
  })
})
