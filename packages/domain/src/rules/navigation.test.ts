import { describe, expect, it } from 'vitest'
import { ALL_FEATURES_ON } from './features.ts'
import {
  isMobilePlatform,
  isNativePlatform,
  NAV_ENTRIES,
  type NavContext,
  navEntryForPath,
  PLATFORMS,
  type Platform,
  visibleNavEntries,
} from './navigation.ts'

const context = (overrides: Partial<NavContext> = {}): NavContext => ({
  platform: 'android',
  loginEnabled: true,
  isLoggedIn: false,
  loginType: null,
  flags: { showHome: true, showLogin: true },
  ...overrides,
})

const paths = (ctx: NavContext) => visibleNavEntries(ctx).map((e) => e.path)
const entry = (ctx: NavContext, path: string) => visibleNavEntries(ctx).find((e) => e.path === path)

describe('platforms', () => {
  it.each([
    ['ios', true, true],
    ['android', true, true],
    ['android-pwa', true, false],
    ['web', false, false],
  ] as const)('%s: mobile %s, native %s', (platform, mobile, native) => {
    expect(isMobilePlatform(platform)).toBe(mobile)
    expect(isNativePlatform(platform)).toBe(native)
  })
})

/**
 * The navigation table of docs/product-rules.md §2, written out again here so the data is checked against it.
 * where: the platforms the entry shows on (w web, p android-pwa, n ios and android).
 */
const SPEC_TABLE: [path: string, needsLogin: boolean, where: string][] = [
  ['/', false, 'pn'],
  ['/schedule/grid', false, 'wpn'],
  ['/participants', false, 'wpn'],
  ['/schedule/disciplines', false, 'wpn'],
  ['/medals', false, 'wpn'],
  ['/my-games', false, 'wpn'],
  ['/ranking', false, 'pn'],
  ['/schedule/days', false, 'wpn'],
  ['/reports', false, 'wpn'],
  ['/venues', false, 'wpn'],
  ['/login', false, 'pn'],
  ['/trivia', true, 'n'],
  ['/transport', true, 'pn'],
  ['/places/hotel', true, 'wpn'],
  ['/places/hospital', true, 'pn'],
  ['/ambassadors', false, 'wpn'],
  ['/courses', true, 'pn'],
  // Issue 24: the spec's screen list puts certification beside courses and safe-sport.
  ['/certification', true, 'pn'],
  ['/secure', false, 'pn'],
  ['/videos', true, 'pn'],
  ['/official-photos', true, 'pn'],
  ['/official-awards-schedule', false, 'pn'],
  ['/sponsors', false, 'pn'],
  ['/qr-scan', true, 'pn'],
  ['/informativos', true, 'pn'],
  ['/feedback', true, 'pn'],
]

describe('visibleNavEntries, one case per row of the spec table', () => {
  it('the data lists the spec rows in order', () => {
    expect(NAV_ENTRIES.map((e) => e.path)).toEqual(SPEC_TABLE.map(([path]) => path))
  })

  const platformsOf = (where: string): Platform[] =>
    PLATFORMS.filter((p) =>
      p === 'web' ? where.includes('w') : p === 'android-pwa' ? where.includes('p') : where.includes('n'),
    )

  it.each(SPEC_TABLE)('%s (needs login: %s, platforms: %s)', (path, needsLogin, where) => {
    for (const platform of PLATFORMS) {
      const shown = platformsOf(where).includes(platform)
      const guest = entry(context({ platform, isLoggedIn: true, loginType: 'guest' }), path)
      expect(guest !== undefined, `${path} on ${platform}`).toBe(shown)
      if (!guest) continue
      // login-required entries are locked for guests on mobile only: the web has no login-required pages
      expect(guest.locked, `${path} locked for a guest on ${platform}`).toBe(needsLogin && platform !== 'web')
      expect(entry(context({ platform }), path)?.locked, `${path} anonymous on ${platform}`).toBe(
        needsLogin && platform !== 'web',
      )
      expect(entry(context({ platform, loginEnabled: false }), path)?.locked).toBe(false)
      const asUser = entry(context({ platform, isLoggedIn: true, loginType: 'user' }), path)
      if (asUser) expect(asUser.locked).toBe(false)
    }
  })
})

