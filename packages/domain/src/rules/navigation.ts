/**
 * The main navigation entries of docs/product-rules.md §2, kept as data. Filtering by platform, login state and flags
 * is a pure function (see visibleNavEntries) so the table is tested row by row.
 */
import { type Features, isPageOff } from './features.ts'
import { canManage, type PermissionSubject } from './permissions.ts'

/** Where an entry may appear: every platform, mobile (ios, android, android-pwa) or native apps only. */
export type NavPlatforms = 'all' | 'mobile' | 'native'

export interface NavEntry {
  path: string
  /** i18n key of the label, under `nav.` in the locale files. */
  labelKey: string
  /** Needs login when the login_enabled flag is on. */
  needsLogin: boolean
  platforms: NavPlatforms
  /** Shown only when the flag of the same name says so (home, login link). */
  flag?: 'showHome' | 'showLogin'
  /** Hidden when the user is logged in. */
  hideWhenLoggedIn?: boolean
}

export const NAV_ENTRIES: readonly NavEntry[] = [
  { path: '/', labelKey: 'nav.home', needsLogin: false, platforms: 'mobile', flag: 'showHome' },
  { path: '/schedule/grid', labelKey: 'nav.scheduleGrid', needsLogin: false, platforms: 'all' },
  { path: '/participants', labelKey: 'nav.participants', needsLogin: false, platforms: 'all' },
  { path: '/schedule/disciplines', labelKey: 'nav.disciplines', needsLogin: false, platforms: 'all' },
  { path: '/medals', labelKey: 'nav.medals', needsLogin: false, platforms: 'all' },
  // Issue 19 (decision 054): what the visitor follows.
  { path: '/my-games', labelKey: 'nav.myGames', needsLogin: false, platforms: 'all' },
  { path: '/ranking', labelKey: 'nav.ranking', needsLogin: false, platforms: 'mobile' },
  { path: '/schedule/days', labelKey: 'nav.results', needsLogin: false, platforms: 'all' },
  { path: '/reports', labelKey: 'nav.reports', needsLogin: false, platforms: 'all' },
  { path: '/venues', labelKey: 'nav.venues', needsLogin: false, platforms: 'all' },
  {
    path: '/login',
    labelKey: 'nav.login',
    needsLogin: false,
    platforms: 'mobile',
    flag: 'showLogin',
    hideWhenLoggedIn: true,
  },
  { path: '/trivia', labelKey: 'nav.trivia', needsLogin: true, platforms: 'native' },
  { path: '/transport', labelKey: 'nav.transport', needsLogin: true, platforms: 'mobile' },
  { path: '/places/hotel', labelKey: 'nav.hotels', needsLogin: true, platforms: 'all' },
  { path: '/places/hospital', labelKey: 'nav.hospitals', needsLogin: true, platforms: 'mobile' },
  { path: '/ambassadors', labelKey: 'nav.ambassadors', needsLogin: false, platforms: 'all' },
  { path: '/courses', labelKey: 'nav.courses', needsLogin: true, platforms: 'mobile' },
  // Not a row of the spec's table: its screen list names certification beside courses and safe-sport (issue 24).
  { path: '/certification', labelKey: 'nav.certification', needsLogin: true, platforms: 'mobile' },
  { path: '/secure', labelKey: 'nav.secure', needsLogin: false, platforms: 'mobile' },
  { path: '/videos', labelKey: 'nav.videos', needsLogin: true, platforms: 'mobile' },
  { path: '/official-photos', labelKey: 'nav.officialPhotos', needsLogin: true, platforms: 'mobile' },
  { path: '/official-awards-schedule', labelKey: 'nav.awardsSchedule', needsLogin: false, platforms: 'mobile' },
  { path: '/sponsors', labelKey: 'nav.sponsors', needsLogin: false, platforms: 'mobile' },
  { path: '/qr-scan', labelKey: 'nav.qrScan', needsLogin: true, platforms: 'mobile' },
  { path: '/informativos', labelKey: 'nav.communications', needsLogin: true, platforms: 'mobile' },
  { path: '/feedback', labelKey: 'nav.feedback', needsLogin: true, platforms: 'mobile' },
]

/**
 * The back office's entry (issue 17, decision 036): not a row of the spec's table, shown after it and only to a user
 * the permission rule lets manage something (canManage), on every platform.
 */
export const MANAGE_NAV_ENTRY: NavEntry = {
  path: '/manage',
  labelKey: 'nav.manage',
  needsLogin: true,
  platforms: 'all',
}

/**
 * The settings screen (issue 39, decision 081): the spoiler shield, the time zone for times and the alerts live there,
 * so every visitor reaches it from the navigation on every platform. Not a row of the spec's table: it comes after
 * the table, before "Manage".
 */
export const SETTINGS_NAV_ENTRY: NavEntry = {
  path: '/settings',
  labelKey: 'nav.settings',
  needsLogin: false,
  platforms: 'all',
}

/**
 * The volunteers' page (issue 36, decision 103): the spec lists /volunteers without a row in its table. Shifts,
 * meeting points and whom to call are what a volunteer needs on the day, often before they have an account, and
 * nothing on it is private (the organiser publishes it for the volunteers' phones); so it shows to everyone, on every
 * platform, with no login. It comes after the table, before the corrections log.
 */
