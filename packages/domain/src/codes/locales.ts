/**
 * The interface languages and their tags. Their zod schemas are in schemas/locales.ts. Kept free of zod: the web's first screen reads it, and a
 * module's schemas are built whenever it loads (decision 061).
 */
/** The interface languages. Portuguese is the default (docs/product-rules.md §1). */
export const LOCALES = ['pt', 'en', 'es', 'az'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'pt'

/** BCP 47 tags used for Intl formatting, and the labels shown in the language picker. */
export const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', az: 'az-AZ' }
export const LOCALE_LABELS: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  az: 'Azərbaycanca',
}

/** A name shown to people, in every interface language (checked by LocalizedTextSchema, schemas/locales.ts). */
export type LocalizedText = Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks the text for a locale, falling back to Portuguese, then English. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.pt || text.en
}
