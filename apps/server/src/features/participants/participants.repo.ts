import {
  type AthleteCard,
  type AthleteEvent,
  type AthleteProfile,
  type AthletesQuery,
  ageOn,
  flagImage,
  type Locale,
  type LocalizedText,
  localize,
  type MatchSide,
  MEDALS,
  type Medal,
  type OrganisationRef,
  scoreFromSide,
  searchKey,
  type Team,
  type TeamPage,
  type TeamsQuery,
} from '@podium/domain'
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import {
  athletes,
  disciplines,
  entries,
  events,
  games,
  medallists,
  organisations,
  results,
  startListEntries,
  teamMembers,
  teams,
  units,
} from '../../db/schema.ts'
import { disciplineCodeOf, organisationRef, organisationRefs } from '../medals/index.ts'
import { selectStartListRows } from '../units/index.ts'

const cardColumns = {
  id: athletes.id,
  name: athletes.name,
  givenName: athletes.givenName,
  familyName: athletes.familyName,
  gender: athletes.gender,
  bib: athletes.bib,
  photoUrl: athletes.photoUrl,
  organisationCode: athletes.organisationCode,
  organisationNames: organisations.names,
}

interface CardRow {
  id: string
  name: string
  givenName: string
  familyName: string
  gender: string
  bib: string | null
  photoUrl: string | null
  organisationCode: string
  organisationNames: LocalizedText
}

