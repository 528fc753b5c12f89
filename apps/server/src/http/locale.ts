import { DEFAULT_LOCALE, type Locale, localeFromCode, matchLocale, parseAcceptLanguage } from '@podium/domain'
import type { Context } from 'hono'

/** The response language: `?lang=` (two- or three-letter code) first, then Accept-Language, then Portuguese. */
export function requestLocale(c: Context): Locale {
  const fromQuery = c.req.query('lang')
  const queried = fromQuery ? localeFromCode(fromQuery) : undefined
  if (queried) return queried
  const header = c.req.header('accept-language')
  return header ? matchLocale(parseAcceptLanguage(header)) : DEFAULT_LOCALE
}
