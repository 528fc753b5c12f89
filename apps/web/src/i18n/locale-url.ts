import {
  DEFAULT_LOCALE_STRATEGY,
  LOCALE_STRATEGIES,
  type Locale,
  type LocaleStrategy,
  localizePath,
  matchLocale,
  resolveLocalePath,
  stripLocalePrefix,
} from '@podium/domain'
import type { AnyRouter, LocationRewrite } from '@tanstack/react-router'
import i18next from 'i18next'
import { currentLocale } from './i18n.ts'
import { readStoredLocale, storeLocale } from './locale-preference.ts'

/** The server writes its PODIUM_LOCALE_STRATEGY into index.html (a meta tag: no inline script under the CSP). */
function configuredStrategy(): LocaleStrategy {
  // The server-side render is told the strategy instead (setLocaleStrategy).
  if (typeof document === 'undefined') return DEFAULT_LOCALE_STRATEGY
  const content = document.querySelector('meta[name="podium-locale-strategy"]')?.getAttribute('content')
  // A list lookup, not the zod schema: zod stays out of the first load (build/pure-domain-plugin.ts).
  return LOCALE_STRATEGIES.find((strategy) => strategy === content) ?? DEFAULT_LOCALE_STRATEGY
}

let localeStrategy = configuredStrategy()

/** The server-side render's strategy: the server's PODIUM_LOCALE_STRATEGY (apps/web/src/entry-server.tsx). */
export function setLocaleStrategy(strategy: LocaleStrategy): void {
  localeStrategy = strategy
}

/**
 * The visitor's language when the URL does not say: the stored choice, else the browser's languages
 * (docs/product-rules.md §9).
 */
export function preferredLocale(): Locale {
  return readStoredLocale() ?? matchLocale(navigator.languages)
}

/**
 * On start: the language of this visit, with the address made canonical for the strategy (the server already
 * redirects page requests; this covers a page opened from the offline cache). A language named in the URL is
 * remembered as the visitor's choice.
 */
export function startLocale(): Locale {
  const resolved = resolveLocalePath(window.location.pathname, localeStrategy, preferredLocale())
  if (resolved.redirectTo !== undefined) {
    const { search, hash } = window.location
    window.history.replaceState(window.history.state, '', `${resolved.redirectTo}${search}${hash}`)
  }
  if (resolved.fromUrl) storeLocale(resolved.locale)
  return resolved.locale
}

/** The router sees paths without the locale segment; the addresses it writes get the current language's prefix. */
export const localeRewrite: LocationRewrite = {
  input: ({ url }) => {
    url.pathname = stripLocalePrefix(url.pathname).path
    return url
  },
  output: ({ url }) => {
    url.pathname = localizePath(url.pathname, currentLocale(), localeStrategy)
    return url
  },
}

/**
 * Keeps the address and the language together: a language switch rewrites the current address (links follow, as
 * they are rebuilt on a location change), and going back to an address in another language switches to it.
 */
export function bindLocaleToUrl(router: AnyRouter): () => void {
  const onLanguageChanged = (language: string) => {
    const { pathname, search, hash } = router.history.location
    const next = localizePath(pathname, language as Locale, localeStrategy)
    // The state differs per language so the router publishes a new location and links rebuild their hrefs.
    if (next !== pathname) router.history.replace(`${next}${search}${hash}`, { podiumLocale: language })
  }
  i18next.on('languageChanged', onLanguageChanged)
  // The history's own location: the browser's address may not be written yet when subscribers hear of a change.
  const stopHistory = router.history.subscribe(() => {
    const { locale } = stripLocalePrefix(router.history.location.pathname)
    if (locale !== undefined && locale !== currentLocale() && localeStrategy !== 'no_prefix') {
      void i18next.changeLanguage(locale)
    }
  })
  return () => {
    i18next.off('languageChanged', onLanguageChanged)
    stopHistory()
  }
}
