import type { Locale, LocalizedText } from './locales.ts'
import { LOCALE_TAGS } from './locales.ts'

/**
 * Portuguese as the games speak it (decision 085): European Portuguese by default, Brazilian Portuguese when the
 * organiser chooses it. The interface language stays `pt` (addresses, cookies, the API's `lang`); the variant changes
 * the words and the page's language tag. Kept free of zod, like locales.ts: the first screen reads it.
 */
export const PORTUGUESE_VARIANTS = ['pt-PT', 'pt-BR'] as const
export type PortugueseVariant = (typeof PORTUGUESE_VARIANTS)[number]

export const DEFAULT_PORTUGUESE_VARIANT: PortugueseVariant = 'pt-PT'

/** The page's BCP 47 tag (`<html lang>`, Intl): `pt-BR` for Portuguese when the games speak Brazilian Portuguese. */
export function languageTag(locale: Locale, variant: PortugueseVariant): string {
  return locale === 'pt' ? variant : LOCALE_TAGS[locale]
}

/**
 * The sport and discipline names whose Brazilian name differs, European first: the built-in 18 and the Paris 2024
 * disciplines (scripts/paris-to-bundle.ts). A name not listed reads the same in both (Atletismo, Natação, Remo…).
 */
export const BRAZILIAN_SPORT_NAMES: readonly (readonly [european: string, brazilian: string])[] = [
  ['Andebol', 'Handebol'],
  ['Basquetebol', 'Basquete'],
  ['Basquetebol 3x3', 'Basquete 3x3'],
  ['Escalada Desportiva', 'Escalada Esportiva'],
  ['Halterofilia', 'Levantamento de Peso'],
  ['Hóquei em Campo', 'Hóquei sobre Grama'],
  ['Judo', 'Judô'],
  ['Luta', 'Wrestling'],
  ['Râguebi de Sete', 'Rúgbi Sevens'],
  ['Saltos para a Água', 'Saltos Ornamentais'],
  ['Surf', 'Surfe'],
  ['Ténis', 'Tênis'],
  ['Ténis de Mesa', 'Tênis de Mesa'],
  ['Voleibol', 'Vôlei'],
  ['Voleibol de Praia', 'Vôlei de Praia'],
]

const toBrazilian = new Map(BRAZILIAN_SPORT_NAMES)
const toEuropean = new Map(BRAZILIAN_SPORT_NAMES.map(([pt, br]) => [br, pt]))

/**
 * A sport's Portuguese name in the variant: the listed names become the variant's (both ways, so switching back
 * restores the European name); any other name is kept as it is (an organiser's own wording).
 */
export function portugueseSportName(name: string, variant: PortugueseVariant): string {
  return (variant === 'pt-BR' ? toBrazilian : toEuropean).get(name) ?? name
}

/** The names with their Portuguese in the variant; the other languages untouched. */
export function withPortugueseVariant(names: LocalizedText, variant: PortugueseVariant): LocalizedText {
  const pt = portugueseSportName(names.pt, variant)
  return pt === names.pt ? names : { ...names, pt }
}
