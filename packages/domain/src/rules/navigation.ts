/**
 * The main navigation entries of spec §2, kept as data. Filtering by platform, login state and flags is a pure
 * function (see visibleNavEntries) so the table is tested row by row.
 */

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
  { path: '/secure', labelKey: 'nav.secure', needsLogin: false, platforms: 'mobile' },
  { path: '/videos', labelKey: 'nav.videos', needsLogin: true, platforms: 'mobile' },
  { path: '/official-photos', labelKey: 'nav.officialPhotos', needsLogin: true, platforms: 'mobile' },
  { path: '/official-awards-schedule', labelKey: 'nav.awardsSchedule', needsLogin: false, platforms: 'mobile' },
  { path: '/sponsors', labelKey: 'nav.sponsors', needsLogin: false, platforms: 'mobile' },
  { path: '/qr-scan', labelKey: 'nav.qrScan', needsLogin: true, platforms: 'mobile' },
  { path: '/informativos', labelKey: 'nav.communications', needsLogin: true, platforms: 'mobile' },
  { path: '/feedback', labelKey: 'nav.feedback', needsLogin: true, platforms: 'mobile' },
]
