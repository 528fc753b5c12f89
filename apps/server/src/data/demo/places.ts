/**
 * Hotels, hospitals and other places, and the shuttle lines between them. Hospitals and the airport are real
 * places with their real addresses; hotel names are invented. Every phone number is fictitious demo data.
 */
import type { LocalizedText } from '@podium/domain'
import type { places, transportDepartures, transportLines } from '../../db/schema.ts'
import type { Rng } from './random.ts'
import { lt, same } from './text.ts'
import { hhmm } from './time.ts'

type PlaceRow = typeof places.$inferInsert

interface PlaceSeed {
  kind: 'hotel' | 'hospital' | 'other'
  names: LocalizedText
  address: string
  latitude: number
  longitude: number
  website?: string
}

const PLACES: readonly PlaceSeed[] = [
  {
    kind: 'hotel',
    names: lt(
      'Vila dos Atletas – Ilha Pura',
      'Athletes’ Village – Ilha Pura',
      'Villa de los Atletas – Ilha Pura',
      'Atletlər kəndi – İlha Pura',
    ),
    address: 'Av. Salvador Allende, 3401 – Barra da Tijuca, Rio de Janeiro – RJ, 22783-127',
    latitude: -22.9862,
    longitude: -43.4107,
  },
  {
    kind: 'hotel',
    names: same('Hotel Atlântico Barra'),
    address: 'Av. Lúcio Costa, 3150 – Barra da Tijuca, Rio de Janeiro – RJ, 22630-010',
    latitude: -23.0105,
    longitude: -43.3289,
  },
  {
    kind: 'hotel',
    names: same('Hotel Jardim Oceânico'),
    address: 'Av. Olegário Maciel, 210 – Barra da Tijuca, Rio de Janeiro – RJ, 22621-200',
    latitude: -23.0092,
    longitude: -43.3068,
  },
  {
    kind: 'hotel',
    names: same('Hotel Recreio Praia'),
    address: 'Av. Lúcio Costa, 12000 – Recreio dos Bandeirantes, Rio de Janeiro – RJ, 22795-008',
    latitude: -23.0188,
    longitude: -43.4481,
  },
  {
    kind: 'hotel',
    names: same('Hotel Copacabana Mar'),
    address: 'Av. Atlântica, 2900 – Copacabana, Rio de Janeiro – RJ, 22070-002',
    latitude: -22.9753,
    longitude: -43.1887,
  },
  {
    kind: 'hotel',
    names: same('Hotel Maracanã Park'),
    address: 'Rua São Francisco Xavier, 340 – Maracanã, Rio de Janeiro – RJ, 20550-013',
    latitude: -22.9155,
    longitude: -43.2331,
  },
  {
    kind: 'hotel',
    names: same('Hotel Centro Carioca'),
    address: 'Av. Presidente Vargas, 1100 – Centro, Rio de Janeiro – RJ, 20071-002',
    latitude: -22.9029,
    longitude: -43.1849,
  },
  {
    kind: 'hospital',
    names: lt(
      'Hospital Municipal Lourenço Jorge',
      'Lourenço Jorge Municipal Hospital',
      'Hospital Municipal Lourenço Jorge',
      'Lourenço Jorge Bələdiyyə Xəstəxanası',
    ),
    address: 'Av. Ayrton Senna, 2000 – Barra da Tijuca, Rio de Janeiro – RJ, 22775-003',
    latitude: -22.9996,
    longitude: -43.366,
  },
  {
    kind: 'hospital',
    names: lt(
      'Hospital Municipal Miguel Couto',
      'Miguel Couto Municipal Hospital',
      'Hospital Municipal Miguel Couto',
      'Miguel Couto Bələdiyyə Xəstəxanası',
    ),
    address: 'Rua Mário Ribeiro, 117 – Gávea, Rio de Janeiro – RJ, 22430-160',
    latitude: -22.9794,
    longitude: -43.2253,
  },
  {
    kind: 'hospital',
    names: lt(
      'Hospital Municipal Souza Aguiar',
      'Souza Aguiar Municipal Hospital',
      'Hospital Municipal Souza Aguiar',
      'Souza Aguiar Bələdiyyə Xəstəxanası',
    ),
    address: 'Praça da República, 111 – Centro, Rio de Janeiro – RJ, 20211-350',
    latitude: -22.9065,
    longitude: -43.1887,
  },
  {
    kind: 'hospital',
    names: lt(
      'Hospital Municipal Salgado Filho',
      'Salgado Filho Municipal Hospital',
      'Hospital Municipal Salgado Filho',
      'Salgado Filho Bələdiyyə Xəstəxanası',
    ),
    address: 'Rua Arquias Cordeiro, 370 – Méier, Rio de Janeiro – RJ, 20770-001',
    latitude: -22.9009,
    longitude: -43.279,
  },
  {
    kind: 'hospital',
    names: lt(
      'Policlínica da Vila dos Atletas',
      'Athletes’ Village Polyclinic',
      'Policlínica de la Villa de los Atletas',
      'Atletlər kəndinin poliklinikası',
    ),
    address: 'Av. Salvador Allende, 3401, Bloco 7 – Barra da Tijuca, Rio de Janeiro – RJ, 22783-127',
    latitude: -22.9868,
    longitude: -43.4098,
  },
  {
    kind: 'other',
    names: lt(
      'Aeroporto Internacional Tom Jobim (Galeão)',
      'Rio de Janeiro–Galeão International Airport',
      'Aeropuerto Internacional Tom Jobim (Galeão)',
      'Tom Jobim (Qaleao) Beynəlxalq Hava Limanı',
    ),
    address: 'Av. Vinte de Janeiro, s/n – Ilha do Governador, Rio de Janeiro – RJ, 21941-900',
    latitude: -22.809,
    longitude: -43.2506,
    website: 'https://www.riogaleao.com',
  },
  {
    kind: 'other',
    names: lt(
      'Fan Zone – Boulevard Olímpico',
      'Fan Zone – Olympic Boulevard',
      'Fan Zone – Bulevar Olímpico',
      'Azarkeş zonası – Olimpiya bulvarı',
    ),
    address: 'Praça Mauá – Centro, Rio de Janeiro – RJ, 20081-240',
    latitude: -22.8966,
    longitude: -43.1811,
  },
  {
    kind: 'other',
    names: lt('Centro Principal de Imprensa', 'Main Media Centre', 'Centro Principal de Prensa', 'Əsas Media Mərkəzi'),
    address: 'Av. Embaixador Abelardo Bueno, 3401 – Barra da Tijuca, Rio de Janeiro – RJ, 22775-040',
    latitude: -22.9768,
    longitude: -43.392,
  },
  {
    kind: 'other',
    names: lt('Centro de Acreditação', 'Accreditation Centre', 'Centro de Acreditación', 'Akkreditasiya Mərkəzi'),
    address: 'Av. Embaixador Abelardo Bueno, 1 – Barra da Tijuca, Rio de Janeiro – RJ, 22775-040',
    latitude: -22.974,
    longitude: -43.371,
  },
  {
    kind: 'other',
    names: lt(
      'Terminal Alvorada (BRT)',
      'Alvorada Bus Terminal (BRT)',
      'Terminal Alvorada (BRT)',
      'Alvorada avtobus terminalı (BRT)',
    ),
    address: 'Av. Ayrton Senna, 2541 – Barra da Tijuca, Rio de Janeiro – RJ, 22775-002',
    latitude: -23.0006,
    longitude: -43.3655,
  },
]

