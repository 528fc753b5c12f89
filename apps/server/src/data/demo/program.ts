/**
 * The schedule's non-competition items: arrivals and departures, ceremonies, technical meetings, weigh-ins,
 * training, broadcasts, meetings and other programme items. They share the units table with competition units.
 */
import { type DisciplineCode, disciplineByCode, type LocalizedText } from '@podium/domain'
import type { units } from '../../db/schema.ts'
import { PROGRAMME } from './catalogue.ts'
import { DELEGATIONS, HOST_CODE } from './organisations.ts'
import type { UnitState } from './projection.ts'
import type { Rng } from './random.ts'
import { joinText, lt, pad } from './text.ts'
import type { Calendar } from './time.ts'
import { CLOSING_VENUE, DISCIPLINE_VENUE, OPENING_VENUE, TRAINING_VENUE } from './venues.ts'

type UnitRow = typeof units.$inferInsert

interface Item {
  code: string
  type: string
  names: LocalizedText
  day: number
  from: number
  minutes: number
  disciplineCode?: DisciplineCode
  venueCode?: string | null
  organisationCode?: string
}

const h = (hours: number, minutes = 0) => hours * 60 + minutes

function disciplineName(code: DisciplineCode): LocalizedText {
  const d = disciplineByCode(code)
  if (!d) throw new Error(`Unknown discipline ${code}`)
  return d.names
}

const prefixed = (prefix: LocalizedText, name: LocalizedText) => joinText([prefix, name], ' – ')

export function programmeItems(states: UnitState[], calendar: Calendar, rng: Rng): UnitRow[] {
  const items: Item[] = []
  const arrival = new Map<string, { day: number; from: number }>()
  for (const d of DELEGATIONS) {
    const day = d.code === HOST_CODE ? 1 : rng.int(1, 2)
    const from = rng.int(7 * 4, (day === 1 ? 16 : 20) * 4) * 15
    arrival.set(d.code, { day, from })
    items.push({
      code: `ARR-${d.code}`,
      type: 'arrival',
      names: prefixed(
        lt('Chegada da delegação', 'Delegation arrival', 'Llegada de la delegación', 'Nümayəndə heyətinin gəlişi'),
        d.names,
      ),
      day,
      from,
      minutes: 60,
      organisationCode: d.code,
    })
    items.push({
      code: `MTG-${d.code}`,
      type: 'meeting',
      names: prefixed(
        lt('Reunião de boas-vindas', 'Welcome meeting', 'Reunión de bienvenida', 'Xoş gəldin görüşü'),
        d.names,
      ),
      day: day === 1 && from > h(15) ? 2 : day,
      from: day === 1 && from > h(15) ? h(10) : Math.min(h(20), from + 150),
      minutes: 45,
      organisationCode: d.code,
    })
    const leaves = d.code === HOST_CODE ? 10 : rng.int(9, 10)
    items.push({
      code: `DEP-${d.code}`,
      type: 'departure',
      names: prefixed(
        lt(
          'Partida da delegação',
          'Delegation departure',
          'Salida de la delegación',
          'Nümayəndə heyətinin yola düşməsi',
        ),
        d.names,
      ),
      day: leaves,
      from: leaves === 10 ? rng.int(8 * 4, 14 * 4) * 15 : rng.int(10 * 4, 21 * 4) * 15,
      minutes: 60,
      organisationCode: d.code,
    })
  }
  items.push({
    code: 'CER-OPEN',
    type: 'opening-ceremony',
    names: lt('Cerimónia de Abertura', 'Opening Ceremony', 'Ceremonia de Apertura', 'Açılış mərasimi'),
    day: 1,
    from: h(19),
    minutes: 150,
    venueCode: OPENING_VENUE,
  })
  items.push({
    code: 'CER-CLOSE',
    type: 'closing-ceremony',
    names: lt('Cerimónia de Encerramento', 'Closing Ceremony', 'Ceremonia de Clausura', 'Bağlanış mərasimi'),
    day: 10,
    from: h(18),
    minutes: 120,
    venueCode: CLOSING_VENUE,
  })
  for (let day = 1; day <= 9; day++) {
    items.push({
      code: `MTG-CDM-D${pad(day)}`,
      type: 'meeting',
      names: lt(
        'Reunião de Chefes de Missão',
        'Chefs de Mission meeting',
        'Reunión de Jefes de Misión',
        'Missiya rəhbərlərinin iclası',
      ),
      day,
      from: h(8),
      minutes: 45,
    })
  }
  const competitionDays = new Map<DisciplineCode, Set<number>>()
  for (const s of states) {
    const set = competitionDays.get(s.unit.disciplineCode) ?? new Set<number>()
    set.add(calendar.dayOf(s.unit.startAt))
    competitionDays.set(s.unit.disciplineCode, set)
  }
  for (const { program } of PROGRAMME) {
    const code = program.code
    const days = [...(competitionDays.get(code) ?? [])].sort((a, b) => a - b)
    const first = days[0] ?? program.window[0]
    const name = disciplineName(code)
    const meetingDay = Math.max(1, first - 1)
    items.push({
      code: `TEC-${code}`,
      type: 'technical-meeting',
      names: prefixed(lt('Reunião técnica', 'Technical meeting', 'Reunión técnica', 'Texniki iclas'), name),
      day: meetingDay,
      from: meetingDay === 1 ? h(14) : h(17),
      minutes: 60,
      disciplineCode: code,
      venueCode: DISCIPLINE_VENUE[code],
    })
    const trainingDays = [Math.max(1, first - 1), Math.max(1, first - 1), ...(first > 2 ? [first - 2] : [])]
    trainingDays.forEach((day, i) => {
      items.push({
        code: `TRN-${code}-${pad(i + 1)}`,
        type: 'training',
        names: prefixed(lt('Treino oficial', 'Official training', 'Entrenamiento oficial', 'Rəsmi məşq'), name),
        day,
        from: i === 1 ? h(15) : h(9),
        minutes: 120,
        disciplineCode: code,
        venueCode: TRAINING_VENUE[code],
      })
    })
    if (code === 'JUD' || code === 'TKW' || code === 'WRE') {
      for (const day of days) {
        items.push({
          code: `WGH-${code}-D${pad(day)}`,
          type: 'weighting',
          names: prefixed(lt('Pesagem oficial', 'Official weigh-in', 'Pesaje oficial', 'Rəsmi çəki yoxlaması'), name),
          day: day - 1,
          from: h(17, 30),
          minutes: 45,
          disciplineCode: code,
          venueCode: DISCIPLINE_VENUE[code],
        })
      }
    }
  }
  // Live coverage of each day's busiest finals sessions.
  for (let day = 2; day <= 9; day++) {
    const medals = states.filter((s) => s.unit.medal !== null && calendar.dayOf(s.unit.startAt) === day)
    const byDiscipline = new Map<DisciplineCode, UnitState[]>()
    for (const s of medals)
      byDiscipline.set(s.unit.disciplineCode, [...(byDiscipline.get(s.unit.disciplineCode) ?? []), s])
    const top = [...byDiscipline.entries()]
      .sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))
      .slice(0, 2)
    for (const [code, list] of top) {
      const from = Math.min(...list.map((s) => calendar.minutesOf(s.unit.startAt))) - 15
      const to = Math.max(...list.map((s) => calendar.minutesOf(s.unit.endAt))) + 15
      items.push({
        code: `BRD-D${pad(day)}-${code}`,
        type: 'broadcast',
        names: prefixed(
          lt('Transmissão em direto', 'Live broadcast', 'Transmisión en directo', 'Canlı yayım'),
          disciplineName(code),
        ),
        day,
        from,
        minutes: Math.max(30, Math.min(to - from, 240)),
        disciplineCode: code,
        venueCode: DISCIPLINE_VENUE[code],
      })
    }
  }
  const others: [string, number, number, number, string | null, LocalizedText][] = [
    [
      'OTH-01',
      3,
      h(19, 30),
      120,
      'FCP',
      lt(
        'Festival cultural das delegações',
        'Delegations’ cultural festival',
        'Festival cultural de las delegaciones',
        'Nümayəndə heyətlərinin mədəniyyət festivalı',
      ),
    ],
    [
      'OTH-02',
      5,
      h(14),
      180,
      null,
      lt(
        'Visita ao Cristo Redentor',
        'Visit to Christ the Redeemer',
        'Visita al Cristo Redentor',
        'Xilaskar İsa heykəlinə səfər',
      ),
    ],
    [
      'OTH-03',
      6,
      h(18),
      90,
      'ARO',
      lt('Fórum de jovens atletas', 'Young athletes’ forum', 'Foro de jóvenes atletas', 'Gənc idmançılar forumu'),
    ],
    [
      'OTH-04',
      8,
      h(10),
      120,
      'DEO',
      lt('Dia do voluntário', 'Volunteers’ day', 'Día del voluntario', 'Könüllülər günü'),
    ],
  ]
  for (const [code, day, from, minutes, venueCode, names] of others) {
    items.push({ code, type: 'others', names, day, from, minutes, venueCode })
  }
  return finish(items, calendar, rng)
}

