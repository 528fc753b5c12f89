import { z } from 'zod'

/** The interface languages. Portuguese is the default (docs/product-rules.md §1). */
export const LOCALES = ['pt', 'en', 'es', 'az'] as const
export const LocaleSchema = z.enum(LOCALES)
export type Locale = z.infer<typeof LocaleSchema>
export const DEFAULT_LOCALE: Locale = 'pt'

/** BCP 47 tags used for Intl formatting, and the labels shown in the language picker. */
export const LOCALE_TAGS: Record<Locale, string> = { pt: 'pt-PT', en: 'en-US', es: 'es-ES', az: 'az-AZ' }
export const LOCALE_LABELS: Record<Locale, string> = {
  pt: 'Português',
  en: 'English',
  es: 'Español',
  az: 'Azərbaycanca',
}

/** A name shown to people, in every interface language. */
export const LocalizedTextSchema = z.object({ pt: z.string(), en: z.string(), es: z.string(), az: z.string() })
export type LocalizedText = z.infer<typeof LocalizedTextSchema>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** Picks the text for a locale, falling back to Portuguese, then English. */
export function localize(text: LocalizedText, locale: Locale): string {
  return text[locale] || text.pt || text.en
}
