/**
 * The games' programme: for each discipline, its competition window, sessions, parallel fields of play and
 * events (by gender and division) with their phase structure and the performance model that produces results.
 */
import type { DisciplineCode, Division, LocalizedText } from '@podium/domain'
import type { EventGender, ResultKind } from './model.ts'
import { lt, same } from './text.ts'

export interface RaceModel {
  kind: 'race'
  /** Seconds for the oldest division, by gender. */
  base: Partial<Record<EventGender, number>>
  /** Slower factor for younger divisions. */
  division?: Partial<Record<Division, number>>
  /** Spread (coefficient of variation) of performances. */
  cv: number
  decimals: number
  wind?: boolean
  /** Lanes (sprints, swimming) or a mass start. */
  lanes: boolean
  /** Bunch finishes: riders in a group share the group's time. */
  grouped?: boolean
  /** Equal printed times are a tie (swimming); elsewhere the photo finish separates them. */
  ties?: boolean
  dnf?: number
  dsq?: number
}

export interface FieldModel {
  kind: 'field'
  /** Metres for the oldest division, by gender. */
  base: Partial<Record<EventGender, number>>
  division?: Partial<Record<Division, number>>
  cv: number
  /** Bar heights go up in steps (high jump). */
  step?: number
  wind?: boolean
}

export interface JudgedModel {
  kind: 'judged'
  /** Apparatus scored and summed (one for an apparatus final). */
  apparatus: readonly string[]
  /** Mean score per apparatus in the oldest division. */
  base: number
  division?: Partial<Record<Division, number>>
  sd: number
  decimals: number
}

export interface MatchModel {
  kind: 'match'
}

export type PerformanceModel = RaceModel | FieldModel | JudgedModel | MatchModel

export type StructureSpec =
  | { kind: 'final' }
  | { kind: 'heats-final' }
  | { kind: 'heats-semis-final' }
  | { kind: 'qual-final'; groups: number; finalists: number; noun: 'group' | 'subdivision'; finalNextDay?: boolean }
  | { kind: 'pursuit' }
  | { kind: 'pools'; pools: 2 | 4; compact?: boolean }
  | { kind: 'bracket'; size: 8 | 16; twoBronzes: boolean; rankingRound?: boolean; twoDays?: boolean }

export interface TeamSpec {
  size: number
  /** Half men, half women. */
  mixed?: boolean
  /** Named after its two players ("SILVA/SOUZA") instead of the delegation. */
  pair?: boolean
  /** Members come from the delegation's individual athletes of the discipline where possible. */
  fromSquad?: boolean
}

export interface EventSpec {
  key: string
  names: LocalizedText
  genders: readonly EventGender[]
  divisions: readonly Division[]
  entrants: number
  structure: StructureSpec
  model: PerformanceModel
  resultKind: ResultKind
  /** Minutes per unit (the slot it takes on its field of play). */
  duration: number
  finalDuration?: number
  resource?: string
  venue?: string
  team?: TeamSpec
  /** Weight class in kg, by gender. */
  weight?: Partial<Record<'M' | 'W', readonly [number, number]>>
  /** Entries a delegation may have (default 2 in individual events, 1 in brackets and team events). */
  maxPerOrg?: number
  /**
   * The day the event starts, instead of its place in the discipline's window: so that a field event and a
   * gymnastics final are official by the demo's today (decision 091).
   */
  startDay?: number
}