function finish(items: Item[], calendar: Calendar, rng: Rng): UnitRow[] {
  const now = calendar.now.getTime()
  const rows: UnitRow[] = items.map((item) => {
    const startAt = calendar.at(item.day, item.from)
    const endAt = calendar.at(item.day, item.from + item.minutes)
    const status = endAt.getTime() <= now ? 'FINISHED' : startAt.getTime() <= now ? 'RUNNING' : 'SCHEDULED'
    return {
      code: item.code,
      type: item.type,
      disciplineCode: item.disciplineCode ?? null,
      eventCode: null,
      phaseCode: null,
      names: item.names,
      venueCode: item.venueCode ?? null,
      organisationCode: item.organisationCode ?? null,
      startAt,
      endAt,
      scheduleStatus: status,
      resultStatus: null,
      medal: null,
      sortOrder: 0,
      version: 1,
      updatedAt: calendar.at(1, h(8)),
    }
  })
  const future = (type: string) => rows.filter((r) => r.type === type && r.scheduleStatus === 'SCHEDULED')
  // A training still to come, else another item to come (by the demo's today every discipline has started, so it may
  // have no training left: decision 092).
  const trainings = future('training')
  const cancelled = rng.sample(trainings.length > 0 ? trainings : future('others'), 1)[0]
  if (cancelled) cancelled.scheduleStatus = 'CANCELLED'
  const moved = rng.sample(future('meeting'), 1)[0]
  if (moved) moved.scheduleStatus = 'RESCHEDULED'
  return rows
}
