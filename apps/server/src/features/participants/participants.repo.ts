import {
  type AthleteCard,
  type AthleteEvent,
  type AthleteProfile,
  type AthletesQuery,
  flagImage,
  type Locale,
  type LocalizedText,
  localize,
  type Medal,
  type OrganisationRef,
  searchKey,
  type Team,
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
import { disciplineCodeOf, organisationRef, organisationRefs } from '../medals/medals.repo.ts'

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

/** Every word of the query must start a word of the name ("sil an" finds "ana silva"). */
function searchWhere(search: string | undefined): SQL | undefined {
  const words = search ? searchKey(search).split(' ').filter(Boolean).slice(0, 5) : []
  return and(
    ...words.map((word) => {
      const w = escapeLike(word)
      return or(sql`${athletes.searchName} like ${`${w}%`}`, sql`${athletes.searchName} like ${`% ${w}%`}`)
    }),
  )
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
  const disciplineCode = disciplineCodeOf(q.discipline)
  if (disciplineCode === null) return { items: [], total: 0, page: q.page, pageSize: q.pageSize }
  const where = and(
    searchWhere(q.search),
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
  let total = rows[0]?.total ?? offset + rows.length
  const pageTellsTotal = (rows.length > 0 || q.page === 1) && (windowed || rows.length < q.pageSize)
  if (!pageTellsTotal) {
    // A full page may have more after it, and past the last page nothing tells the total: count.
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(athletes)
      .where(where)
    total = row?.n ?? 0
  }
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

/** Whole years between a birth date and a day (both YYYY-MM-DD). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export async function athleteProfile(db: Db, locale: Locale, id: string): Promise<AthleteProfile | undefined> {
  const [row] = await db
    .select({
      ...cardColumns,
      birthDate: athletes.birthDate,
      heightCm: athletes.heightCm,
      weightKg: athletes.weightKg,
      institution: athletes.institution,
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
  const medalRows = await db
    .select({ eventCode: medallists.eventCode, medal: medallists.medal })
    .from(medallists)
    .where(eq(medallists.athleteId, id))

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
      medal: (medalRows.find((m) => m.eventCode === e.code)?.medal as Medal | undefined) ?? null,
      results: resultRows
        .filter((r) => r.eventCode === e.code)
        .map((r) => ({
          unitCode: r.unitCode,
          unitName: localize(r.unitNames, locale),
          startAt: r.startAt.toISOString(),
          rank: r.rank,
          result: r.result,
          score: r.score,
          irm: r.irm,
          winner: r.winner,
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
    events: athleteEvents,
  }
}

/** Teams with their members, by delegation and/or discipline. */
export async function listTeams(
  db: Db,
  locale: Locale,
  filter: { organisation?: string; discipline?: string },
): Promise<Team[]> {
  const disciplineCode = disciplineCodeOf(filter.discipline)
  if (disciplineCode === null) return []
  const rows = await db
    .select({
      id: teams.id,
      names: teams.names,
      organisationCode: teams.organisationCode,
      eventCode: teams.eventCode,
      eventNames: events.names,
      disciplineCode: events.disciplineCode,
      disciplineNames: disciplines.names,
    })
    .from(teams)
    .innerJoin(events, eq(events.code, teams.eventCode))
    .innerJoin(disciplines, eq(disciplines.code, events.disciplineCode))
    .where(
      and(
        filter.organisation ? eq(teams.organisationCode, filter.organisation) : undefined,
        disciplineCode ? eq(events.disciplineCode, disciplineCode) : undefined,
      ),
    )
    .orderBy(asc(disciplines.sortOrder), asc(events.sortOrder), asc(teams.organisationCode), asc(teams.id))
  if (rows.length === 0) return []
  const members = await db
    .select({ teamId: teamMembers.teamId, id: athletes.id, name: athletes.name })
    .from(teamMembers)
    .innerJoin(athletes, eq(athletes.id, teamMembers.athleteId))
    .where(
      inArray(
        teamMembers.teamId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(athletes.name))
  const refs = await organisationRefs(db, locale)
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

export async function findOrganisation(db: Db, locale: Locale, code: string): Promise<OrganisationRef | undefined> {
  const [row] = await db.select().from(organisations).where(eq(organisations.code, code))
  return row && { code: row.code, name: localize(row.names, locale), flagUrl: flagImage(row.code) }
}

export async function delegationAthletes(db: Db, locale: Locale, code: string): Promise<AthleteCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(athletes)
    .innerJoin(organisations, eq(organisations.code, athletes.organisationCode))
    .where(eq(athletes.organisationCode, code))
    .orderBy(asc(athletes.name), asc(athletes.id))
  return rows.map((r) => toCard(r, locale))
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
