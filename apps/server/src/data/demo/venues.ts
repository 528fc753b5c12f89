/**
 * Real venues of Rio de Janeiro (most from the 2016 Games) with their coordinates, and which discipline plays
 * where. Shared venues host their disciplines on different days (see the competition windows).
 */
import type { DisciplineCode, LocalizedText } from '@podium/domain'
import type { venues } from '../../db/schema.ts'
import { lt } from './text.ts'

export interface VenueSeed {
  code: string
  names: LocalizedText
  shortName: string
  latitude: number
  longitude: number
  address: string
}

const PARQUE = 'Av. Embaixador Abelardo Bueno, 3401 – Barra da Tijuca, Rio de Janeiro – RJ, 22775-040'
const RIOCENTRO = 'Av. Salvador Allende, 6555 – Barra da Tijuca, Rio de Janeiro – RJ, 22783-127'

export const VENUES: readonly VenueSeed[] = [
  {
    code: 'ENG',
    names: lt(
      'Estádio Olímpico Nilton Santos',
      'Nilton Santos Olympic Stadium',
      'Estadio Olímpico Nilton Santos',
      'Nilton Santos Olimpiya Stadionu',
    ),
    shortName: 'Nilton Santos',
    latitude: -22.8932,
    longitude: -43.2923,
    address: 'Rua José dos Reis, 425 – Engenho de Dentro, Rio de Janeiro – RJ, 20770-062',
  },
  {
    code: 'MLK',
    names: lt(
      'Centro Aquático Maria Lenk',
      'Maria Lenk Aquatics Centre',
      'Centro Acuático Maria Lenk',
      'Maria Lenk Su İdmanı Mərkəzi',
    ),
    shortName: 'Maria Lenk',
    latitude: -22.9771,
    longitude: -43.3953,
    address: PARQUE,
  },
  {
    code: 'CA1',
    names: lt('Arena Carioca 1', 'Carioca Arena 1', 'Arena Carioca 1', 'Karioka Arena 1'),
    shortName: 'Carioca 1',
    latitude: -22.9745,
    longitude: -43.3912,
    address: PARQUE,
  },
  {
    code: 'CA2',
    names: lt('Arena Carioca 2', 'Carioca Arena 2', 'Arena Carioca 2', 'Karioka Arena 2'),
    shortName: 'Carioca 2',
    latitude: -22.9738,
    longitude: -43.3897,
    address: PARQUE,
  },
  {
    code: 'CA3',
    names: lt('Arena Carioca 3', 'Carioca Arena 3', 'Arena Carioca 3', 'Karioka Arena 3'),
    shortName: 'Carioca 3',
    latitude: -22.9731,
    longitude: -43.3882,
    address: PARQUE,
  },
  {
    code: 'AFU',
    names: lt('Arena do Futuro', 'Future Arena', 'Arena del Futuro', 'Gələcək Arenası'),
    shortName: 'Arena do Futuro',
    latitude: -22.9709,
    longitude: -43.3917,
    address: PARQUE,
  },
  {
    code: 'ARO',
    names: lt('Arena Olímpica do Rio', 'Rio Olympic Arena', 'Arena Olímpica de Río', 'Rio Olimpiya Arenası'),
    shortName: 'Arena Olímpica',
    latitude: -22.9779,
    longitude: -43.3927,
    address: PARQUE,
  },
  {
    code: 'VEL',
    names: lt(
      'Velódromo Olímpico do Rio',
      'Rio Olympic Velodrome',
      'Velódromo Olímpico de Río',
      'Rio Olimpiya Velodromu',
    ),
    shortName: 'Velódromo',
    latitude: -22.9742,
    longitude: -43.394,
    address: PARQUE,
  },
  {
    code: 'MZN',
    names: lt('Maracanãzinho', 'Maracanãzinho Arena', 'Maracanãzinho', 'Marakanazinyo Arenası'),
    shortName: 'Maracanãzinho',
    latitude: -22.9147,
    longitude: -43.2297,
    address: 'Av. Presidente Castelo Branco, s/n, Portão 18 – Maracanã, Rio de Janeiro – RJ, 20271-130',
  },
  {
    code: 'BVC',
    names: lt(
      'Arena de Vôlei de Praia de Copacabana',
      'Copacabana Beach Volleyball Arena',
      'Arena de Vóley Playa de Copacabana',
      'Kopakabana Çimərlik Voleybolu Arenası',
    ),
    shortName: 'Copacabana',
    latitude: -22.9697,
    longitude: -43.1819,
    address: 'Av. Atlântica, em frente à Rua Figueiredo de Magalhães – Copacabana, Rio de Janeiro – RJ, 22031-001',
  },
  {
    code: 'FCP',
    names: lt('Forte de Copacabana', 'Fort Copacabana', 'Fuerte de Copacabana', 'Kopakabana Qalası'),
    shortName: 'Forte de Copacabana',
    latitude: -22.9863,
    longitude: -43.1872,
    address: 'Praça Coronel Eugênio Franco, 1 – Copacabana, Rio de Janeiro – RJ, 22070-020',
  },
  {
    code: 'RC3',
    names: lt(
      'Riocentro – Pavilhão 3',
      'Riocentro – Pavilion 3',
      'Riocentro – Pabellón 3',
      'Riosentro – 3 saylı pavilyon',
    ),
    shortName: 'Riocentro 3',
    latitude: -22.978,
    longitude: -43.4115,
    address: RIOCENTRO,
  },
  {
    code: 'RC4',
    names: lt(
      'Riocentro – Pavilhão 4',
      'Riocentro – Pavilion 4',
      'Riocentro – Pabellón 4',
      'Riosentro – 4 saylı pavilyon',
    ),
    shortName: 'Riocentro 4',
    latitude: -22.977,
    longitude: -43.41,
    address: RIOCENTRO,
  },
  {
    code: 'SAM',
    names: lt('Sambódromo', 'Sambadrome', 'Sambódromo', 'Sambadrom'),
    shortName: 'Sambódromo',
    latitude: -22.9115,
    longitude: -43.1966,
    address: 'Rua Marquês de Sapucaí, s/n – Santo Cristo, Rio de Janeiro – RJ, 20220-007',
  },
  {
    code: 'PON',
    names: lt('Circuito do Pontal', 'Pontal Road Circuit', 'Circuito de Pontal', 'Pontal Yol Trası'),
    shortName: 'Pontal',
    latitude: -23.0296,
    longitude: -43.473,
    address: 'Av. Lúcio Costa (Praia do Pontal) – Recreio dos Bandeirantes, Rio de Janeiro – RJ, 22795-008',
  },
  {
    code: 'JDE',
    names: lt(
      'Parque Aquático Júlio Delamare',
      'Júlio Delamare Aquatic Park',
      'Parque Acuático Júlio Delamare',
      'Júlio Delamare Su Parkı',
    ),
    shortName: 'Júlio Delamare',
    latitude: -22.913,
    longitude: -43.231,
    address: 'Av. Presidente Castelo Branco, s/n – Maracanã, Rio de Janeiro – RJ, 20271-130',
  },
  {
    code: 'CRF',
    names: lt(
      'Clube de Regatas do Flamengo – Gávea',
      'Flamengo Club – Gávea',
      'Club de Regatas Flamengo – Gávea',
      'Flamenqo Klubu – Qavea',
    ),
    shortName: 'Flamengo',
    latitude: -22.9785,
    longitude: -43.2211,
    address: 'Av. Borges de Medeiros, 997 – Lagoa, Rio de Janeiro – RJ, 22430-041',
  },
  {
    code: 'DEO',
    names: lt(
      'Arena da Juventude – Deodoro',
      'Youth Arena – Deodoro',
      'Arena de la Juventud – Deodoro',
      'Gənclik Arenası – Deodoro',
    ),
    shortName: 'Deodoro',
    latitude: -22.8597,
    longitude: -43.4011,
    address: 'Estrada São Pedro de Alcântara, s/n – Deodoro, Rio de Janeiro – RJ, 21615-220',
  },
]