function toCard(r: CardRow, locale: Locale): AthleteCard {
  return {
    id: r.id,
    name: r.name,
    givenName: r.givenName,
    familyName: r.familyName,
    gender: r.gender,
    bib: r.bib,
    photoUrl: r.photoUrl ?? `/api/v1/athletes/${r.id}/photo.svg`,
    organisation: {
      code: r.organisationCode,
      name: localize(r.organisationNames, locale),
      flagUrl: flagImage(r.organisationCode),
    },
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)
const COUNT = sql<number>`count(*)`.mapWith(Number)

/** The words of a search, folded as `athletes.search_name` (at most five). */
const searchWords = (search: string | undefined) =>
  search ? searchKey(search).split(' ').filter(Boolean).slice(0, 5) : []

/** Every word must start a word of the text ("sil an" finds "ana silva"); words follow a space or a separator. */
function wordsStartWords(text: SQL | AnyPgColumn, words: string[], separators = ' '): SQL | undefined {
  return and(
    ...words.map((word) => {
      const w = escapeLike(word)
      return or(sql`${text} like ${`${w}%`}`, ...[...separators].map((s) => sql`${text} like ${`%${s}${w}%`}`))
    }),
  )
}

/**
 * The exact total behind a page. Rows read with `count(*) over ()` carry it (`windowed`); otherwise a short page
 * tells it (offset + rows). A full page that is not windowed, or any page past the end, needs `count`.
 */
async function exactTotal(
  rows: readonly { total: number | null }[],
  q: { page: number; pageSize: number },
  windowed: boolean,
  count: () => Promise<number>,
): Promise<number> {
  const pageTellsTotal = (rows.length > 0 || q.page === 1) && (windowed || rows.length < q.pageSize)
  return pageTellsTotal ? (rows[0]?.total ?? (q.page - 1) * q.pageSize + rows.length) : count()
}

/** Athletes entered in an event of the discipline, on their own or in a team. */
function disciplineWhere(disciplineCode: string): SQL {
  // One uncorrelated set, not an EXISTS per athlete: PGlite does not decorrelate, and this stays one scan.
  return sql`${athletes.id} in (
    select e.athlete_id from ${entries} e join ${events} ev on ev.code = e.event_code
      where ev.discipline_code = ${disciplineCode} and e.athlete_id is not null
    union
    select tm.athlete_id from ${teamMembers} tm join ${teams} t on t.id = tm.team_id
      join ${events} ev on ev.code = t.event_code where ev.discipline_code = ${disciplineCode})`
}

/** One page of athletes, searched and filtered in the database (11,000 athletes stay fast). */
export async function searchAthletes(db: Db, locale: Locale, q: AthletesQuery) {
  const disciplineCode = await disciplineCodeOf(db, q.discipline)
  if (disciplineCode === null) return { items: [], total: 0, page: q.page, pageSize: q.pageSize }
  const where = and(
    // Withdrawn athletes (ODF Current="false", decision 012) are no longer participants; their profiles stay.
    eq(athletes.withdrawn, false),
    wordsStartWords(athletes.searchName, searchWords(q.search)),
    q.organisation ? eq(athletes.organisationCode, q.organisation) : undefined,
    q.gender ? eq(athletes.gender, q.gender) : undefined,
    disciplineCode ? disciplineWhere(disciplineCode) : undefined,
  )
  const offset = (q.page - 1) * q.pageSize
  // How the total is found. A search matches few athletes: a window count in the same scan is cheapest. Without
  // one, `count(*) over ()` would make the database join, carry and sort every athlete to hand out one page (25–45 ms
  // of PGlite's one thread for Paris 2024's 11,113 athletes, against 2–11 ms for the page off the name index plus a
  // count; decision 018), so the total is counted apart, and only when the page does not tell it.
  const windowed = Boolean(q.search)
  const rows = await db
    .select({
      ...cardColumns,
      total: windowed ? sql<number>`count(*) over ()`.mapWith(Number) : sql<number | null>`null::int`,
    })
    .from(athletes)
    .innerJoin(organisations, eq(organisations.code, athletes.organisationCode))
    .where(where)
    .orderBy(asc(athletes.name), asc(athletes.id))
    .limit(q.pageSize)
    .offset(offset)
  const total = await exactTotal(rows, q, windowed, async () => {
    const [row] = await db.select({ n: COUNT }).from(athletes).where(where)
    return row?.n ?? 0
  })
  return { items: rows.map((r) => toCard(r, locale)), total, page: q.page, pageSize: q.pageSize }
}

export async function athletePhotoSource(db: Db, id: string) {
  const [row] = await db
    .select({
      id: athletes.id,
      name: athletes.name,
      givenName: athletes.givenName,
      familyName: athletes.familyName,
      gender: athletes.gender,
    })
    .from(athletes)
    .where(eq(athletes.id, id))
  return row
}

export async function athleteProfile(db: Db, locale: Locale, id: string): Promise<AthleteProfile | undefined> {
  const [row] = await db
    .select({
      ...cardColumns,
      birthDate: athletes.birthDate,
      heightCm: athletes.heightCm,
      weightKg: athletes.weightKg,
      institution: athletes.institution,
      withdrawn: athletes.withdrawn,
    })
    .from(athletes)
    .innerJoin(organisations, eq(organisations.code, athletes.organisationCode))
    .where(eq(athletes.id, id))
  if (!row) return undefined
  const [game] = await db.select({ startsOn: games.startsOn }).from(games).limit(1)

  const memberships = await db
    .select({ id: teams.id, names: teams.names, eventCode: teams.eventCode })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(teamMembers.athleteId, id))
  const teamIds = memberships.map((m) => m.id)
  const who = (athleteCol: AnyPgColumn, teamCol: AnyPgColumn) =>
    teamIds.length ? or(eq(athleteCol, id), inArray(teamCol, teamIds)) : eq(athleteCol, id)

  const eventRows = await db
    .select({
      code: events.code,
      names: events.names,
      disciplineCode: events.disciplineCode,
      disciplineNames: disciplines.names,
      teamId: entries.teamId,
      disciplineOrder: disciplines.sortOrder,
      eventOrder: events.sortOrder,
    })
    .from(entries)
    .innerJoin(events, eq(events.code, entries.eventCode))
    .innerJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .where(who(entries.athleteId, entries.teamId))
    .orderBy(asc(disciplines.sortOrder), asc(events.sortOrder))
  const resultRows = await db
    .select({
      unitCode: results.unitCode,
      unitNames: units.names,
      eventCode: units.eventCode,
      startAt: units.startAt,
      rank: results.rank,
      result: results.result,
      score: results.score,
      irm: results.irm,
      winner: results.winner,
    })
    .from(results)
    .innerJoin(units, eq(units.code, results.unitCode))
    .where(who(results.athleteId, results.teamId))
    .orderBy(asc(units.startAt))
  // A match's score is stored home–away; the profile reads it from the athlete's side (domain `scoreFromSide`).
  const matchUnits = [...new Set(resultRows.filter((r) => r.score).map((r) => r.unitCode))]
  const slots = await selectStartListRows(db, matchUnits)
  const isOwn = (s: (typeof slots)[number]) => s.athleteId === id || (s.teamId !== null && teamIds.includes(s.teamId))
  const sideOf = (unitCode: string): MatchSide => {
    const unitSlots = slots.filter((s) => s.unitCode === unitCode)
    const own = unitSlots.find(isOwn)
    const first = Math.min(...unitSlots.map((s) => s.startOrder))
    return own && own.startOrder !== first ? 'away' : 'home'
  }
  /** A match's other side, named as its start list names it (issue 39: the rows named no opponent). */
  const opponentOf = (unitCode: string): string | null => {
    const unitSlots = slots.filter((s) => s.unitCode === unitCode)
    const other = unitSlots.length === 2 ? unitSlots.find((s) => !isOwn(s)) : undefined
    if (!other) return null
    return other.athleteName ?? (other.teamNames ? localize(other.teamNames, locale) : null)
  }
  // Every medal the athlete holds, individual and team (a team medal is one row per member): an event they won a
  // medal in is listed even when no entry says they competed in it (a feed or bundle that sent only medals).
  const medalRows = await db
    .select({
      eventCode: medallists.eventCode,
      medal: medallists.medal,
      teamId: medallists.teamId,
      names: events.names,
      disciplineCode: events.disciplineCode,
      disciplineNames: disciplines.names,
      disciplineOrder: disciplines.sortOrder,
      eventOrder: events.sortOrder,
    })
    .from(medallists)
    .innerJoin(events, eq(events.code, medallists.eventCode))
    .innerJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .where(who(medallists.athleteId, medallists.teamId))
  const medalOf = (eventCode: string) =>
    (medalRows
      .filter((m) => m.eventCode === eventCode)
      .map((m) => m.medal)
      .sort((a, b) => MEDALS.indexOf(a as Medal) - MEDALS.indexOf(b as Medal))[0] as Medal | undefined) ?? null
  const listed = new Set(eventRows.map((e) => e.code))
  const medalOnly = medalRows.filter((m) => !listed.has(m.eventCode))
  if (medalOnly.length) {
    // Into the programme's order (discipline, then event), beside the events they entered.
    eventRows.push(...medalOnly.map((m) => ({ ...m, code: m.eventCode })))
    eventRows.sort((a, b) => a.disciplineOrder - b.disciplineOrder || a.eventOrder - b.eventOrder)
  }

  const teamNames = new Map(memberships.map((m) => [m.id, localize(m.names, locale)]))
  const seen = new Set<string>()
  const athleteEvents: AthleteEvent[] = []
  for (const e of eventRows) {
    if (seen.has(e.code)) continue
    seen.add(e.code)
    athleteEvents.push({
      eventCode: e.code,
      eventName: localize(e.names, locale),
      disciplineCode: e.disciplineCode,
      disciplineName: localize(e.disciplineNames, locale),
      team: e.teamId ? { id: e.teamId, name: teamNames.get(e.teamId) ?? e.teamId } : null,
      medal: medalOf(e.code),
      results: resultRows
        .filter((r) => r.eventCode === e.code)
        .map((r) => ({
          unitCode: r.unitCode,
          unitName: localize(r.unitNames, locale),
          startAt: r.startAt.toISOString(),
          rank: r.rank,
          result: r.result,
          score: scoreFromSide(r.score, sideOf(r.unitCode)),
          irm: r.irm,
          winner: r.winner,
          opponent: r.score ? opponentOf(r.unitCode) : null,
        })),
    })
  }
  return {
    ...toCard(row, locale),
    birthDate: row.birthDate,
    age: row.birthDate && game ? ageOn(row.birthDate, game.startsOn) : null,
    heightCm: row.heightCm,
    weightKg: row.weightKg,
    institution: row.institution,
    withdrawn: row.withdrawn,
    events: athleteEvents,
  }
}

