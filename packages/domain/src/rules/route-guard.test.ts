import { describe, expect, it } from 'vitest'
import { ALL_FEATURES_ON } from './features.ts'
import type { LoginType, Platform } from './navigation.ts'
import { guardRoute, type RouteGuardDecision } from './route-guard.ts'

const allow: RouteGuardDecision = { action: 'allow' }
const redirect = (to: string): RouteGuardDecision => ({ action: 'redirect', to })
const toLogin = (path: string) => redirect(`/login?redirect=${encodeURIComponent(path)}`)
const toGrid = (labelKey: string, prefix = ''): RouteGuardDecision => ({
  action: 'redirect',
  to: `${prefix}/schedule/grid`,
  mobileOnly: labelKey,
})

const CASES: [
  path: string,
  platform: Platform,
  loginEnabled: boolean,
  loginType: LoginType | null,
  expected: RouteGuardDecision,
][] = [
  // always allowed
  ['/login', 'web', true, null, allow],
  ['/login', 'android', true, null, allow],
  ['/signup', 'ios', true, null, allow],
  ['/auth', 'android-pwa', true, 'guest', allow],
  ['/auth/callback?code=1', 'ios', true, null, allow],
  ['/login?redirect=%2Ftrivia', 'web', true, null, allow],
  // a certificate's public verification (decision 051)
  ['/certificates/ABCD-EFGH-JKLM-NPQR-STUV', 'android', true, null, allow],
  ['/en/certificates/ABCD-EFGH-JKLM-NPQR-STUV', 'ios', true, 'guest', allow],
  // web: mobile-only pages go to the grid, with or without login
  ['/ranking', 'web', false, null, toGrid('nav.ranking')],
  ['/trivia', 'web', false, null, toGrid('nav.trivia')],
  ['/trivia/12', 'web', true, 'user', toGrid('nav.trivia')],
  ['/places/hospital', 'web', true, null, toGrid('nav.hospitals')],
  ['/feedback?step=2', 'web', true, 'guest', toGrid('nav.feedback')],
  // …but home stays open on the web (lead's product decision, WEB_OPEN_PATHS)
  ['/', 'web', false, null, allow],
  ['/', 'web', true, null, allow],
  ['/en', 'web', true, 'guest', allow],
  ['/secure', 'web', false, null, toGrid('nav.secure')],
  ['/secure/', 'web', false, null, toGrid('nav.secure')],
  // web: pages for all platforms, and pages that are in no navigation entry
  ['/schedule/grid', 'web', true, null, allow],
  ['/medals/athletics', 'web', true, 'guest', allow],
  ['/secure-sport', 'web', false, null, allow],
  ['/discipline/judo/results/JUD-60-M/summary', 'web', true, null, allow],
  // web has no login-required pages: /places/hotel needs login elsewhere but is open here
  ['/places/hotel', 'web', true, 'guest', allow],
  ['/places/hotel', 'web', true, null, allow],
  // mobile, login disabled: everything open, native-only pages included
  ['/trivia', 'android-pwa', false, null, allow],
  ['/feedback', 'ios', false, null, allow],
  ['/', 'android', false, null, allow],
  // mobile, login enabled, guest: only login-required pages redirect
  ['/trivia/3', 'ios', true, 'guest', toLogin('/trivia/3')],
  ['/places/hospital', 'android', true, 'guest', toLogin('/places/hospital')],
  ['/places/hotel?city=baku', 'android-pwa', true, 'guest', toLogin('/places/hotel?city=baku')],
  ['/qr-scan', 'android', true, 'guest', toLogin('/qr-scan')],
  ['/medals', 'ios', true, 'guest', allow],
  ['/secure', 'android', true, 'guest', allow],
  ['/', 'ios', true, 'guest', allow],
  ['/places/other', 'android', true, 'guest', allow],
  // mobile, login enabled, no login type: every page but the always-allowed ones redirects
  ['/', 'android', true, null, toLogin('/')],
  ['/schedule/grid', 'ios', true, null, toLogin('/schedule/grid')],
  ['/medals/all?gender=W', 'android-pwa', true, null, toLogin('/medals/all?gender=W')],
  // mobile, login enabled, user: everything open
  ['/trivia/3', 'ios', true, 'user', allow],
  ['/feedback', 'android-pwa', true, 'user', allow],
  // a locale prefix is ignored for matching and kept on the target
  ['/en/trivia', 'web', false, null, toGrid('nav.trivia', '/en')],
  ['/es/feedback', 'android', true, 'guest', redirect('/es/login?redirect=%2Fes%2Ffeedback')],
  ['/az/login', 'android', true, null, allow],
  ['/en/medals', 'web', true, null, allow],
]

describe('guardRoute', () => {
  it.each(CASES)('%s on %s (login %s, type %s)', (path, platform, loginEnabled, loginType, expected) => {
    expect(guardRoute({ path, platform, loginEnabled, loginType })).toEqual(expected)
  })

  it('encodes the full target, query included', () => {
    const decision = guardRoute({ path: '/trivia/3?a=1&b=2', platform: 'ios', loginEnabled: true, loginType: 'guest' })
    expect(decision).toEqual({ action: 'redirect', to: '/login?redirect=%2Ftrivia%2F3%3Fa%3D1%26b%3D2' })
  })

  it('sends a page of a feature the games switched off home, naming it, before any login check', () => {
    const features = { ...ALL_FEATURES_ON, trivia: false, ranking: false }
    const guard = (path: string, platform: Platform) =>
      guardRoute({ path, platform, loginEnabled: true, loginType: null, features })
    expect(guard('/trivia/3', 'ios')).toEqual({ action: 'redirect', to: '/', featureOff: 'nav.trivia' })
    expect(guard('/en/qr-scan', 'android')).toEqual({ action: 'redirect', to: '/en/', featureOff: 'nav.trivia' })
    expect(guard('/ranking', 'web')).toEqual({ action: 'redirect', to: '/schedule/grid', featureOff: 'nav.ranking' })
    expect(guard('/transport', 'web')).toEqual(toGrid('nav.transport'))
    // Features unknown yet (no config): nothing is refused for them.
    expect(guardRoute({ path: '/ranking', platform: 'web', loginEnabled: false, loginType: null })).toEqual(
      toGrid('nav.ranking'),
    )
  })
})

describe('guardRoute with the app-only screens opened to the web (decision 082)', () => {
  const web = (path: string, webAppScreens?: boolean) =>
    guardRoute({ path, platform: 'web', loginEnabled: true, loginType: null, webAppScreens })

  it.each([
    '/transport',
    '/informativos',
    '/sponsors',
    '/videos',
    '/official-awards-schedule',
    '/ranking',
    '/trivia',
    '/trivia/3',
    '/en/transport',
  ])('%s: the grid by default, open when the games say so', (path) => {
    expect(web(path)).toMatchObject({ action: 'redirect', to: expect.stringMatching(/\/schedule\/grid$/) })
    expect(web(path, false)).toMatchObject({ action: 'redirect' })
    expect(web(path, true)).toEqual(allow)
  })

  // (/login itself is always allowed, step 1; it is still not listed on the web.)
  it.each(['/feedback', '/qr-scan'])('%s stays app-only', (path) => {
    expect(web(path, true)).toMatchObject({ action: 'redirect' })
  })

  it('changes nothing on a phone app', () => {
    expect(
      guardRoute({ path: '/transport', platform: 'android', loginEnabled: true, loginType: null, webAppScreens: true }),
    ).toEqual(toLogin('/transport'))
  })
})
