import {
  type Features,
  featureOfPage,
  guardRoute,
  isMobilePlatform,
  navEntryForPath,
  type Platform,
  stripLocalePrefix,
  WEB_OPENABLE_PATHS,
} from '@podium/domain'
import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import i18next from 'i18next'
import { currentLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'
import { mobileOnlyRedirect } from '../platform/navigation/mobile-only-redirect.ts'
import { ApiRequestError, apiRequest } from './api-client.ts'
import { currentPlatform } from './platform.ts'
import { ruledTarget } from './route-rules.ts'
import { clearSession, getSession, restoreSessionOnStart } from './session.ts'

let started = false
let platform: Platform | undefined

/**
 * Once per page load: a stored guest logs in as the guest again (docs/product-rules.md §4); a stored user is checked
 * with the server.
 */
function onStart() {
  // The server-side render has no stored session: it renders what a signed-out visitor sees.
  if (started || typeof window === 'undefined') return
  started = true
  // The label is translated only for a stored guest: most starts have none, and a first t() is not free.
  restoreSessionOnStart(() => i18next.t('auth.guestName'))
  if (getSession().loginType === 'user') {
    apiRequest('/api/v1/auth/me').catch((error: unknown) => {
      if (error instanceof ApiRequestError && error.status === 401) clearSession()
      // Otherwise (offline, a server error) keep the stored session; the server decides on the next request.
    })
  }
}

/**
 * The router's beforeLoad: docs/product-rules.md §2's route guard (domain guardRoute) with this platform, the
 * login_enabled flag and the stored login type. Only mobile platforms need the flag, so the web never waits for the
 * config.
 */
export async function guardNavigation(queryClient: QueryClient, href: string): Promise<void> {
  onStart()
  // The organiser's rules first (spec §2): an app target is navigated to (and guarded in turn), an address outside
  // the app is a full page load.
  const ruled = await ruledTarget(queryClient, href)
  if (ruled?.external && typeof window !== 'undefined') {
    window.location.assign(ruled.to)
    // The page is leaving: never render the not-found screen in between.
    await new Promise<never>(() => {})
  }
  if (ruled) throw redirect({ href: ruled.to, replace: true })
  platform ??= currentPlatform()
  let loginEnabled = false
  let features: Features | undefined
  let webAppScreens = false
  // The config is awaited only where it decides: on mobile (the login flag), on a feature's pages (decision 050) and
  // on the web's app-only screens the games may open to it (decision 082).
  const path = stripLocalePrefix(href.replace(/[?#].*$/, '')).path
  const featurePage = featureOfPage(path) !== undefined
  const openable = (WEB_OPENABLE_PATHS as readonly string[]).includes(navEntryForPath(path)?.path ?? '')
  if (isMobilePlatform(platform) || featurePage || openable) {
    const config = await queryClient.ensureQueryData(configQueries.detail(currentLocale())).catch(() => undefined)
    loginEnabled = config?.loginEnabled ?? false
    features = config?.features
    webAppScreens = config?.webAppScreens ?? false
  }
  const loginType = getSession().loginType
  const decision = guardRoute({ path: href, platform, loginEnabled, loginType, features, webAppScreens })
  if (decision.action !== 'redirect') return
  // Sent away from a mobile-only screen or a feature these games do not offer: the target says which screen.
  if (decision.mobileOnly) {
    mobileOnlyRedirect.remember({ labelKey: decision.mobileOnly, to: decision.to, reason: 'mobileOnly' })
  } else if (decision.featureOff) {
    mobileOnlyRedirect.remember({ labelKey: decision.featureOff, to: decision.to, reason: 'featureOff' })
  }
  throw redirect({ href: decision.to, replace: true })
}