const teamColumns = {
  id: teams.id,
  names: teams.names,
  organisationCode: teams.organisationCode,
  eventCode: teams.eventCode,
  eventNames: events.names,
  disciplineCode: events.disciplineCode,
  disciplineNames: disciplines.names,
}

/** Teams in the programme's order (discipline, event, delegation), each row with the count of all matches. */
function selectTeams(db: Db, where: SQL | undefined) {
  return db
    .select({ ...teamColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(teams)
    .innerJoin(events, eq(events.code, teams.eventCode))
    .innerJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .where(where)
    .orderBy(asc(disciplines.sortOrder), asc(events.sortOrder), asc(teams.organisationCode), asc(teams.id))
    .$dynamic()
}

type TeamRow = Omit<Awaited<ReturnType<typeof selectTeams>>[number], 'total'>

/** The teams of the rows, with their current members (links to the profiles) in name order. */
async function withMembers(
  db: Db,
  locale: Locale,
  rows: TeamRow[],
  refs: Map<string, OrganisationRef>,
): Promise<Team[]> {
  if (rows.length === 0) return []
  const members = await db
    .select({ teamId: teamMembers.teamId, id: athletes.id, name: athletes.name })
    .from(teamMembers)
    .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
    .where(
      and(
        inArray(
          teamMembers.teamId,
          rows.map((r) => r.id),
        ),
        // A withdrawn member is no longer on the team's list (the team's results and medals keep them).
        eq(athletes.withdrawn, false),
      ),
    )
    .orderBy(asc(athletes.name))
  const byTeam = new Map<string, { id: string; name: string }[]>()
  for (const m of members) {
    const list = byTeam.get(m.teamId) ?? []
    list.push({ id: m.id, name: m.name })
    byTeam.set(m.teamId, list)
  }
  return rows.map((r) => ({
    id: r.id,
    name: localize(r.names, locale),
    organisation: organisationRef(refs, r.organisationCode),
    eventCode: r.eventCode,
    eventName: localize(r.eventNames, locale),
    disciplineCode: r.disciplineCode,
    disciplineName: localize(r.disciplineNames, locale),
    members: byTeam.get(r.id) ?? [],
  }))
}

/** `localize` in SQL: the name in the language, else in Portuguese, else in English. */
const localizedName = (names: AnyPgColumn, locale: Locale) =>
  sql`coalesce(nullif(${names}->>${locale}, ''), nullif(${names}->>'pt', ''), ${names}->>'en')`

/**
 * Teams whose name, delegation or one member matches every word of the search (at the start of a word).
 * - Members: the athletes' folded search names, one scan of them as the athletes search (decision 018), then the
 *   members' teams: ~10 ms on PGlite for Paris 2024 (11,113 athletes, 6,427 members; EXPLAIN: hash joins).
 * - Delegations: their names (and codes) in the request's language, folded here like `search_name`: a few hundred.
 * - Team names: lower-cased in SQL, words after a space or a slash ("SILVA/COSTA"). Not accent-folded, but a team is
 *   named after its delegation or its members' surnames, which are.
 */
function teamSearchWhere(
  db: Db,
  locale: Locale,
  search: string | undefined,
  refs: Map<string, OrganisationRef>,
): SQL | undefined {
  const words = searchWords(search)
  if (words.length === 0) return undefined
  const delegations = [...refs.values()]
    .filter((o) => {
      const key = ` ${searchKey(o.name)} ${o.code.toLowerCase()}`
      return words.every((w) => key.includes(` ${w}`))
    })
    .map((o) => o.code)
  const withMember = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
    .where(and(eq(athletes.withdrawn, false), wordsStartWords(athletes.searchName, words)))
  return or(
    inArray(teams.id, withMember),
    wordsStartWords(sql`lower(${localizedName(teams.names, locale)})`, words, ' /'),
    delegations.length ? inArray(teams.organisationCode, delegations) : undefined,
  )
}

/** One page of teams with their members, searched and filtered in the database, with the exact total. */
export async function teamPage(db: Db, locale: Locale, q: TeamsQuery): Promise<TeamPage> {
  const disciplineCode = await disciplineCodeOf(db, q.discipline)
  if (disciplineCode === null) return { items: [], total: 0, page: q.page, pageSize: q.pageSize }
  const refs = await organisationRefs(db, locale)
  const where = and(
    q.organisation ? eq(teams.organisationCode, q.organisation) : undefined,
    disciplineCode ? eq(events.disciplineCode, disciplineCode) : undefined,
    teamSearchWhere(db, locale, q.search, refs),
  )
  // Teams are few (1,341 at Paris 2024) and sorted by joined columns, so every match is read and sorted anyway:
  // the window count is nearly free, and only a page past the end needs a count of its own.
  const rows = await selectTeams(db, where)
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize)
  const total = await exactTotal(rows, q, true, async () => {
    const [row] = await db
      .select({ n: COUNT })
      .from(teams)
      .innerJoin(events, eq(events.code, teams.eventCode))
      .where(where)
    return row?.n ?? 0
  })
  return { items: await withMembers(db, locale, rows, refs), total, page: q.page, pageSize: q.pageSize }
}

/** One team with its members, for its page (decision 057); undefined for an id the games do not know. */
export async function findTeam(db: Db, locale: Locale, id: string): Promise<Team | undefined> {
  const rows = await selectTeams(db, eq(teams.id, id)).limit(1)
  const [team] = await withMembers(db, locale, rows, await organisationRefs(db, locale))
  return team
}

export async function findOrganisation(db: Db, locale: Locale, code: string): Promise<OrganisationRef | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.code, code))
  return row && { code: row.code, name: localize(row.names, locale), flagUrl: flagImage(row.code) }
}

/** The delegation's schedule: units with one of its competitors, and its own items (arrival, departure…). */
export function delegationScheduleWhere(code: string): SQL | undefined {
  return or(
    eq(units.organisationCode, code),
    inArray(
      units.code,
      sql`(select ${startListEntries.unitCode} from ${startListEntries} where ${startListEntries.organisationCode} = ${code})`,
    ),
  )
}

/**
 * Units not over at `now`: still to start or running (an item without an end is over once it starts). By the clock,
 * not the status, as a spectator reads a schedule: a unit the results system never closed does not stay "next".
 */
export const notOverAt = (now: Date): SQL =>
  sql`coalesce(${units.endAt}, ${units.startAt}) > ${now.toISOString()}::timestamptz`

/** The delegation's schedule still to come at `now`. */
export const delegationNextWhere = (code: string, now: Date): SQL | undefined =>
  and(delegationScheduleWhere(code), notOverAt(now))

export async function countUnits(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: COUNT }).from(units).where(where)
  return row?.n ?? 0
}
