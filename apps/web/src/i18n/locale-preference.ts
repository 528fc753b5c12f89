import { isLocale, type Locale } from '@podium/domain'

/** Spec §9: the chosen language is persisted locally and in a cookie that lasts 365 days, same-site lax. */
export const LANGUAGE_STORAGE_KEY = 'language'
export const LOCALE_COOKIE = 'podium_locale'
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`
}

export function localeFromCookie(cookie: string): Locale | undefined {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LOCALE_COOKIE && isLocale(value)) return value
  }
  return undefined
}

export function readStoredLocale(): Locale | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY)
    if (isLocale(stored)) return stored
  } catch {
    // Storage can be blocked (sandboxed frame); the cookie may still work.
  }
  return localeFromCookie(document.cookie)
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
