/**
 * The documents the app lists: competition schedules and results per discipline, official reports, official
 * communications (informativos) and transport sheets, as real small PDFs.
 */
import { type DisciplineCode, disciplineByCode, type LocalizedText, zonedDate } from '@podium/domain'
import type { documents } from '../../db/schema.ts'
import type { EventPlan } from './model.ts'
import { renderPdf } from './pdf.ts'
import type { TRANSPORT_LINES } from './places.ts'
import type { UnitState } from './projection.ts'
import type { Rng } from './random.ts'
import { lt, pad, slug } from './text.ts'
import { addMinutes, type Calendar, hhmm } from './time.ts'

type DocumentRow = typeof documents.$inferInsert

interface DocSeed {
  kind: 'report' | 'official-report' | 'communication' | 'transport'
  titles: LocalizedText
  disciplineCode?: DisciplineCode
  unitCode?: string
  priority: number
  publishedAt: Date
  fileName: string
  paragraphs: string[]
  table?: { columns: readonly number[]; rows: string[][] }
}

export interface DocumentInput {
  gamesName: LocalizedText
  calendar: Calendar
  events: EventPlan[]
  states: UnitState[]
  athleteNames: ReadonlyMap<string, string>
  lines: typeof TRANSPORT_LINES
  rng: Rng
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes

function formatDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' }).format(
    date,
  )
}

function disciplineNames(code: DisciplineCode): LocalizedText {
  return disciplineByCode(code)?.names ?? lt(code, code, code, code)
}

const COMMUNICATIONS: readonly [string, number, number, LocalizedText, string][] = [
  [
    'accreditation',
    1,
    1,
    lt(
      'Acreditação das delegações',
      'Accreditation of delegations',
      'Acreditación de las delegaciones',
      'Nümayəndə heyətlərinin akkreditasiyası',
    ),
    'The Accreditation Centre in Barra da Tijuca is open from 07:00 to 22:00 on days 1 and 2. Each delegation collects its cards together; bring the passport or identity card of every athlete.',
  ],
  [
    'transport',
    2,
    1,
    lt('Transporte oficial', 'Official transport', 'Transporte oficial', 'Rəsmi nəqliyyat'),
    'Shuttle lines L1 to L7 connect the Athletes’ Village, the hotels, the venues and the airport. Timetables are published in the Transport section. Athletes must show their accreditation when boarding.',
  ],
  [
    'meals',
    3,
    1,
    lt('Horário das refeições', 'Meal times', 'Horario de comidas', 'Yemək saatları'),
    'The dining hall at the Athletes’ Village serves breakfast from 06:00, lunch from 11:00 and dinner from 18:00 until 22:30. Packed lunches for venues are ordered the day before at the delegation desk.',
  ],
  [
    'heat',
    1,
    2,
    lt('Aviso de calor', 'Heat advisory', 'Aviso de calor', 'İsti hava xəbərdarlığı'),
    'High temperatures are expected between 11:00 and 16:00. Coaches must make sure athletes drink regularly; water points are available at every venue and on every shuttle.',
  ],
  [
    'safeguarding',
    1,
    2,
    lt(
      'Proteção de jovens atletas',
      'Safeguarding young athletes',
      'Protección de jóvenes atletas',
      'Gənc idmançıların müdafiəsi',
    ),
    'A safeguarding officer is on duty at every venue. Any concern about the wellbeing of an athlete can be reported confidentially at the Welfare Desk in the Village or through the app.',
  ],
  [
    'medical',
    2,
    2,
    lt('Serviços médicos', 'Medical services', 'Servicios médicos', 'Tibbi xidmətlər'),
    'The Village Polyclinic is open 24 hours. Each venue has a first-aid post and an ambulance. Hospitals of reference are listed in the Hospitals section of the app.',
  ],
  [
    'training',
    3,
    2,
    lt(
      'Alteração de locais de treino',
      'Changes to training venues',
      'Cambios en las sedes de entrenamiento',
      'Məşq yerlərində dəyişikliklər',
    ),
    'From day 3, basketball, handball and volleyball teams train at the Youth Arena in Deodoro. Swimmers train at the Júlio Delamare Aquatic Park. Updated training slots are in the schedule.',
  ],
  [
    'anti-doping',
    2,
    3,
    lt('Controlo antidopagem', 'Anti-doping control', 'Control antidopaje', 'Antidopinq nəzarəti'),
    'Doping controls take place at every venue. A minor selected for a test must be accompanied by a representative of the delegation. Please review the anti-doping course in the app.',
  ],
  [
    'ceremony',
    3,
    3,
    lt(
      'Cerimónia de Abertura: ensaio',
      'Opening Ceremony rehearsal',
      'Ensayo de la Ceremonia de Apertura',
      'Açılış mərasiminin məşqi',
    ),
    'Flag bearers meet at 14:00 at the Maracanãzinho for the rehearsal. Delegations gather for the parade at 18:00 at Gate 18.',
  ],
  [
    'fan-zone',
    3,
    3,
    lt(
      'Fan Zone no Boulevard Olímpico',
      'Fan Zone at the Olympic Boulevard',
      'Fan Zone en el Bulevar Olímpico',
      'Olimpiya bulvarında azarkeş zonası',
    ),
    'The Fan Zone at Praça Mauá shows the finals on a giant screen every evening, with concerts and sport activities for families. Entry is free.',
  ],
  [
    'lost-found',
    3,
    4,
    lt('Perdidos e achados', 'Lost and found', 'Objetos perdidos', 'İtmiş əşyalar'),
    'Items found at the venues are brought to the Information Desk of the Village every evening. Accreditation cards that are lost must be reported immediately.',
  ],
  [
    'media',
    2,
    4,
    lt('Acesso da imprensa', 'Media access', 'Acceso de la prensa', 'Mətbuatın girişi'),
    'Interviews with athletes under 18 take place in the mixed zone only, in the presence of a team official. Photographers must stay in the marked positions.',
  ],
]

