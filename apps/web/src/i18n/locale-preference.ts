import { isLocale, type Locale, localeCookie, localeFromCookie } from '@podium/domain'

/** docs/product-rules.md §9: the chosen language is persisted locally and in a cookie (domain: localeCookie). */
export const LANGUAGE_STORAGE_KEY = 'language'

/** The cookie first: the server reads and sets it too (a language-named address); local storage backs it up. */
export function readStoredLocale(): Locale | undefined {
  const fromCookie = localeFromCookie(document.cookie)
  if (fromCookie) return fromCookie
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage can be blocked (sandboxed frame).
  }
  return undefined
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Not persisting is acceptable: the choice still applies to this visit.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not available in Safari or Firefox.
  document.cookie = localeCookie(locale)
}
