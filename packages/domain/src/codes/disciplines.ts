import { z } from 'zod'
import type { LocalizedText } from './locales.ts'

/** How a discipline's contests are decided; drives the phase structure and the result columns. */
export type DisciplineFormat =
  | 'timed' // races: heats, semi-finals, final; result is a time
  | 'measured' // field events: qualification then final; result is a distance or height
  | 'scored' // judged: qualification then final; result is points
  | 'team-match' // pools then knockouts, two teams per unit
  | 'duel' // brackets, two competitors per unit, two bronzes where the sport has repechage

export interface Discipline {
  /** ODF discipline code. */
  code: DisciplineCode
  /** URL key, e.g. /discipline/athletics. */
  key: string
  names: LocalizedText
  format: DisciplineFormat
  /** Team sport: competitors are teams (beach volleyball pairs count as teams). */
  team: boolean
  /** Contests where both losing semi-finalists get bronze (judo, taekwondo, wrestling). */
  twoBronzes: boolean
}

export const DISCIPLINE_CODES = [
  'ARC',
  'ATH',
  'BDM',
  'BKB',
  'CYC',
  'FEN',
  'GAR',
  'GRY',
  'HBL',
  'JUD',
  'OWS',
  'SWM',
  'TKW',
  'TRI',
  'TTE',
  'VBV',
  'VVO',
  'WRE',
] as const
export const DisciplineCodeSchema = z.enum(DISCIPLINE_CODES)
export type DisciplineCode = z.infer<typeof DisciplineCodeSchema>

/**
 * Any ODF discipline code (three capital letters or digits: `ATH`, `BK3`): what the API answers carry, since a
 * games brings its own disciplines in `disciplines.csv` beside the 18 built in (decision 068). The back office's
 * inputs keep `DisciplineCodeSchema`.
 */
export const ODF_DISCIPLINE_CODE = /^[A-Z0-9]{3}$/
export const AnyDisciplineCodeSchema = z.string().regex(ODF_DISCIPLINE_CODE)

/** A discipline's URL key: lower-case letters and digits in dash-separated words (`3x3-basketball`), 2 to 40. */
export const DISCIPLINE_KEY = /^(?=.{2,40}$)[a-z0-9]+(-[a-z0-9]+)*$/

const d = (
  code: DisciplineCode,
  key: string,
  format: DisciplineFormat,
  names: LocalizedText,
  extra: { team?: boolean; twoBronzes?: boolean } = {},
): Discipline => ({ code, key, format, names, team: extra.team ?? false, twoBronzes: extra.twoBronzes ?? false })

/** The 18 disciplines of the games (docs/product-rules.md §3), in ODF code order. */
export const DISCIPLINES: readonly Discipline[] = [
  d('ARC', 'archery', 'duel', { pt: 'Tiro com Arco', en: 'Archery', es: 'Tiro con Arco', az: 'Oxatma' }),
  d('ATH', 'athletics', 'timed', { pt: 'Atletismo', en: 'Athletics', es: 'Atletismo', az: 'Atletika' }),
  d('BDM', 'badminton', 'duel', { pt: 'Badminton', en: 'Badminton', es: 'Bádminton', az: 'Badminton' }),
  d(
    'BKB',
    'basketball',
    'team-match',
    { pt: 'Basquetebol', en: 'Basketball', es: 'Baloncesto', az: 'Basketbol' },
    { team: true },
  ),
  d('CYC', 'cycling', 'timed', { pt: 'Ciclismo', en: 'Cycling', es: 'Ciclismo', az: 'Velosiped idmanı' }),
  d('FEN', 'fencing', 'duel', { pt: 'Esgrima', en: 'Fencing', es: 'Esgrima', az: 'Qılıncoynatma' }),
  d('GAR', 'artistic-gymnastics', 'scored', {
    pt: 'Ginástica Artística',
    en: 'Artistic Gymnastics',
    es: 'Gimnasia Artística',
    az: 'İdman gimnastikası',
  }),
  d('GRY', 'rhythmic-gymnastics', 'scored', {
    pt: 'Ginástica Rítmica',
    en: 'Rhythmic Gymnastics',
    es: 'Gimnasia Rítmica',
    az: 'Bədii gimnastika',
  }),
  d('HBL', 'handball', 'team-match', { pt: 'Andebol', en: 'Handball', es: 'Balonmano', az: 'Həndbol' }, { team: true }),
  d('JUD', 'judo', 'duel', { pt: 'Judo', en: 'Judo', es: 'Judo', az: 'Cüdo' }, { twoBronzes: true }),
  d('OWS', 'open-water-swimming', 'timed', {
    pt: 'Maratona Aquática',
    en: 'Marathon Swimming',
    es: 'Aguas Abiertas',
    az: 'Açıq suda üzgüçülük',
  }),
  d('SWM', 'swimming', 'timed', { pt: 'Natação', en: 'Swimming', es: 'Natación', az: 'Üzgüçülük' }),
  d(
    'TKW',
    'taekwondo',
    'duel',
    { pt: 'Taekwondo', en: 'Taekwondo', es: 'Taekwondo', az: 'Taekvondo' },
    { twoBronzes: true },
  ),
  d('TRI', 'triathlon', 'timed', { pt: 'Triatlo', en: 'Triathlon', es: 'Triatlón', az: 'Triatlon' }),
  d('TTE', 'table-tennis', 'duel', {
    pt: 'Ténis de Mesa',
    en: 'Table Tennis',
    es: 'Tenis de Mesa',
    az: 'Stolüstü tennis',
  }),
  d(
    'VBV',
    'beach-volleyball',
    'team-match',
    { pt: 'Voleibol de Praia', en: 'Beach Volleyball', es: 'Vóley Playa', az: 'Çimərlik voleybolu' },
    { team: true },
  ),
  d(
    'VVO',
    'volleyball',
    'team-match',
    { pt: 'Voleibol', en: 'Volleyball', es: 'Voleibol', az: 'Voleybol' },
    { team: true },
  ),
  d('WRE', 'wrestling', 'duel', { pt: 'Luta', en: 'Wrestling', es: 'Lucha', az: 'Güləş' }, { twoBronzes: true }),
]

const byCode = new Map(DISCIPLINES.map((x) => [x.code, x]))
const byKey = new Map(DISCIPLINES.map((x) => [x.key, x]))

export const DisciplineKeySchema = z.string().refine((k) => byKey.has(k), { message: 'Unknown discipline' })

export function disciplineByCode(code: string): Discipline | undefined {
  return byCode.get(code as DisciplineCode)
}

export function disciplineByKey(key: string): Discipline | undefined {
  return byKey.get(key)
}
