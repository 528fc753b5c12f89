import { describe, expect, it } from 'vitest'
import { isKnownPagePath, matchPageRoute, PAGE_REDIRECTS, PAGE_ROUTE_PATTERNS, stripLocalePrefix } from './routes.ts'

describe('isKnownPagePath', () => {
  it.each([
    '/',
    '/403',
    '/auth',
    '/login',
    '/signup',
    '/medals',
    '/medals/all',
    '/medals/athletics',
    '/medals/athletics/',
    '/trivia',
    '/trivia/12',
    '/schedule',
    '/schedule/grid',
    '/schedule/day',
    '/schedule/day/2025-07-01',
    '/schedule/day/2025/07/01',
    '/places/hotel',
    '/participants/athletes',
    '/participants/profile/abc-123',
    '/reports',
    '/reports/swimming',
    '/widget/medals',
    '/settings',
    '/account',
    '/profile',
    '/pt/account',
    '/discipline/judo',
    '/discipline/judo/finalrank',
    '/discipline/judo/medals',
    '/discipline/judo/medals/W',
    '/discipline/judo/results/JUD-60-M-FNL',
    '/discipline/judo/results/JUD-60-M-FNL/startlist',
    '/discipline/judo/schedule/days',
    '/discipline/judo/schedule/days/2025-07-02',
    '/en',
    '/en/',
    '/en/medals/all',
    '/es/schedule/day/2025-07-01',
    '/az/discipline/judo/competitions',
    '/pt/feedback',
    // The volunteers' page (decision 103; decision 004 had left it out until it had a screen).
    '/volunteers',
    '/en/volunteers',
    '/venues?show=map',
    '/venues#map',
  ])('%s is a page', (path) => {
    expect(isKnownPagePath(path)).toBe(true)
  })

  it.each([
    '',
    'medals',
    '/no-such-page',
    '/medals/a/b/c',
    '/medals/all/extra',
    '/api/health',
    '/api/medals',
    '/widget',
    '/widget/other',
    '/participants/profile/1/2',
    '/participants/delegations/BRA/extra',
    '/discipline',
    '/discipline/judo/unknown-tab',
    '/discipline/judo/results',
    '/discipline/judo/results/u/t/extra',
    '/discipline/judo/schedule',
    '/fr/medals',
    '/en/en/medals',
    '/medals//all',
    '//medals',
    '/Medals',
    '/flags/br.svg',
    // developer, test and mock pages of the original list: no page in the app (decision 004)
    '/medal-test',
    '/mock-summary',
    '/more-dev',
    '/test-trampoline',
    '/test-results-card',
  ])('%j is not a page', (path) => {
    expect(isKnownPagePath(path)).toBe(false)
  })
})

describe('matchPageRoute', () => {
  it.each([
    ['/medals/athletics', '/medals/$disciplineKey', { disciplineKey: 'athletics' }],
    ['/schedule/grid', '/schedule/$tab', { tab: 'grid' }],
    ['/schedule/day/2025/07/01', '/schedule/day/$', { _splat: '2025/07/01' }],
    ['/reports', '/reports/$disciplineKey?', {}],
    ['/reports/judo', '/reports/$disciplineKey?', { disciplineKey: 'judo' }],
    ['/participants/profile/7', '/participants/profile/$id', { id: '7' }],
    ['/participants/delegations/BRA', '/participants/delegations/$code', { code: 'BRA' }],
    [
      '/discipline/judo/results/U1/summary',
      '/discipline/$disciplineKey/results/$unit/$tab?',
      { disciplineKey: 'judo', unit: 'U1', tab: 'summary' },
    ],
    ['/places/hotel,hospital', '/places/$types', { types: 'hotel,hospital' }],
  ])('%s → %s', (path, pattern, params) => {
    expect(matchPageRoute(path)).toEqual({ pattern, params, locale: undefined })
  })

  it('reports the locale segment', () => {
    expect(matchPageRoute('/az/trivia/3')).toEqual({ pattern: '/trivia/$id', params: { id: '3' }, locale: 'az' })
  })

  it('has no duplicate patterns, and the redirecting pages are pages', () => {
    expect(new Set(PAGE_ROUTE_PATTERNS).size).toBe(PAGE_ROUTE_PATTERNS.length)
    for (const [from, to] of Object.entries(PAGE_REDIRECTS)) {
      expect(isKnownPagePath(from)).toBe(true)
      expect(isKnownPagePath(to)).toBe(true)
    }
  })
})

describe('stripLocalePrefix', () => {
  it.each([
    ['/en/medals', 'en', '/medals'],
    ['/pt', 'pt', '/'],
    ['/medals', undefined, '/medals'],
    ['/english/medals', undefined, '/english/medals'],
    ['/', undefined, '/'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(stripLocalePrefix(pathname)).toEqual({ locale, path })
  })
})