export function placeRows(rng: Rng): PlaceRow[] {
  return PLACES.map((p) => ({
    kind: p.kind,
    names: p.names,
    address: p.address,
    // Fictitious numbers in the Rio format (+55 21 XXXX-XXXX).
    phone: `+55 21 ${rng.int(2000, 3999)}-${String(rng.int(0, 9999)).padStart(4, '0')}`,
    website: p.website ?? null,
    latitude: p.latitude,
    longitude: p.longitude,
  }))
}

interface LineSeed {
  code: string
  names: LocalizedText
  color: string
  stops: LocalizedText[]
  /** Minutes between stops. */
  hop: number
  every: number
  /** Days (1-based) the line runs; all days when absent. */
  days?: number[]
}

const VILA = lt('Vila dos Atletas', 'Athletes’ Village', 'Villa de los Atletas', 'Atletlər kəndi')
const PARQUE = lt('Parque Olímpico da Barra', 'Barra Olympic Park', 'Parque Olímpico de Barra', 'Barra Olimpiya Parkı')

const LINES: readonly LineSeed[] = [
  {
    code: 'L1',
    names: lt('Vila – Parque Olímpico', 'Village – Olympic Park', 'Villa – Parque Olímpico', 'Kənd – Olimpiya Parkı'),
    color: '#0072CE',
    stops: [VILA, same('Riocentro'), PARQUE],
    hop: 8,
    every: 15,
  },
  {
    code: 'L2',
    names: lt(
      'Vila – Estádio Nilton Santos',
      'Village – Nilton Santos Stadium',
      'Villa – Estadio Nilton Santos',
      'Kənd – Nilton Santos Stadionu',
    ),
    color: '#E4002B',
    stops: [
      VILA,
      same('Terminal Alvorada'),
      lt('Estádio Nilton Santos', 'Nilton Santos Stadium', 'Estadio Nilton Santos', 'Nilton Santos Stadionu'),
    ],
    hop: 25,
    every: 30,
  },
  {
    code: 'L3',
    names: lt('Vila – Copacabana', 'Village – Copacabana', 'Villa – Copacabana', 'Kənd – Kopakabana'),
    color: '#FFB81C',
    stops: [
      VILA,
      lt('Forte de Copacabana', 'Fort Copacabana', 'Fuerte de Copacabana', 'Kopakabana Qalası'),
      lt('Arena de Vôlei de Praia', 'Beach Volleyball Arena', 'Arena de Vóley Playa', 'Çimərlik voleybolu arenası'),
    ],
    hop: 30,
    every: 30,
  },
  {
    code: 'L4',
    names: lt(
      'Vila – Maracanã – Sambódromo',
      'Village – Maracanã – Sambadrome',
      'Villa – Maracaná – Sambódromo',
      'Kənd – Marakana – Sambadrom',
    ),
    color: '#009A44',
    stops: [VILA, same('Maracanãzinho'), lt('Sambódromo', 'Sambadrome', 'Sambódromo', 'Sambadrom')],
    hop: 30,
    every: 30,
  },
  {
    code: 'L5',
    names: lt(
      'Hotéis da Barra – Parque Olímpico',
      'Barra hotels – Olympic Park',
      'Hoteles de Barra – Parque Olímpico',
      'Barra otelləri – Olimpiya Parkı',
    ),
    color: '#7F3F98',
    stops: [same('Hotel Jardim Oceânico'), same('Hotel Atlântico Barra'), PARQUE],
    hop: 10,
    every: 20,
  },
  {
    code: 'L6',
    names: lt('Vila – Deodoro', 'Village – Deodoro', 'Villa – Deodoro', 'Kənd – Deodoro'),
    color: '#00A3AD',
    stops: [VILA, same('Arena da Juventude – Deodoro')],
    hop: 35,
    every: 30,
  },
  {
    code: 'L7',
    names: lt('Expresso Aeroporto', 'Airport Express', 'Expreso Aeropuerto', 'Hava limanı ekspresi'),
    color: '#53565A',
    stops: [lt('Aeroporto do Galeão', 'Galeão Airport', 'Aeropuerto de Galeão', 'Qaleao Hava Limanı'), VILA],
    hop: 50,
    every: 30,
    days: [1, 2, 9, 10],
  },
]

export interface Transport {
  lines: (typeof transportLines.$inferInsert)[]
  departures: (typeof transportDepartures.$inferInsert)[]
}

/** Timetables: a departure from the first stop every 15–30 minutes from 06:00 to 23:00, then each stop in turn. */
export function transport(days: readonly string[]): Transport {
  const out: Transport = { lines: [], departures: [] }
  LINES.forEach((line, i) => {
    const first = line.stops[0] as LocalizedText
    const last = line.stops[line.stops.length - 1] as LocalizedText
    out.lines.push({
      code: line.code,
      names: line.names,
      color: line.color,
      origin: first,
      destination: last,
      serviceDays: line.days ? line.days.map((d) => days[d - 1] as string) : null,
      sortOrder: i + 1,
    })
    for (let t = 6 * 60; t <= 23 * 60; t += line.every) {
      line.stops.forEach((stop, k) => {
        const at = t + k * line.hop
        if (at < 24 * 60) out.departures.push({ lineCode: line.code, departsAt: hhmm(at), stop })
      })
    }
  })
  return out
}

export { LINES as TRANSPORT_LINES }
