import { type LocalizedText, searchKey } from '@podium/domain'

/** A URL-safe slug: lower-case ASCII letters, digits and dashes. */
export function slug(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** The same text in every language (proper nouns). */
export function same(text: string): LocalizedText {
  return { pt: text, en: text, es: text, az: text }
}

export function lt(pt: string, en: string, es: string, az: string): LocalizedText {
  return { pt, en, es, az }
}

/** Joins several localized texts language by language. */
export function joinText(parts: LocalizedText[], separator = ' '): LocalizedText {
  return {
    pt: parts.map((p) => p.pt).join(separator),
    en: parts.map((p) => p.en).join(separator),
    es: parts.map((p) => p.es).join(separator),
    az: parts.map((p) => p.az).join(separator),
  }
}

export function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0')
}
