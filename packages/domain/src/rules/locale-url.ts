import { z } from 'zod'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../codes/locales.ts'
import { stripLocalePrefix } from './routes.ts'

/**
 * docs/product-rules.md §2: where the interface language sits in a page's URL. The names are the usual i18n-router
 * ones:
 * - no_prefix: never in the URL (the stored choice or the browser's languages decide);
 * - prefix: always (`/pt/medals`, `/en/medals`);
 * - prefix_and_default: always in links, and the default language is also served without one (`/medals`);
 * - prefix_except_default: every language but the default (`/medals`, `/en/medals`). The default strategy.
 */
export const LOCALE_STRATEGIES = ['no_prefix', 'prefix', 'prefix_and_default', 'prefix_except_default'] as const
export const LocaleStrategySchema = z.enum(LOCALE_STRATEGIES)
export type LocaleStrategy = z.infer<typeof LocaleStrategySchema>
export const DEFAULT_LOCALE_STRATEGY: LocaleStrategy = 'prefix_except_default'

/** Widgets live in other sites' frames: their language comes from `?lang`, never from a URL prefix. */
function isUnlocalizedPath(path: string): boolean {
  return path === '/widget' || path.startsWith('/widget/')
}

function prefixes(locale: Locale, strategy: LocaleStrategy): boolean {
  if (strategy === 'no_prefix') return false
  if (strategy === 'prefix_except_default') return locale !== DEFAULT_LOCALE
  return true
}

/** The public URL path of an app path (one without a locale segment) in a language. */
export function localizePath(path: string, locale: Locale, strategy: LocaleStrategy): string {
  const bare = stripLocalePrefix(path).path
  if (isUnlocalizedPath(bare) || !prefixes(locale, strategy)) return bare
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`
}

export interface LocalePathResolution {
  /** The language the page is shown in. */
  locale: Locale
  /** The path inside the app, without a locale segment. */
  path: string
  /** Whether the URL itself named the language (a choice worth remembering). */
  fromUrl: boolean
  /** The canonical URL path to replace this one with, when it is not canonical. */
  redirectTo?: string
}

/**
 * What a requested path means under a strategy. A language in the URL wins; without one, the visitor's preferred
 * language (stored choice, else the browser's languages) applies, and strategies that put it in the URL redirect
 * there, so a shared link opens in the visitor's own language and the address bar always says which one is shown.
 */
export function resolveLocalePath(pathname: string, strategy: LocaleStrategy, preferred: Locale): LocalePathResolution {
  const { locale: inUrl, path } = stripLocalePrefix(pathname)
  if (isUnlocalizedPath(path)) return { locale: inUrl ?? preferred, path, fromUrl: inUrl !== undefined }
  if (inUrl !== undefined) {
    const canonical = localizePath(path, inUrl, strategy)
    return { locale: inUrl, path, fromUrl: true, ...(canonical === pathname ? {} : { redirectTo: canonical }) }
  }
  const canonical = localizePath(path, preferred, strategy)
  // prefix_and_default also serves the default language without a prefix: no redirect for it.
  const keep = canonical === pathname || (strategy === 'prefix_and_default' && preferred === DEFAULT_LOCALE)
  return { locale: preferred, path, fromUrl: false, ...(keep ? {} : { redirectTo: canonical }) }
}

/**
 * docs/product-rules.md §9: the chosen language is also kept in a cookie for 365 days, same-site lax (the server reads
 * it too).
 */
export const LOCALE_COOKIE = 'podium_locale'
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

/** The language stored in a Cookie header (or `document.cookie`), if any. */
export function localeFromCookie(cookie: string | null | undefined): Locale | undefined {
  for (const part of (cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return undefined
}
