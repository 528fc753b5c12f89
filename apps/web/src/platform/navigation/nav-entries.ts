import { type NavContext, visibleNavEntries } from '@podium/domain'

/** How many entries the phone tab bar shows before the "More" button. */
export const TAB_BAR_SIZE = 4

/**
 * The browser shell's entries: platform web, nobody logged in yet, both flags on. The web platform has no
 * login-required pages, so `loginEnabled` changes nothing here; it is passed for the day the context grows.
 */
export function webNavEntries(loginEnabled: boolean) {
  const context: NavContext = {
    platform: 'web',
    loginEnabled,
    isLoggedIn: false,
    loginType: null,
    flags: { showHome: true, showLogin: true },
  }
  return visibleNavEntries(context)
}

/** The entries for this platform and session: mobile platforms show their own pages and lock login-required ones. */
export function appNavEntries(options: {
  platform: NavContext['platform']
  loginEnabled: boolean
  isLoggedIn: boolean
  loginType: NavContext['loginType']
  /** The signed-in user (user type, referee assignments): decides the "Manage" entry. */
  user?: NavContext['user']
  /** The games' features (decision 050): entries of those switched off are left out. */
  features?: NavContext['features']
  /** The games opened the app-only screens to the web (decision 082). */
  webAppScreens?: NavContext['webAppScreens']
}) {
  return visibleNavEntries({ ...options, flags: { showHome: true, showLogin: options.loginEnabled } })
}
