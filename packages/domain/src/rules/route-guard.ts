import { type Features, featureOfPage } from './features.ts'
import { entryAllowed, isMobilePlatform, type LoginType, navEntryForPath, type Platform } from './navigation.ts'
import { stripLocalePrefix } from './routes.ts'

export interface RouteGuardInput {
  /** The full target path with its query, e.g. '/trivia/3?from=qr'. */
  path: string
  platform: Platform
  loginEnabled: boolean
  loginType: LoginType | null
  /** The games' features (decision 050); absent: not known yet, nothing is refused for it. */
  features?: Features | undefined
  /** The games opened the app-only screens to the web (decision 082); absent or false: the spec's rule. */
  webAppScreens?: boolean | undefined
}

export type RouteGuardDecision =
  | { action: 'allow' }
  /**
   * `mobileOnly`: the label key of the mobile-only screen the web was sent away from, so the target can say which
   * screen is in the app (issue 16, point 10).
   */
  | { action: 'redirect'; to: string; mobileOnly?: string; featureOff?: string }

/**
 * Always open, whatever the platform or login state (docs/product-rules.md §2). Sub-paths such as /auth/callback
 * included.
 */
export const ALWAYS_ALLOWED_PATHS = ['/login', '/signup', '/auth', '/setup'] as const

/**
 * Open to anyone on every platform, login or not, with their sub-paths: a certificate's verification page
 * (`/certificates/{code}`, issue 24, decision 051) is read by whoever holds the paper, who has no account here; a
 * venue's big screen (`/screen/{venue}`, decision 087) runs on a TV's browser that nobody signs in on.
 */
export const PUBLIC_PATH_PREFIXES = ['/certificates', '/screen'] as const

/** Where the web goes instead of a mobile-only page. */
export const WEB_HOME_PATH = '/schedule/grid'

/**
 * Mobile-only in the navigation table but open on the web. Product decision (lead, accounts issue): home ("what is on
 * now and next") is as useful in a browser as on a phone, so the web keeps '/' instead of sending it to the grid;
 * the navigation still hides the entry on the web, as the table says.
 */
export const WEB_OPEN_PATHS = ['/'] as const

const startsWithSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`)

/**
 * docs/product-rules.md §2's route guard, in this order:
 * 1. /login, /signup, /auth and /setup (decision 067) are always allowed.
 * 1b. A page of a feature the games switched off (decision 050) goes home ('/' on mobile, the grid on the web), naming
 *    the screen.
 * 2. Web: a mobile-only page (a navigation entry for 'mobile' or 'native', with its sub-paths) redirects to
 *    /schedule/grid, except '/' (see WEB_OPEN_PATHS) and, when the games opened them (decision 082), the screens of
 *    WEB_OPENABLE_PATHS, naming the entry's label so the grid can say it is in the app. Everything else is allowed: docs/product-rules.md §6 says the web
 * has no
 *    login-required pages, so /places/hotel (login-required on every platform) is open on the web.
 * 3. Mobile (ios, android, android-pwa) with login enabled: with no login type every page redirects to login; a guest
 *    is redirected from the login-required pages (navigation entries with needsLogin, and their sub-paths).
 * A redirect to login carries the full target path (with query) as `redirect`. A leading locale segment ('/en/…') is
 * ignored for matching and kept on the redirect target.
 */
export function guardRoute(input: RouteGuardInput): RouteGuardDecision {
  const pathname = input.path.replace(/[?#].*$/, '') || '/'
  const { locale, path: localeFree } = stripLocalePrefix(pathname)
  const path = localeFree.length > 1 ? localeFree.replace(/\/+$/, '') || '/' : localeFree
  const prefix = locale ? `/${locale}` : ''

  if (ALWAYS_ALLOWED_PATHS.some((p) => startsWithSegment(path, p))) return { action: 'allow' }
  if (PUBLIC_PATH_PREFIXES.some((p) => path.startsWith(`${p}/`))) return { action: 'allow' }

  const entry = navEntryForPath(path)

  // A feature these games do not offer (decision 050): home, naming the screen (its navigation label).
  const feature = featureOfPage(path)
  if (feature && input.features && !input.features[feature]) {
    const home = isMobilePlatform(input.platform) ? '/' : WEB_HOME_PATH
    return { action: 'redirect', to: `${prefix}${home}`, featureOff: `nav.${feature}` }
  }

  if (!isMobilePlatform(input.platform)) {
    if ((WEB_OPEN_PATHS as readonly string[]).includes(path)) return { action: 'allow' }
    if (entry && !entryAllowed(entry, 'web', input.webAppScreens)) {
      return { action: 'redirect', to: `${prefix}${WEB_HOME_PATH}`, mobileOnly: entry.labelKey }
    }
    return { action: 'allow' }
  }

  if (input.loginEnabled) {
    const toLogin = { action: 'redirect', to: `${prefix}/login?redirect=${encodeURIComponent(input.path)}` } as const
    if (input.loginType === null) return toLogin
    if (input.loginType === 'guest' && entry?.needsLogin) return toLogin
  }
  return { action: 'allow' }
}