const OFFICIAL: readonly [string, LocalizedText, string][] = [
  [
    'general-regulations',
    lt(
      'Regulamento Geral dos Jogos',
      'General Regulations of the Games',
      'Reglamento General de los Juegos',
      'Oyunların Ümumi Əsasnaməsi',
    ),
    'The General Regulations set out the eligibility of athletes (aged 12 to 17, three age divisions), the rules of entry, the disciplines and the medal events, and the code of conduct of all participants.',
  ],
  [
    'delegation-handbook',
    lt(
      'Manual das Delegações',
      'Delegation Handbook',
      'Manual de las Delegaciones',
      'Nümayəndə heyətləri üçün təlimat',
    ),
    'Practical information for delegations: arrivals and departures, accreditation, accommodation, meals, transport, medical services, training, ceremonies and contacts of the organising committee.',
  ],
  [
    'medical-plan',
    lt('Plano Médico', 'Medical Plan', 'Plan Médico', 'Tibbi plan'),
    'The medical plan describes first aid at venues, the Village Polyclinic, hospitals of reference, emergency procedures and the consent required for the treatment of minors.',
  ],
]

function scheduleDoc(input: DocumentInput, code: DisciplineCode): DocSeed {
  const { calendar } = input
  const names = disciplineNames(code)
  const states = input.states.filter((s) => s.unit.disciplineCode === code)
  const rows = [['Date', 'Time', 'Event', 'Phase']]
  for (const s of states.filter((x) => x.unit.medal !== null)) {
    const event = input.events.find((e) => e.code === s.unit.eventCode)
    rows.push([
      zonedDate(s.unit.startAt, calendar.timeZone),
      // The clock time, not the plan's: the demo's schedule may be moved (time.ts, demoShiftHours).
      hhmm((((calendar.minutesOf(s.unit.startAt) + calendar.shiftMinutes) % 1440) + 1440) % 1440),
      event?.names.en ?? s.unit.eventCode,
      s.unit.names.en,
    ])
  }
  return {
    kind: 'report',
    titles: lt(
      `Programa de competição – ${names.pt}`,
      `Competition schedule – ${names.en}`,
      `Programa de competición – ${names.es}`,
      `Yarış proqramı – ${names.az}`,
    ),
    disciplineCode: code,
    priority: 3,
    publishedAt: calendar.at(1, h(12)),
    fileName: `schedule-${slug(names.en)}.pdf`,
    paragraphs: [
      `${names.pt} / ${names.en}: ${new Set(states.map((s) => s.unit.eventCode)).size} medal events, ${states.length} competition units.`,
      'Medal units are listed below. The full schedule, with start lists and live results, is in the app.',
    ],
    table: { columns: [0, 80, 130, 360], rows },
  }
}

function resultsDoc(input: DocumentInput, state: UnitState): DocSeed {
  const { unit } = state
  const event = input.events.find((e) => e.code === unit.eventCode)
  const eventNames = event?.names ?? lt(unit.eventCode, unit.eventCode, unit.eventCode, unit.eventCode)
  const label = (c: { athleteId: string | null; label: string }) =>
    c.athleteId ? (input.athleteNames.get(c.athleteId) ?? c.label) : c.label
  const rows = [['Rank', 'Competitor', 'NOC', 'Result']]
  if (unit.outcome.kind === 'ranked') {
    for (const r of unit.outcome.rows.slice(0, 12)) {
      rows.push([r.rank === null ? '' : String(r.rank), label(r.competitor), r.competitor.org, r.irm ?? r.result ?? ''])
    }
  } else {
    const o = unit.outcome
    const first = o.winner === 1 ? o.away : o.home
    const second = o.winner === 1 ? o.home : o.away
    rows.push(['1', label(first), first.org, o.score], ['2', label(second), second.org, o.score])
  }
  return {
    kind: 'report',
    titles: lt(
      `Resultados – ${eventNames.pt} – ${unit.names.pt}`,
      `Results – ${eventNames.en} – ${unit.names.en}`,
      `Resultados – ${eventNames.es} – ${unit.names.es}`,
      `Nəticələr – ${eventNames.az} – ${unit.names.az}`,
    ),
    disciplineCode: unit.disciplineCode,
    unitCode: unit.code,
    priority: 2,
    publishedAt: addMinutes(unit.endAt, 20),
    fileName: `results-${unit.code.toLowerCase()}.pdf`,
    paragraphs: [`${eventNames.en} – ${unit.names.en}. Official results.`],
    table: { columns: [0, 45, 330, 390], rows },
  }
}