export const VOLUNTEERS_NAV_ENTRY: NavEntry = {
  path: '/volunteers',
  labelKey: 'nav.volunteers',
  needsLogin: false,
  platforms: 'all',
}

/**
 * The corrections log (issue 40, decision 086): official results corrected after publication, in the open, on every
 * platform. Not a row of the spec's table: it comes after the table, before Settings.
 */
export const CORRECTIONS_NAV_ENTRY: NavEntry = {
  path: '/corrections',
  labelKey: 'nav.corrections',
  needsLogin: false,
  platforms: 'all',
}

/** The platform the app runs on (docs/product-rules.md §1). */
export const PLATFORMS = ['ios', 'android', 'android-pwa', 'web'] as const
export type Platform = (typeof PLATFORMS)[number]

export type LoginType = 'user' | 'guest'

/** Mobile: everything but the web (the installed Android web app counts as mobile). */
export function isMobilePlatform(platform: Platform): boolean {
  return platform !== 'web'
}

/** Native: the iOS and Android apps. */
export function isNativePlatform(platform: Platform): boolean {
  return platform === 'ios' || platform === 'android'
}

/**
 * The app-only screens a games may open to the web (issue 39, decision 082): a games setting, off by default, that
 * departs from docs/product-rules.md §2's table. Not /login, /feedback and /qr-scan: the web has no login (§6) and no
 * camera to scan with.
 */
export const WEB_OPENABLE_PATHS = [
  '/ranking',
  '/trivia',
  '/transport',
  '/places/hospital',
  '/courses',
  '/secure',
  '/videos',
  '/official-photos',
  '/official-awards-schedule',
  '/sponsors',
  '/informativos',
] as const

/** Whether an entry shows and opens here: its platforms allow it, or the games opened it to the web. */
export function entryAllowed(entry: NavEntry, platform: Platform, webAppScreens = false): boolean {
  if (platformAllows(entry.platforms, platform)) return true
  return platform === 'web' && webAppScreens && (WEB_OPENABLE_PATHS as readonly string[]).includes(entry.path)
}

export function platformAllows(platforms: NavPlatforms, platform: Platform): boolean {
  if (platforms === 'mobile') return isMobilePlatform(platform)
  if (platforms === 'native') return isNativePlatform(platform)
  return true
}

/**
 * The navigation entry a path belongs to: the entry whose path equals it or is a prefix of it on a segment boundary
 * (/trivia/12 → /trivia, but /secure-sport is not /secure). Home ('/') matches only '/' itself.
 * `pathname` has no query; a trailing slash is ignored.
 */
export function navEntryForPath(pathname: string): NavEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
  let best: NavEntry | undefined
  for (const entry of NAV_ENTRIES) {
    const matches = entry.path === '/' ? path === '/' : path === entry.path || path.startsWith(`${entry.path}/`)
    if (matches && (!best || entry.path.length > best.path.length)) best = entry
  }
  return best
}

/**
 * Whether an entry needs login here. Login exists only when login_enabled is on, and never on the web:
 * docs/product-rules.md §6 says the web platform has no login-required pages (so /places/hotel, login-required but on
 * all platforms, is open there).
 */
export function entryNeedsLogin(entry: NavEntry, platform: Platform, loginEnabled: boolean): boolean {
  return loginEnabled && entry.needsLogin && isMobilePlatform(platform)
}

export interface NavContext {
  platform: Platform
  loginEnabled: boolean
  isLoggedIn: boolean
  loginType: LoginType | null
  flags: { showHome: boolean; showLogin: boolean }
  /** The signed-in user as the server described them (user type, referee assignments); absent for nobody. */
  user?: PermissionSubject | null | undefined
  /** The games' features (decision 050): an entry of a feature switched off is not shown. */
  features?: Features | undefined
  /** The games opened the app-only screens to the web (WEB_OPENABLE_PATHS, decision 082). */
  webAppScreens?: boolean | undefined
}

export interface VisibleNavEntry extends NavEntry {
  /** Shown, but opening it leads to login (the route guard redirects). */
  locked: boolean
}

/**
 * The entries to show, in table order: allowed on the platform, flag on (if any), and not hidden because a user is
 * logged in. Login-required entries stay visible for guests and anonymous visitors, marked locked. Volunteers,
 * Corrections and Settings follow the table's rows, and "Manage" comes last,
 * for a signed-in user allowed some management action.
 */
export function visibleNavEntries(context: NavContext): VisibleNavEntry[] {
  const isUser = context.isLoggedIn && context.loginType === 'user'
  const manage = isUser && canManage(context.user) ? [MANAGE_NAV_ENTRY] : []
  return [...NAV_ENTRIES, VOLUNTEERS_NAV_ENTRY, CORRECTIONS_NAV_ENTRY, SETTINGS_NAV_ENTRY, ...manage]
    .filter(
      (entry) =>
        entryAllowed(entry, context.platform, context.webAppScreens) &&
        (entry.flag === undefined || context.flags[entry.flag]) &&
        !isPageOff(entry.path, context.features) &&
        !(entry.hideWhenLoggedIn && isUser),
    )
    .map((entry) => ({ ...entry, locked: entryNeedsLogin(entry, context.platform, context.loginEnabled) && !isUser }))
}