describe('visibleNavEntries, flags and login state', () => {
  it('leaves out the entries of features the games switched off', () => {
    const features = { ...ALL_FEATURES_ON, trivia: false, sponsors: false }
    const shown = paths(context({ platform: 'ios', features }))
    expect(shown).not.toContain('/trivia')
    expect(shown).not.toContain('/qr-scan')
    expect(shown).not.toContain('/sponsors')
    expect(shown).toContain('/transport')
    expect(paths(context({ platform: 'ios' }))).toContain('/trivia')
  })

  it('shows home only with the showHome flag', () => {
    expect(paths(context({ flags: { showHome: false, showLogin: true } }))).not.toContain('/')
    expect(paths(context({ flags: { showHome: true, showLogin: true } }))).toContain('/')
  })

  it('shows the login link only with the showLogin flag', () => {
    expect(paths(context({ flags: { showHome: true, showLogin: false } }))).not.toContain('/login')
  })

  it('hides the login link from a logged-in user but not from a guest', () => {
    expect(paths(context({ isLoggedIn: true, loginType: 'user' }))).not.toContain('/login')
    expect(paths(context({ isLoggedIn: true, loginType: 'guest' }))).toContain('/login')
  })

  it('keeps the table order', () => {
    const shown = paths(context({ platform: 'ios' }))
    expect(shown).toEqual([...NAV_ENTRIES.map((e) => e.path), '/volunteers', '/corrections', '/settings'])
    expect(paths(context({ platform: 'web' }))).toEqual([
      '/schedule/grid',
      '/participants',
      '/schedule/disciplines',
      '/medals',
      '/my-games',
      '/schedule/days',
      '/reports',
      '/venues',
      '/places/hotel',
      '/ambassadors',
      '/volunteers',
      '/corrections',
      '/settings',
    ])
  })

  it('locks nothing for a user, or when login is off', () => {
    expect(visibleNavEntries(context({ isLoggedIn: true, loginType: 'user' })).some((e) => e.locked)).toBe(false)
    expect(visibleNavEntries(context({ loginEnabled: false })).some((e) => e.locked)).toBe(false)
  })

  it('locks for a stored user type without a session', () => {
    expect(entry(context({ isLoggedIn: false, loginType: 'user' }), '/feedback')?.locked).toBe(true)
  })
})

describe('the Settings entry (issue 39, decision 081)', () => {
  it.each(PLATFORMS)('follows the table on %s, signed in or not, before "Manage"', (platform) => {
    const anonymous = paths(context({ platform }))
    expect(anonymous.at(-1)).toBe('/settings')
    const admin = paths(context({ platform, isLoggedIn: true, loginType: 'user', user: { userType: 'admin' } }))
    expect(admin.slice(-2)).toEqual(['/settings', '/manage'])
    expect(entry(context({ platform }), '/settings')?.locked).toBe(false)
  })
})

describe('the "Manage" entry (decision 036)', () => {
  const signedIn = (userType: string, platform: Platform = 'web') =>
    paths(context({ platform, isLoggedIn: true, loginType: 'user', user: { userType } }))

  it.each(PLATFORMS)('comes last for admins and staff on %s', (platform) => {
    expect(signedIn('admin', platform).at(-1)).toBe('/manage')
    expect(signedIn('staff', platform).at(-1)).toBe('/manage')
  })

  it('is hidden from every other user type, from guests and from nobody', () => {
    for (const userType of ['athlete', 'coach', 'manager', 'referee', 'volunteer', 'guest']) {
      expect(signedIn(userType), userType).not.toContain('/manage')
    }
    expect(paths(context({ isLoggedIn: true, loginType: 'guest', user: { userType: 'admin' } }))).not.toContain(
      '/manage',
    )
    expect(paths(context({ user: { userType: 'admin' } }))).not.toContain('/manage')
  })

  it('is shown to a referee only once a discipline is assigned', () => {
    const referee = (disciplines: string[]) =>
      paths(context({ isLoggedIn: true, loginType: 'user', user: { userType: 'referee', disciplines } }))
    expect(referee([])).not.toContain('/manage')
    expect(referee(['ATH'])).toContain('/manage')
  })
})

describe('navEntryForPath', () => {
  it.each([
    ['/', '/'],
    ['/trivia', '/trivia'],
    ['/trivia/12', '/trivia'],
    ['/trivia/', '/trivia'],
    ['/places/hospital/3', '/places/hospital'],
    ['/places/hotel', '/places/hotel'],
    ['/places/other', undefined],
    ['/secure-sport', undefined],
    ['/triviality', undefined],
    ['/schedule/grid', '/schedule/grid'],
    ['/schedule/day/2025-07-01', undefined],
    ['/no-such-page', undefined],
  ])('%s → %s', (path, expected) => {
    expect(navEntryForPath(path)?.path).toBe(expected)
  })
})

describe('app-only screens opened to the web (decision 082)', () => {
  it('lists them on the web only when the games say so, never login, feedback or the QR scan', () => {
    const off = paths(context({ platform: 'web' }))
    const on = paths(context({ platform: 'web', webAppScreens: true }))
    expect(off).not.toContain('/transport')
    expect(on).toEqual(expect.arrayContaining(['/transport', '/sponsors', '/ranking', '/trivia', '/informativos']))
    expect(on.filter((path) => ['/login', '/feedback', '/qr-scan'].includes(path))).toEqual([])
    expect(paths(context({ platform: 'android', webAppScreens: true }))).toEqual(
      paths(context({ platform: 'android' })),
    )
  })
})