function seeds(input: DocumentInput): DocSeed[] {
  const { calendar, rng } = input
  const out: DocSeed[] = []
  const codes = [...new Set(input.events.map((e) => e.disciplineCode))]
  for (const code of codes) {
    out.push(scheduleDoc(input, code))
    // The most recent official medal results of each discipline.
    const done = input.states
      .filter((s) => s.unit.disciplineCode === code && s.unit.medal !== null && s.resultStatus === 'OFFICIAL')
      .filter((s) => addMinutes(s.unit.endAt, 20).getTime() <= calendar.now.getTime())
      .slice(-4)
    for (const s of done) out.push(resultsDoc(input, s))
  }
  for (const [key, title, body] of OFFICIAL) {
    out.push({
      kind: 'official-report',
      titles: title,
      priority: 1,
      publishedAt: calendar.at(1, h(7)),
      fileName: `${key}.pdf`,
      paragraphs: [body],
    })
  }
  for (let day = 1; day < 4; day++) {
    const finals = input.states.filter(
      (s) => s.unit.medal === 'GOLD' && calendar.dayOf(s.unit.startAt) === day && s.scheduleStatus === 'FINISHED',
    )
    out.push({
      kind: 'official-report',
      titles: lt(
        `Relatório oficial – Dia ${day}`,
        `Official report – Day ${day}`,
        `Informe oficial – Día ${day}`,
        `Rəsmi hesabat – ${day}-ci gün`,
      ),
      priority: 2,
      publishedAt: calendar.at(day, h(22)),
      fileName: `official-report-day-${pad(day)}.pdf`,
      paragraphs: [
        `Day ${day} (${calendar.days[day - 1]}): ${finals.length} finals were decided.`,
        day === 1
          ? 'Delegations arrived and the Opening Ceremony took place at the Maracanãzinho.'
          : 'All competitions took place as scheduled.',
      ],
    })
  }
  COMMUNICATIONS.forEach(([key, priority, day, title, body], i) => {
    const n = i + 1
    const at = calendar.at(day, rng.int(8 * 4, (day === 4 ? 10 : 20) * 4) * 15)
    out.push({
      kind: 'communication',
      titles: lt(
        `Informativo n.º ${n} – ${title.pt}`,
        `Communication No. ${n} – ${title.en}`,
        `Comunicado n.º ${n} – ${title.es}`,
        `Məlumat № ${n} – ${title.az}`,
      ),
      priority,
      publishedAt: at,
      fileName: `communication-${pad(n)}-${key}.pdf`,
      paragraphs: [body],
    })
  })
  for (const line of input.lines) {
    const first = line.stops[0]
    const rows = [['Stop', 'Departures']]
    for (const [k, stop] of line.stops.entries()) {
      const times: string[] = []
      for (let t = 6 * 60; t <= 23 * 60 && times.length < 8; t += line.every) times.push(hhmm(t + k * line.hop))
      rows.push([stop.en, `${times.join('  ')} …`])
    }
    out.push({
      kind: 'transport',
      titles: lt(
        `Horário – Linha ${line.code}: ${line.names.pt}`,
        `Timetable – Line ${line.code}: ${line.names.en}`,
        `Horario – Línea ${line.code}: ${line.names.es}`,
        `Cədvəl – ${line.code} xətti: ${line.names.az}`,
      ),
      priority: 3,
      publishedAt: calendar.at(1, h(6)),
      fileName: `transport-${line.code.toLowerCase()}.pdf`,
      paragraphs: [
        `${line.names.en}. First departure from ${first?.en ?? ''} at 06:00, then every ${line.every} minutes until 23:00.`,
      ],
      table: { columns: [0, 170], rows },
    })
  }
  return out
}

export async function documentRows(input: DocumentInput): Promise<DocumentRow[]> {
  const rows: DocumentRow[] = []
  for (const seed of seeds(input)) {
    const content = await renderPdf({
      header: input.gamesName.en,
      title: seed.titles.pt,
      subtitle: seed.titles.en,
      dateLine: `Published ${formatDate(seed.publishedAt, input.calendar.timeZone)}`,
      paragraphs: seed.paragraphs,
      ...(seed.table ? { table: seed.table } : {}),
      date: seed.publishedAt,
    })
    rows.push({
      kind: seed.kind,
      titles: seed.titles,
      disciplineCode: seed.disciplineCode ?? null,
      unitCode: seed.unitCode ?? null,
      priority: seed.priority,
      publishedAt: seed.publishedAt,
      fileName: seed.fileName,
      mimeType: 'application/pdf',
      content,
      sizeBytes: content.byteLength,
    })
  }
  return rows
}
