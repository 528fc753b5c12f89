import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../codes/locales.ts'

/** The three-letter language codes the product uses (docs/product-rules.md §2, §3), with their two-letter locale. */
export const THREE_LETTER_LOCALE_CODES: Readonly<Record<string, Locale>> = {
  spa: 'es',
  por: 'pt',
  eng: 'en',
  aze: 'az',
}

/**
 * A language tag in the form used for matching: lowercase, '-' separated, the three-letter language codes replaced
 * by their two-letter ones ('por' → 'pt', 'POR-br' → 'pt-br', 'en_US' → 'en-us').
 */
export function normalizeLocaleCode(code: string): string {
  const [language = '', ...rest] = code.trim().toLowerCase().replaceAll('_', '-').split('-')
  return [THREE_LETTER_LOCALE_CODES[language] ?? language, ...rest].join('-')
}

/** The supported locale a code names, by its language ('eng' → en, 'pt-BR' → pt), or undefined. */
export function localeFromCode(code: string | null | undefined): Locale | undefined {
  if (!code) return undefined
  const language = normalizeLocaleCode(code).split('-')[0]
  return isLocale(language) ? language : undefined
}

/**
 * The score of one supported locale against the browser's languages, most preferred first (docs/product-rules.md §9):
 * the best of, for the language at position i of n, 1 − i/n when it equals the locale and 0.999 − i/n when only the
 * base language does ('pt-BR' against 'pt'). 0 when nothing matches.
 */
export function scoreLocale(locale: string, browserLanguages: readonly string[]): number {
  const target = normalizeLocaleCode(locale)
  const targetBase = target.split('-')[0]
  const count = browserLanguages.length
  let best = 0
  browserLanguages.forEach((raw, position) => {
    const language = normalizeLocaleCode(raw)
    if (!language) return
    let score = 0
    if (language === target) score = 1 - position / count
    else if (language.split('-')[0] === targetBase) score = 0.999 - position / count
    if (score > best) best = score
  })
  return best
}

/** The supported locale with the highest score; the default locale (pt) when none matches. Ties go to the first. */
export function matchLocale(
  browserLanguages: readonly string[],
  supported: readonly Locale[] = LOCALES,
  fallback: Locale = DEFAULT_LOCALE,
): Locale {
  let best: Locale = fallback
  let bestScore = 0
  for (const locale of supported) {
    const score = scoreLocale(locale, browserLanguages)
    if (score > bestScore) {
      best = locale
      bestScore = score
    }
  }
  return best
}

/**
 * The languages of an Accept-Language header, most preferred first: by q-value, then by order. '*' and q=0 are
 * dropped. For the server, which scores them with matchLocale.
 */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  const entries = header.split(',').flatMap((part, order) => {
    const [tag = '', ...params] = part.trim().split(';')
    const language = tag.trim()
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!language || language === '*' || !(q > 0)) return []
    return [{ language, q, order }]
  })
  entries.sort((a, b) => b.q - a.q || a.order - b.order)
  return entries.map((e) => e.language)
}