/** Where each discipline competes (road cycling events override this with PON). */
export const DISCIPLINE_VENUE: Record<DisciplineCode, string> = {
  ARC: 'SAM',
  ATH: 'ENG',
  BDM: 'RC4',
  BKB: 'CA1',
  CYC: 'VEL',
  FEN: 'CA3',
  GAR: 'ARO',
  GRY: 'ARO',
  HBL: 'AFU',
  JUD: 'CA2',
  OWS: 'FCP',
  SWM: 'MLK',
  TKW: 'CA3',
  TRI: 'FCP',
  TTE: 'RC3',
  VBV: 'BVC',
  VVO: 'MZN',
  WRE: 'CA2',
}

/** Where each discipline trains before and during its competition days. */
export const TRAINING_VENUE: Record<DisciplineCode, string> = {
  ...DISCIPLINE_VENUE,
  ATH: 'CRF',
  SWM: 'JDE',
  OWS: 'JDE',
  TRI: 'JDE',
  BKB: 'DEO',
  HBL: 'DEO',
  VVO: 'DEO',
}

export const OPENING_VENUE = 'MZN'
export const CLOSING_VENUE = 'ARO'

export function venueRows(): (typeof venues.$inferInsert)[] {
  return VENUES.map((v, i) => ({ ...v, sortOrder: i + 1 }))
}