export interface DisciplineProgram {
  code: DisciplineCode
  /** First and last competition day (1-based). */
  window: readonly [number, number]
  /** Sessions as minutes after midnight. */
  sessions: readonly (readonly [number, number])[]
  /** Parallel fields of play per resource. */
  lanes: Readonly<Record<string, number>>
  /** Chance to enter an athlete already in the squad rather than a new one. */
  reuse: number
  maxEvents: number
  /** Height difference from the age average, in cm. */
  heightBias: number
  /** What one unit of a bracket or pool is called. */
  unitNoun: LocalizedText
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes
const INDOOR = [
  [h(9), h(13)],
  [h(15), h(21)],
] as const
const OUTDOOR = [
  [h(8), h(12, 30)],
  [h(15), h(19)],
] as const
const MW = ['M', 'W'] as const

const CONTEST = lt('Combate', 'Contest', 'Combate', 'Görüş')
const MATCH = lt('Partida', 'Match', 'Partido', 'Matç')
const GAME = lt('Jogo', 'Game', 'Partido', 'Oyun')
const BOUT = lt('Assalto', 'Bout', 'Asalto', 'Döyüş')
const RACE = lt('Prova', 'Race', 'Prueba', 'Yarış')

const TOURNAMENT = lt('Torneio', 'Tournament', 'Torneo', 'turnir')
const young = (d2: number, d1: number): Partial<Record<Division, number>> => ({ '3D': 1, '2D': d2, '1D': d1 })
const sprintDiv = young(1.04, 1.09)
const swimDiv = young(1.05, 1.11)
const fieldDiv = young(0.92, 0.84)
const race = (base: Partial<Record<EventGender, number>>, extra: Partial<RaceModel> = {}): RaceModel => ({
  kind: 'race',
  base,
  division: sprintDiv,
  cv: 0.018,
  decimals: 2,
  lanes: true,
  ...extra,
})
const swim = (men: number, women: number, extra: Partial<RaceModel> = {}): RaceModel =>
  race({ M: men, W: women }, { division: swimDiv, dsq: 0.012, ties: true, ...extra })
const field = (men: number, women: number, extra: Partial<FieldModel> = {}): FieldModel => ({
  kind: 'field',
  base: { M: men, W: women },
  division: fieldDiv,
  cv: 0.05,
  ...extra,
})
const MATCHES: MatchModel = { kind: 'match' }

const kg = (n: number) => lt(`-${n} kg`, `-${n} kg`, `-${n} kg`, `-${n} kq`)
const weightClass = (
  key: number,
  gender: 'M' | 'W',
  divisions: readonly Division[],
  size: 8 | 16,
  twoBronzes: boolean,
  duration: number,
): EventSpec => ({
  key: `${key}KG`,
  names: kg(key),
  genders: [gender],
  divisions,
  entrants: size,
  structure: { kind: 'bracket', size, twoBronzes },
  model: MATCHES,
  resultKind: 'score',
  duration,
  weight: { [gender]: [Math.round(key * 0.9), key] },
  maxPerOrg: 1,
})

export interface ProgramEntry {
  program: DisciplineProgram
  events: readonly EventSpec[]
}

export const PROGRAMME: readonly ProgramEntry[] = [
  {
    program: {
      code: 'ARC',
      window: [2, 5],
      sessions: INDOOR,
      lanes: { fop: 4 },
      reuse: 1,
      maxEvents: 2,
      heightBias: 0,
      unitNoun: MATCH,
    },
    events: [
      {
        key: 'RCV',
        names: lt('Recurvo individual', 'Individual Recurve', 'Recurvo individual', 'Fərdi klassik yay'),
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'bracket', size: 16, twoBronzes: false, rankingRound: true },
        model: MATCHES,
        resultKind: 'score',
        duration: 20,
        maxPerOrg: 1,
      },
      {
        key: 'RCVTEAM',
        names: lt(
          'Recurvo equipas mistas',
          'Recurve Mixed Team',
          'Recurvo equipos mixtos',
          'Klassik yay, qarışıq komanda',
        ),
        genders: ['X'],
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 25,
        team: { size: 2, mixed: true, pair: true, fromSquad: true },
      },
    ],
  },
  {
    program: {
      code: 'ATH',
      window: [3, 8],
      sessions: INDOOR,
      lanes: { track: 1, jumps: 1, throws: 1 },
      reuse: 0.9,
      maxEvents: 3,
      heightBias: 1,
      unitNoun: RACE,
    },
    events: [
      {
        key: '100M',
        names: same('100 m'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 24,
        structure: { kind: 'heats-semis-final' },
        model: race({ M: 11.15, W: 12.45 }, { wind: true }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '75M',
        names: same('75 m'),
        genders: MW,
        divisions: ['1D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: race({ M: 9.35, W: 9.85 }, { wind: true, division: { '1D': 1 } }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '400M',
        names: same('400 m'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: race({ M: 50.9, W: 57.8 }, { division: young(1.05, 1.1) }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '800M',
        names: same('800 m'),
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: race({ M: 117.5, W: 135 }, { lanes: false, cv: 0.025, dnf: 0.01 }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '1500M',
        names: same('1500 m'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 14,
        structure: { kind: 'final' },
        model: race({ M: 248, W: 283 }, { lanes: false, cv: 0.025, dnf: 0.02, division: young(1.05, 1.1) }),
        resultKind: 'time',
        duration: 12,
        resource: 'track',
      },
      {
        key: '1000M',
        names: same('1000 m'),
        genders: MW,
        divisions: ['1D'],
        entrants: 12,
        structure: { kind: 'final' },
        model: race({ M: 182, W: 200 }, { lanes: false, cv: 0.03, dnf: 0.02, division: { '1D': 1 } }),
        resultKind: 'time',
        duration: 10,
        resource: 'track',
      },
      {
        key: '110MH',
        names: lt('110 m barreiras', '110m Hurdles', '110 m vallas', '110 m maneəli qaçış'),
        genders: ['M'],
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: race({ M: 14.35 }, { wind: true, cv: 0.025, dnf: 0.01, dsq: 0.01 }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '100MH',
        names: lt('100 m barreiras', '100m Hurdles', '100 m vallas', '100 m maneəli qaçış'),
        genders: ['W'],
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: race({ W: 14.6 }, { wind: true, cv: 0.025, dnf: 0.01, dsq: 0.01 }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
      },
      {
        key: '4X100M',
        names: lt('Estafeta 4x100 m mista', 'Mixed 4x100m Relay', 'Relevo 4x100 m mixto', 'Qarışıq 4x100 m estafet'),
        genders: ['X'],
        divisions: ['3D'],
        entrants: 12,
        structure: { kind: 'heats-final' },
        model: race({ X: 45.9 }, { dsq: 0.03 }),
        resultKind: 'time',
        duration: 8,
        resource: 'track',
        team: { size: 4, mixed: true, fromSquad: true },
      },
      {
        key: 'LJ',
        names: lt('Salto em comprimento', 'Long Jump', 'Salto de longitud', 'Uzunluğa tullanma'),
        genders: MW,
        divisions: ['3D'],
        entrants: 20,
        structure: { kind: 'qual-final', groups: 2, finalists: 8, noun: 'group' },
        model: field(6.75, 5.7, { wind: true, cv: 0.045 }),
        resultKind: 'distance',
        duration: 60,
        finalDuration: 75,
        resource: 'jumps',
      },
      {
        key: 'LJ',
        names: lt('Salto em comprimento', 'Long Jump', 'Salto de longitud', 'Uzunluğa tullanma'),
        genders: MW,
        divisions: ['1D', '2D'],
        entrants: 12,
        structure: { kind: 'final' },
        model: field(6.75, 5.7, { wind: true, cv: 0.045 }),
        resultKind: 'distance',
        duration: 75,
        resource: 'jumps',
        startDay: 3,
      },
      {
        key: 'HJ',
        names: lt('Salto em altura', 'High Jump', 'Salto de altura', 'Hündürlüyə tullanma'),
        genders: MW,
        divisions: ['3D'],
        entrants: 12,
        structure: { kind: 'final' },
        model: field(1.98, 1.7, { cv: 0.035, step: 0.03 }),
        resultKind: 'distance',
        duration: 100,
        resource: 'jumps',
      },
      {
        key: 'SP',
        names: lt('Lançamento do peso', 'Shot Put', 'Lanzamiento de peso', 'Nüvə itələmə'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 12,
        structure: { kind: 'final' },
        model: field(17.2, 14.1, { cv: 0.07 }),
        resultKind: 'distance',
        duration: 60,
        resource: 'throws',
      },
      {
        key: 'JT',
        names: lt('Lançamento do dardo', 'Javelin Throw', 'Lanzamiento de jabalina', 'Nizə atma'),
        genders: MW,
        divisions: ['3D'],
        entrants: 12,
        structure: { kind: 'final' },
        model: field(64, 47, { cv: 0.08 }),
        resultKind: 'distance',
        duration: 75,
        resource: 'throws',
      },
    ],
  },
  {
    program: {
      code: 'BDM',
      window: [4, 8],
      sessions: INDOOR,
      lanes: { fop: 3 },
      reuse: 1,
      maxEvents: 2,
      heightBias: 2,
      unitNoun: MATCH,
    },
    events: [
      {
        key: 'SGL',
        names: lt('Singulares', 'Singles', 'Individual', 'Təklər'),
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'bracket', size: 16, twoBronzes: false, twoDays: true },
        model: MATCHES,
        resultKind: 'score',
        duration: 45,
        maxPerOrg: 1,
      },
      {
        key: 'DBL',
        names: lt('Pares mistos', 'Mixed Doubles', 'Dobles mixtos', 'Qarışıq cütlər'),
        genders: ['X'],
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false, twoDays: true },
        model: MATCHES,
        resultKind: 'score',
        duration: 45,
        team: { size: 2, mixed: true, pair: true, fromSquad: true },
      },
    ],
  },
  {
    program: {
      code: 'BKB',
      window: [2, 9],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 9,
      unitNoun: GAME,
    },
    events: [
      {
        key: '',
        names: TOURNAMENT,
        genders: MW,
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'pools', pools: 2 },
        model: MATCHES,
        resultKind: 'score',
        duration: 105,
        team: { size: 12 },
      },
      {
        key: '',
        names: TOURNAMENT,
        genders: MW,
        divisions: ['2D'],
        entrants: 8,
        structure: { kind: 'pools', pools: 2 },
        model: MATCHES,
        resultKind: 'score',
        duration: 100,
        venue: 'DEO',
        team: { size: 10 },
      },
    ],
  },
  {
    program: {
      code: 'CYC',
      window: [2, 6],
      sessions: OUTDOOR,
      lanes: { track: 1, road: 1 },
      reuse: 0.8,
      maxEvents: 3,
      heightBias: 1,
      unitNoun: RACE,
    },
    events: [
      {
        key: 'RR',
        names: lt('Estrada', 'Road Race', 'Ruta', 'Yol yarışı'),
        genders: MW,
        divisions: ['3D'],
        entrants: 20,
        structure: { kind: 'final' },
        model: race({ M: 6300, W: 6120 }, { lanes: false, grouped: true, cv: 0.03, decimals: 0, dnf: 0.05 }),
        resultKind: 'time',
        duration: 180,
        resource: 'road',
        venue: 'PON',
      },
      {
        key: 'ITT',
        names: lt(
          'Contrarrelógio individual',
          'Individual Time Trial',
          'Contrarreloj individual',
          'Fərdi vaxta qarşı yarış',
        ),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 14,
        structure: { kind: 'final' },
        model: race({ M: 1265, W: 1445 }, { lanes: false, cv: 0.03, decimals: 2, division: young(0.72, 0.6) }),
        resultKind: 'time',
        duration: 120,
        resource: 'road',
        venue: 'PON',
      },
      {
        key: 'IP',
        names: lt('Perseguição individual', 'Individual Pursuit', 'Persecución individual', 'Fərdi təqib yarışı'),
        genders: MW,
        divisions: ['3D'],
        entrants: 12,
        structure: { kind: 'pursuit' },
        model: race({ M: 208, W: 162 }, { lanes: false, cv: 0.022, decimals: 3 }),
        resultKind: 'time',
        duration: 12,
        resource: 'track',
      },
      {
        key: 'SCR',
        names: lt('Scratch', 'Scratch Race', 'Scratch', 'Skretç yarışı'),
        genders: MW,
        divisions: ['2D'],
        entrants: 14,
        structure: { kind: 'final' },
        model: race({ M: 585, W: 640 }, { lanes: false, grouped: true, cv: 0.012, decimals: 2, dnf: 0.03 }),
        resultKind: 'time',
        duration: 25,
        resource: 'track',
      },
    ],
  },
  {
    program: {
      code: 'FEN',
      window: [2, 5],
      sessions: INDOOR,
      lanes: { fop: 4 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 3,
      unitNoun: BOUT,
    },
    events: [
      {
        key: 'EPEE',
        names: lt('Espada individual', 'Individual Épée', 'Espada individual', 'Fərdi şpaqa'),
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'bracket', size: 16, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 15,
        maxPerOrg: 1,
      },
      {
        key: 'FOIL',
        names: lt('Florete individual', 'Individual Foil', 'Florete individual', 'Fərdi rapira'),
        genders: MW,
        divisions: ['2D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 15,
        maxPerOrg: 1,
      },
      {
        key: 'SABRE',
        names: lt('Sabre individual', 'Individual Sabre', 'Sable individual', 'Fərdi qılınc'),
        genders: MW,
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 15,
        maxPerOrg: 1,
      },
    ],
  },
  {
    program: {
      code: 'GAR',
      window: [3, 5],
      sessions: INDOOR,
      lanes: { fop: 1 },
      reuse: 1,
      maxEvents: 3,
      heightBias: -9,
      unitNoun: RACE,
    },
    events: [
      {
        key: 'AA',
        names: lt(
          'Concurso completo individual',
          'Individual All-Around',
          'Concurso completo individual',
          'Fərdi çoxnövçülük',
        ),
        genders: ['M'],
        divisions: ['2D', '3D'],
        entrants: 20,
        structure: { kind: 'qual-final', groups: 2, finalists: 12, noun: 'subdivision', finalNextDay: true },
        model: {
          kind: 'judged',
          apparatus: ['FX', 'PH', 'SR', 'VT', 'PB', 'HB'],
          base: 12.2,
          division: young(0.94, 0.9),
          sd: 0.55,
          decimals: 3,
        },
        resultKind: 'points',
        duration: 120,
      },
      {
        key: 'AA',
        names: lt(
          'Concurso completo individual',
          'Individual All-Around',
          'Concurso completo individual',
          'Fərdi çoxnövçülük',
        ),
        genders: ['W'],
        divisions: ['2D', '3D'],
        entrants: 20,
        structure: { kind: 'qual-final', groups: 2, finalists: 12, noun: 'subdivision', finalNextDay: true },
        model: {
          kind: 'judged',
          apparatus: ['VT', 'UB', 'BB', 'FX'],
          base: 12.4,
          division: young(0.94, 0.9),
          sd: 0.6,
          decimals: 3,
        },
        resultKind: 'points',
        duration: 110,
      },
      ...(
        [
          ['FX', 'M', lt('Solo', 'Floor Exercise', 'Suelo', 'Sərbəst hərəkətlər')],
          ['PH', 'M', lt('Cavalo com arções', 'Pommel Horse', 'Caballo con arcos', 'Qulplu at')],
          ['SR', 'M', lt('Argolas', 'Rings', 'Anillas', 'Halqalar')],
          ['VT', 'M', lt('Salto', 'Vault', 'Salto', 'Tullanma')],
          ['VT', 'W', lt('Salto', 'Vault', 'Salto', 'Tullanma')],
          ['UB', 'W', lt('Paralelas assimétricas', 'Uneven Bars', 'Barras asimétricas', 'Müxtəlif hündürlüklü qollar')],
          ['BB', 'W', lt('Trave', 'Balance Beam', 'Barra de equilibrio', 'Gimnastika tiri')],
          ['FX', 'W', lt('Solo', 'Floor Exercise', 'Suelo', 'Sərbəst hərəkətlər')],
        ] as const
      ).map(
        ([key, gender, names]): EventSpec => ({
          key,
          names,
          genders: [gender],
          divisions: ['3D'],
          entrants: 8,
          structure: { kind: 'final' },
          model: { kind: 'judged', apparatus: [key], base: 12.8, sd: 0.5, decimals: 3 },
          resultKind: 'points',
          duration: 45,
          maxPerOrg: 1,
          ...(gender === 'M' ? { startDay: 3 } : {}),
        }),
      ),
    ],
  },
  {
    program: {
      code: 'GRY',
      window: [6, 8],
      sessions: INDOOR,
      lanes: { fop: 1 },
      reuse: 1,
      maxEvents: 3,
      heightBias: -1,
      unitNoun: RACE,
    },
    events: [
      {
        key: 'AA',
        names: lt(
          'Concurso geral individual',
          'Individual All-Around',
          'Concurso general individual',
          'Fərdi çoxnövçülük',
        ),
        genders: ['W'],
        divisions: ['2D', '3D'],
        entrants: 20,
        structure: { kind: 'qual-final', groups: 2, finalists: 12, noun: 'subdivision', finalNextDay: true },
        model: {
          kind: 'judged',
          apparatus: ['HOOP', 'BALL', 'CLUBS', 'RIBBON'],
          base: 25.5,
          division: young(0.9, 0.82),
          sd: 1.3,
          decimals: 3,
        },
        resultKind: 'points',
        duration: 130,
      },
      ...(
        [
          ['HOOP', lt('Arco', 'Hoop', 'Aro', 'Halqa')],
          ['BALL', lt('Bola', 'Ball', 'Pelota', 'Top')],
          ['CLUBS', lt('Maças', 'Clubs', 'Mazas', 'Gürzlər')],
          ['RIBBON', lt('Fita', 'Ribbon', 'Cinta', 'Lent')],
        ] as const
      ).map(
        ([key, names]): EventSpec => ({
          key,
          names,
          genders: ['W'],
          divisions: ['3D'],
          entrants: 8,
          structure: { kind: 'final' },
          model: { kind: 'judged', apparatus: [key], base: 26.5, sd: 1.2, decimals: 3 },
          resultKind: 'points',
          duration: 45,
          maxPerOrg: 1,
          // The hoop final is played on day 2, before artistic gymnastics takes the arena, so a rhythmic gymnastics
          // final is official by the demo's today (decision 092).
          ...(key === 'HOOP' ? { startDay: 2 } : {}),
        }),
      ),
      {
        key: 'GRP',
        names: lt(
          'Conjuntos – concurso geral',
          'Group All-Around',
          'Conjuntos – concurso general',
          'Qrup çoxnövçülüyü',
        ),
        genders: ['W'],
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'final' },
        model: { kind: 'judged', apparatus: ['5HOOPS', '3RIBBONS2BALLS'], base: 25, sd: 1.4, decimals: 3 },
        resultKind: 'points',
        duration: 70,
        team: { size: 5 },
      },
    ],
  },
  {
    program: {
      code: 'HBL',
      window: [2, 8],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 4,
      unitNoun: GAME,
    },
    events: [
      {
        key: '',
        names: TOURNAMENT,
        genders: MW,
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'pools', pools: 2 },
        model: MATCHES,
        resultKind: 'score',
        duration: 90,
        team: { size: 14 },
      },
    ],
  },
  {
    program: {
      code: 'JUD',
      window: [2, 5],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 0,
      unitNoun: CONTEST,
    },
    events: [
      weightClass(55, 'M', ['3D'], 16, true, 8),
      weightClass(48, 'W', ['3D'], 16, true, 8),
      weightClass(66, 'M', ['3D'], 8, true, 8),
      weightClass(57, 'W', ['3D'], 8, true, 8),
      weightClass(50, 'M', ['2D'], 8, true, 8),
      weightClass(44, 'W', ['2D'], 8, true, 8),
    ],
  },
  {
    program: {
      code: 'OWS',
      window: [3, 3],
      sessions: OUTDOOR,
      lanes: { fop: 1 },
      reuse: 0.2,
      maxEvents: 1,
      heightBias: 3,
      unitNoun: RACE,
    },
    events: [
      {
        key: '5KM',
        names: same('5 km'),
        genders: MW,
        divisions: ['3D'],
        entrants: 18,
        structure: { kind: 'final' },
        model: race({ M: 3690, W: 3870 }, { lanes: false, cv: 0.012, decimals: 1, dnf: 0.03 }),
        resultKind: 'time',
        duration: 85,
      },
      {
        key: '3KM',
        names: same('3 km'),
        genders: MW,
        divisions: ['2D'],
        entrants: 16,
        structure: { kind: 'final' },
        model: race({ M: 2250, W: 2380 }, { lanes: false, cv: 0.014, decimals: 1, dnf: 0.03, division: { '2D': 1 } }),
        resultKind: 'time',
        duration: 60,
      },
    ],
  },
  {
    program: {
      code: 'SWM',
      window: [2, 6],
      sessions: INDOOR,
      lanes: { fop: 1 },
      reuse: 0.95,
      maxEvents: 5,
      heightBias: 4,
      unitNoun: RACE,
    },
    events: [
      {
        key: '50MFR',
        names: lt('50 m livres', '50m Freestyle', '50 m libre', '50 m sərbəst üsul'),
        genders: MW,
        divisions: ['3D'],
        entrants: 24,
        structure: { kind: 'heats-semis-final' },
        model: swim(24.6, 27.6),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '50MFR',
        names: lt('50 m livres', '50m Freestyle', '50 m libre', '50 m sərbəst üsul'),
        genders: MW,
        divisions: ['1D', '2D'],
        entrants: 16,
        structure: { kind: 'heats-final' },
        model: swim(24.6, 27.6),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '100MFR',
        names: lt('100 m livres', '100m Freestyle', '100 m libre', '100 m sərbəst üsul'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 20,
        structure: { kind: 'heats-final' },
        model: swim(53.9, 59.9),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '100MBK',
        names: lt('100 m costas', '100m Backstroke', '100 m espalda', '100 m arxası üstə üzmə'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 14,
        structure: { kind: 'heats-final' },
        model: swim(60.8, 66.9),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '100MBR',
        names: lt('100 m bruços', '100m Breaststroke', '100 m braza', '100 m brass'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 14,
        structure: { kind: 'heats-final' },
        model: swim(67.9, 75.6),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '100MFL',
        names: lt('100 m mariposa', '100m Butterfly', '100 m mariposa', '100 m batterflay'),
        genders: MW,
        divisions: ['3D'],
        entrants: 14,
        structure: { kind: 'heats-final' },
        model: swim(58.9, 65.7),
        resultKind: 'time',
        duration: 5,
      },
      {
        key: '200MIM',
        names: lt('200 m estilos', '200m Individual Medley', '200 m estilos', '200 m kompleks üzmə'),
        genders: MW,
        divisions: ['3D'],
        entrants: 12,
        structure: { kind: 'heats-final' },
        model: swim(132.5, 146.8),
        resultKind: 'time',
        duration: 6,
      },
      {
        key: '400MFR',
        names: lt('400 m livres', '400m Freestyle', '400 m libre', '400 m sərbəst üsul'),
        genders: MW,
        divisions: ['3D'],
        entrants: 10,
        structure: { kind: 'heats-final' },
        model: swim(252, 273),
        resultKind: 'time',
        duration: 8,
      },
      {
        key: '4X50MMD',
        names: lt(
          'Estafeta 4x50 m estilos mista',
          'Mixed 4x50m Medley Relay',
          'Relevo 4x50 m estilos mixto',
          'Qarışıq 4x50 m kompleks estafet',
        ),
        genders: ['X'],
        divisions: ['2D', '3D'],
        entrants: 10,
        structure: { kind: 'heats-final' },
        model: swim(0, 0, { base: { X: 116.5 } }),
        resultKind: 'time',
        duration: 6,
        team: { size: 4, mixed: true, fromSquad: true },
      },
    ],
  },
  {
    program: {
      code: 'TKW',
      window: [6, 9],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 4,
      unitNoun: CONTEST,
    },
    events: [
      weightClass(55, 'M', ['3D'], 16, true, 10),
      weightClass(49, 'W', ['3D'], 16, true, 10),
      // Played on day 3, so a taekwondo final is official by the demo's today (decision 092).
      { ...weightClass(68, 'M', ['3D'], 8, true, 10), startDay: 3 },
      weightClass(59, 'W', ['3D'], 8, true, 10),
    ],
  },
  {
    program: {
      code: 'TRI',
      window: [2, 3],
      sessions: OUTDOOR,
      lanes: { fop: 1 },
      reuse: 1,
      maxEvents: 2,
      heightBias: 1,
      unitNoun: RACE,
    },
    events: [
      {
        key: 'IND',
        names: lt('Individual', 'Individual', 'Individual', 'Fərdi'),
        genders: MW,
        divisions: ['2D', '3D'],
        entrants: 16,
        structure: { kind: 'final' },
        model: race(
          { M: 3480, W: 3790 },
          { lanes: false, cv: 0.03, decimals: 0, dnf: 0.03, division: young(0.54, 0.5) },
        ),
        resultKind: 'time',
        duration: 90,
      },
      {
        key: 'RELAY',
        names: lt('Estafeta mista', 'Mixed Relay', 'Relevo mixto', 'Qarışıq estafet'),
        genders: ['X'],
        divisions: ['3D'],
        entrants: 10,
        structure: { kind: 'final' },
        model: race({ X: 4860 }, { lanes: false, cv: 0.025, decimals: 0, dnf: 0.02 }),
        resultKind: 'time',
        duration: 100,
        team: { size: 4, mixed: true, fromSquad: true },
      },
    ],
  },
  {
    program: {
      code: 'TTE',
      window: [3, 8],
      sessions: INDOOR,
      lanes: { fop: 4 },
      reuse: 1,
      maxEvents: 2,
      heightBias: 0,
      unitNoun: MATCH,
    },
    events: [
      {
        key: 'SGL',
        names: lt('Singulares', 'Singles', 'Individual', 'Təklər'),
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'bracket', size: 16, twoBronzes: false, twoDays: true },
        model: MATCHES,
        resultKind: 'score',
        duration: 40,
        maxPerOrg: 1,
      },
      {
        key: 'SGL',
        names: lt('Singulares', 'Singles', 'Individual', 'Təklər'),
        genders: MW,
        divisions: ['2D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 40,
        maxPerOrg: 1,
      },
      {
        key: 'DBL',
        names: lt('Pares mistos', 'Mixed Doubles', 'Dobles mixtos', 'Qarışıq cütlər'),
        genders: ['X'],
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'bracket', size: 8, twoBronzes: false },
        model: MATCHES,
        resultKind: 'score',
        duration: 40,
        team: { size: 2, mixed: true, pair: true, fromSquad: true },
      },
    ],
  },
  {
    program: {
      code: 'VBV',
      window: [2, 8],
      sessions: OUTDOOR,
      lanes: { fop: 3 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 6,
      unitNoun: GAME,
    },
    events: [
      {
        key: '',
        names: TOURNAMENT,
        genders: MW,
        divisions: ['3D'],
        entrants: 16,
        structure: { kind: 'pools', pools: 4, compact: true },
        model: MATCHES,
        resultKind: 'score',
        duration: 60,
        team: { size: 2, pair: true },
      },
    ],
  },
  {
    program: {
      code: 'VVO',
      window: [2, 9],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: 9,
      unitNoun: GAME,
    },
    events: [
      {
        key: '',
        names: TOURNAMENT,
        genders: MW,
        divisions: ['3D'],
        entrants: 8,
        structure: { kind: 'pools', pools: 2 },
        model: MATCHES,
        resultKind: 'score',
        duration: 120,
        team: { size: 12 },
      },
    ],
  },
  {
    program: {
      code: 'WRE',
      window: [6, 9],
      sessions: INDOOR,
      lanes: { fop: 2 },
      reuse: 0,
      maxEvents: 1,
      heightBias: -1,
      unitNoun: BOUT,
    },
    events: [
      {
        ...weightClass(55, 'M', ['3D'], 8, true, 8),
        names: lt('Livre -55 kg', 'Freestyle -55 kg', 'Libre -55 kg', 'Sərbəst -55 kq'),
      },
      {
        ...weightClass(65, 'M', ['3D'], 8, true, 8),
        names: lt('Livre -65 kg', 'Freestyle -65 kg', 'Libre -65 kg', 'Sərbəst -65 kq'),
      },
      {
        ...weightClass(80, 'M', ['3D'], 8, true, 8),
        names: lt('Livre -80 kg', 'Freestyle -80 kg', 'Libre -80 kg', 'Sərbəst -80 kq'),
      },
      {
        ...weightClass(49, 'W', ['3D'], 8, true, 8),
        names: lt('Livre -49 kg', 'Freestyle -49 kg', 'Libre -49 kg', 'Sərbəst -49 kq'),
        // Played on day 3, so a wrestling final is official by the demo's today (decision 092).
        startDay: 3,
      },
      {
        ...weightClass(57, 'W', ['3D'], 8, true, 8),
        names: lt('Livre -57 kg', 'Freestyle -57 kg', 'Libre -57 kg', 'Sərbəst -57 kq'),
      },
    ],
  },
]

/** Ages on the games' first day, by division. */
export const DIVISION_AGES: Record<Division, readonly [number, number]> = {
  '1D': [12, 13],
  '2D': [14, 15],
  '3D': [16, 17],
}

export const DIVISION_NAMES: Record<Division, LocalizedText> = {
  '1D': lt('1.ª Divisão', '1st Division', '1.ª División', '1-ci divizion'),
  '2D': lt('2.ª Divisão', '2nd Division', '2.ª División', '2-ci divizion'),
  '3D': lt('3.ª Divisão', '3rd Division', '3.ª División', '3-cü divizion'),
}

/** "Men's 100m – 3rd Division" in every language; mixed events carry "mixed" in their base name. */
export function eventNames(base: LocalizedText, gender: EventGender, division: Division): LocalizedText {
  const div = DIVISION_NAMES[division]
  if (gender === 'X') {
    return {
      pt: `${base.pt} – ${div.pt}`,
      en: `${base.en} – ${div.en}`,
      es: `${base.es} – ${div.es}`,
      az: `${base.az} – ${div.az}`,
    }
  }
  const men = gender === 'M'
  return {
    pt: `${base.pt} ${men ? 'Masculino' : 'Feminino'} – ${div.pt}`,
    en: `${men ? "Men's" : "Women's"} ${base.en} – ${div.en}`,
    es: `${base.es} ${men ? 'Masculino' : 'Femenino'} – ${div.es}`,
    az: `${men ? 'Kişilər' : 'Qadınlar'}, ${base.az} – ${div.az}`,
  }
}

/** RSC-like event code, e.g. ATHM100M-3D, BKBW-2D, JUDM55KG-3D. */
export function eventCode(discipline: DisciplineCode, gender: EventGender, key: string, division: Division): string {
  return `${discipline}${gender}${key}-${division}`
}
