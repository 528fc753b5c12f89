/**
 * The deterministic demo games: everything the seeder writes, as plain rows, from a seed and the games' "today".
 * Same input, same rows; nothing reads the clock or Math.random.
 */
import { DISCIPLINES, type EventFormat, type LocalizedText } from '@podium/domain'
import type * as schema from '../../db/schema.ts'
import { AthleteFactory } from './athletes.ts'
import { certificateRows } from './certificates.ts'
import { buildCompetition } from './competition.ts'
import { documentRows } from './documents.ts'
import { ambassadorRows, courseRows, mediaRows, settingsRows, sponsorRows } from './extras.ts'
import { ceremoniesOf, medallistsOf } from './medals.ts'
import type { EventPlan } from './model.ts'
import { DELEGATIONS } from './organisations.ts'
import { placeRows, TRANSPORT_LINES, transport } from './places.ts'
import { programmeItems } from './program.ts'
import { projectCompetition, type UnitState } from './projection.ts'
import { Rng } from './random.ts'
import { demoRecords } from './records.ts'
import { scheduleCompetition } from './schedule.ts'
import { type Calendar, GAMES_DAYS, makeCalendar } from './time.ts'
import { triviaRows } from './trivia.ts'
import { venueRows } from './venues.ts'
import { volunteerRows } from './volunteers.ts'

export const DEMO_TIME_ZONE = 'America/Sao_Paulo'
export const DEFAULT_DEMO_SEED = 2026

export interface DemoOptions {
  /** YYYY-MM-DD in the games' time zone; it becomes day 4 of 10. */
  today: string
  seed?: number
  /**
   * The time of day the games stand at (minutes after midnight in the games' time zone; default 11:00). Outside the
   * sessions the schedule moves by whole hours so that units are under way now (time.ts, demoShiftHours).
   */
  nowMinutes?: number
}

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert']

export interface DemoData {
  games: Row<typeof schema.games>
  appSettings: Row<typeof schema.appSettings>[]
  disciplines: Row<typeof schema.disciplines>[]
  organisations: Row<typeof schema.organisations>[]
  venues: Row<typeof schema.venues>[]
  events: Row<typeof schema.events>[]
  phases: Row<typeof schema.phases>[]
  units: Row<typeof schema.units>[]
  athletes: Row<typeof schema.athletes>[]
  teams: Row<typeof schema.teams>[]
  teamMembers: Row<typeof schema.teamMembers>[]
  entries: Row<typeof schema.entries>[]
  startListEntries: Row<typeof schema.startListEntries>[]
  results: Row<typeof schema.results>[]
  /** Games records (decision 091): the previous games', and those these games broke already. */
  records: Row<typeof schema.records>[]
  playByPlay: Row<typeof schema.playByPlay>[]
  medallists: Row<typeof schema.medallists>[]
  awardCeremonies: Row<typeof schema.awardCeremonies>[]
  places: Row<typeof schema.places>[]
  transportLines: Row<typeof schema.transportLines>[]
  transportDepartures: Row<typeof schema.transportDepartures>[]
  documents: Row<typeof schema.documents>[]
  sponsors: Row<typeof schema.sponsors>[]
  ambassadors: Row<typeof schema.ambassadors>[]
  courses: Row<typeof schema.courses>[]
  /** The volunteers' information (issue 36): shifts, meeting points, contacts. */
  volunteerInfo: Row<typeof schema.volunteerInfo>[]
  media: Row<typeof schema.media>[]
  trivia: Row<typeof schema.trivia>[]
  triviaQuestions: Row<typeof schema.triviaQuestions>[]
  certificates: Row<typeof schema.certificates>[]
  /** The stored competition structures of pool, bracket and heats events (decision 077). */
  formats: EventFormat[]
}

/** The simulated competition behind the rows, for tests and for a simulator that plays the games forward. */
export interface DemoPlan {
  calendar: Calendar
  events: EventPlan[]
  states: UnitState[]
}

export function gamesNames(year: string): LocalizedText {
  return {
    pt: `Jogos Escolares da Juventude Rio ${year}`,
    en: `Rio ${year} Youth School Games`,
    es: `Juegos Escolares de la Juventud Río ${year}`,
    az: `Rio ${year} Gənclər Məktəb Oyunları`,
  }
}

