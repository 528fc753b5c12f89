import { describe, expect, it } from 'vitest'
import { LOCALE_STRATEGIES, localizePath, resolveLocalePath } from './locale-url.ts'

describe('localizePath', () => {
  it.each([
    ['no_prefix', 'pt', '/medals/all', '/medals/all'],
    ['no_prefix', 'en', '/medals/all', '/medals/all'],
    ['prefix', 'pt', '/medals/all', '/pt/medals/all'],
    ['prefix', 'az', '/', '/az'],
    ['prefix_and_default', 'pt', '/medals/all', '/pt/medals/all'],
    ['prefix_and_default', 'es', '/schedule/grid', '/es/schedule/grid'],
    ['prefix_except_default', 'pt', '/medals/all', '/medals/all'],
    ['prefix_except_default', 'en', '/medals/all', '/en/medals/all'],
    ['prefix_except_default', 'en', '/', '/en'],
  ] as const)('%s, %s: %s → %s', (strategy, locale, path, expected) => {
    expect(localizePath(path, locale, strategy)).toBe(expected)
  })

  it('replaces a locale segment already there', () => {
    expect(localizePath('/en/medals/all', 'es', 'prefix')).toBe('/es/medals/all')
    expect(localizePath('/en/medals/all', 'pt', 'prefix_except_default')).toBe('/medals/all')
  })

  it.each(LOCALE_STRATEGIES)('never prefixes widget paths (%s)', (strategy) => {
    expect(localizePath('/widget/medals', 'en', strategy)).toBe('/widget/medals')
  })
})

describe('resolveLocalePath', () => {
  it('no_prefix: the preferred language, and a prefixed URL is redirected to the bare one in its language', () => {
    expect(resolveLocalePath('/medals/all', 'no_prefix', 'es')).toEqual({
      locale: 'es',
      path: '/medals/all',
      fromUrl: false,
    })
    expect(resolveLocalePath('/en/medals/all', 'no_prefix', 'es')).toEqual({
      locale: 'en',
      path: '/medals/all',
      fromUrl: true,
      redirectTo: '/medals/all',
    })
  })

  it('prefix: a bare URL goes to the preferred language; a prefixed one is kept', () => {
    expect(resolveLocalePath('/medals/all', 'prefix', 'pt')).toMatchObject({
      locale: 'pt',
      redirectTo: '/pt/medals/all',
    })
    expect(resolveLocalePath('/', 'prefix', 'az')).toMatchObject({ locale: 'az', redirectTo: '/az' })
    expect(resolveLocalePath('/en/medals/all', 'prefix', 'pt')).toEqual({
      locale: 'en',
      path: '/medals/all',
      fromUrl: true,
    })
  })

  it('prefix_and_default: the default language is served with and without its prefix', () => {
    expect(resolveLocalePath('/medals/all', 'prefix_and_default', 'pt')).toEqual({
      locale: 'pt',
      path: '/medals/all',
      fromUrl: false,
    })
    expect(resolveLocalePath('/pt/medals/all', 'prefix_and_default', 'en')).toEqual({
      locale: 'pt',
      path: '/medals/all',
      fromUrl: true,
    })
    expect(resolveLocalePath('/medals/all', 'prefix_and_default', 'en')).toMatchObject({ redirectTo: '/en/medals/all' })
  })

  it('prefix_except_default: the default has no prefix, and /pt/… is redirected to the bare URL', () => {
    expect(resolveLocalePath('/medals/all', 'prefix_except_default', 'pt')).toEqual({
      locale: 'pt',
      path: '/medals/all',
      fromUrl: false,
    })
    expect(resolveLocalePath('/pt/medals/all', 'prefix_except_default', 'en')).toEqual({
      locale: 'pt',
      path: '/medals/all',
      fromUrl: true,
      redirectTo: '/medals/all',
    })
    expect(resolveLocalePath('/es', 'prefix_except_default', 'pt')).toEqual({ locale: 'es', path: '/', fromUrl: true })
    expect(resolveLocalePath('/medals/all', 'prefix_except_default', 'az')).toMatchObject({
      locale: 'az',
      redirectTo: '/az/medals/all',
    })
  })

  it('leaves widget URLs alone under every strategy', () => {
    for (const strategy of LOCALE_STRATEGIES) {
      expect(resolveLocalePath('/widget/events', strategy, 'en')).toEqual({
        locale: 'en',
        path: '/widget/events',
        fromUrl: false,
      })
    }
  })
})
