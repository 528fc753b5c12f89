import type { LocalizedText } from '@podium/domain'

/** Letters that NFD does not decompose into a base letter plus a mark. */
const FOLD: Record<string, string> = {
  ł: 'l',
  ø: 'o',
  ß: 'ss',
  ə: 'e',
  ı: 'i',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
  þ: 'th',
}

/** Lower-cased, accent-free text for search ("Şahin Əliyev" → "sahin eliyev"). */
export function toSearchText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[łøßəıđæœþ]/g, (c) => FOLD[c] ?? c)
}

/** A URL-safe slug: lower-case ASCII letters, digits and dashes. */
export function slug(text: string): string {
  return toSearchText(text)
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