export async function generateDemo(options: DemoOptions): Promise<DemoData & { plan: DemoPlan }> {
  const seed = options.seed ?? DEFAULT_DEMO_SEED
  const calendar = makeCalendar(options.today, DEMO_TIME_ZONE, options.nowMinutes)
  const rng = new Rng(seed)
  const names = gamesNames(calendar.startsOn.slice(0, 4))

  const delegations = new Map(DELEGATIONS.map((d) => [d.code, d]))
  const factory = new AthleteFactory(rng.fork('athletes'), calendar.startsOn, delegations)
  const competition = buildCompetition(rng.fork('competition'), factory)
  scheduleCompetition(competition.events, calendar)
  const projection = projectCompetition(competition.events, calendar, rng.fork('status'))

  // Bibs: by delegation, then by name, so a delegation's numbers run together.
  const athletes = factory.records
    .map((r) => r.row)
    .sort(
      (a, b) =>
        a.organisationCode.localeCompare(b.organisationCode) ||
        a.name.localeCompare(b.name) ||
        a.id.localeCompare(b.id),
    )
    .map((row, i) => ({ ...row, bib: String(1001 + i) }))
    .sort((a, b) => a.id.localeCompare(b.id))

  const units = [...projection.units, ...programmeItems(projection.states, calendar, rng.fork('programme'))]
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.code.localeCompare(b.code))
    .map((u, i) => ({ ...u, sortOrder: i + 1 }))

  const records = demoRecords({
    events: competition.events,
    units,
    results: projection.results,
    names: new Map([
      ...athletes.map((a) => [a.id, a.name] as const),
      ...competition.teams.map((t) => [t.id, t.names.pt] as const),
    ]),
    timeZone: DEMO_TIME_ZONE,
    year: Number(calendar.startsOn.slice(0, 4)),
  })

  const moves = transport(calendar.days)
  const { quizzes, questions } = triviaRows(calendar, rng.fork('trivia'))
  const documents = await documentRows({
    gamesName: names,
    calendar,
    events: competition.events,
    states: projection.states,
    athleteNames: new Map(athletes.map((a) => [a.id, a.name])),
    lines: TRANSPORT_LINES,
    rng: rng.fork('documents'),
  })

  return {
    games: {
      id: 1,
      names,
      hostCity: 'Rio de Janeiro',
      timeZone: DEMO_TIME_ZONE,
      startsOn: calendar.startsOn,
      endsOn: calendar.days[GAMES_DAYS - 1] ?? calendar.endsOn,
      demoSeed: seed,
    },
    appSettings: settingsRows(calendar.startsOn.slice(0, 4)),
    disciplines: DISCIPLINES.map((d, i) => ({
      code: d.code,
      key: d.key,
      names: d.names,
      format: d.format,
      team: d.team,
      bronzes: d.twoBronzes ? 2 : 1,
      sortOrder: i + 1,
      imageUrl: null,
    })),
    organisations: DELEGATIONS.map((d) => ({ code: d.code, names: d.names, countryIso2: d.iso2 })),
    venues: venueRows(),
    events: projection.events,
    phases: projection.phases,
    units,
    athletes,
    teams: competition.teams,
    teamMembers: competition.teamMembers,
    entries: competition.entries,
    startListEntries: projection.startListEntries,
    results: projection.results,
    records,
    playByPlay: projection.playByPlay,
    medallists: medallistsOf(projection.states),
    awardCeremonies: ceremoniesOf(projection.states, calendar, rng.fork('ceremonies')),
    places: placeRows(rng.fork('places')),
    transportLines: moves.lines,
    transportDepartures: moves.departures,
    documents,
    sponsors: sponsorRows(),
    ambassadors: ambassadorRows(calendar),
    courses: courseRows(),
    volunteerInfo: volunteerRows(calendar),
    media: mediaRows(projection.states, competition.events, calendar, rng.fork('media')),
    trivia: quizzes,
    triviaQuestions: questions,
    certificates: certificateRows(),
    formats: competition.events.flatMap((e) => (e.format ? [e.format] : [])),
    plan: { calendar, events: competition.events, states: projection.states },
  }
}
