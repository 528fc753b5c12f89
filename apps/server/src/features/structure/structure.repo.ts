import { asc, eq, inArray, or } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { athletes, disciplines, entries, events, teamMembers, teams, units, venues } from '../../db/schema.ts'
import type { CompetitorColumns } from '../units/index.ts'

/** The rows an event's structure is resolved from (decision 075): nothing here decides who fills a slot. */

export async function selectStructureEvent(db: Db | Tx, code: string) {
  const [event] = await db
    .select({ code: events.code, names: events.names, disciplineCode: events.disciplineCode, team: events.team })
    .from(events)
    .where(eq(events.code, code))
  return event
}

/** The scheduled units a format names, with their venue. */
export async function selectStructureUnits(db: Db | Tx, codes: string[]) {
  if (codes.length === 0) return []
  return db
    .select({
      code: units.code,
      eventCode: units.eventCode,
      disciplineCode: units.disciplineCode,
      startAt: units.startAt,
      scheduleStatus: units.scheduleStatus,
      resultStatus: units.resultStatus,
      medal: units.medal,
      venueNames: venues.names,
    })
    .from(units)
    .leftJoin(venues, eq(venues.code, units.venueCode))
    .where(inArray(units.code, codes))
}

/** The event's entries in the order they were stored: the fallback seed order when no first round names them. */
export async function selectEventEntries(db: Db | Tx, eventCode: string) {
  return db
    .select({ athleteId: entries.athleteId, teamId: entries.teamId })
    .from(entries)
    .where(eq(entries.eventCode, eventCode))
    .orderBy(asc(entries.id))
}

/** Names and delegations of competitors by id (athletes and teams). */
export async function selectCompetitorNames(db: Db | Tx, ids: string[]): Promise<Map<string, CompetitorColumns>> {
  if (ids.length === 0) return new Map()
  const [a, t] = await Promise.all([
    db
      .select({ id: athletes.id, name: athletes.name, org: athletes.organisationCode })
      .from(athletes)
      .where(inArray(athletes.id, ids)),
    db
      .select({ id: teams.id, names: teams.names, org: teams.organisationCode })
      .from(teams)
      .where(inArray(teams.id, ids)),
  ])
  const out = new Map<string, CompetitorColumns>()
  for (const r of a) {
    out.set(r.id, { athleteId: r.id, athleteName: r.name, teamId: null, teamNames: null, organisationCode: r.org })
  }
  for (const r of t) {
    out.set(r.id, { athleteId: null, athleteName: null, teamId: r.id, teamNames: r.names, organisationCode: r.org })
  }
  return out
}

/** A discipline (by key or code) and its events in their order; undefined when there is no such discipline. */
export async function selectDisciplineEvents(db: Db, keyOrCode: string) {
  const [discipline] = await db
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(or(eq(disciplines.key, keyOrCode), eq(disciplines.code, keyOrCode)))
  if (!discipline) return undefined
  const rows = await db
    .select({ code: events.code })
    .from(events)
    .where(eq(events.disciplineCode, discipline.code))
    .orderBy(asc(events.sortOrder), asc(events.code))
  return { code: discipline.code, eventCodes: rows.map((r) => r.code) }
}

/**
 * The events a competitor is entered in, with the id they compete under there: an athlete's own entries and their
 * teams' entries (the team plays); undefined when the athlete or team does not exist.
 */
export async function selectCompetitorEntries(db: Db, kind: 'athlete' | 'team', id: string) {
  if (kind === 'team') {
    const [team] = await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id))
    if (!team) return undefined
    const rows = await db.select({ eventCode: entries.eventCode }).from(entries).where(eq(entries.teamId, id))
    return rows.map((r) => ({ eventCode: r.eventCode, competitorId: id }))
  }
  const [athlete] = await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, id))
  if (!athlete) return undefined
  const teamIds = (
    await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.athleteId, id))
  ).map((r) => r.teamId)
  const rows = await db
    .select({ eventCode: entries.eventCode, athleteId: entries.athleteId, teamId: entries.teamId })
    .from(entries)
    .where(
      teamIds.length > 0 ? or(eq(entries.athleteId, id), inArray(entries.teamId, teamIds)) : eq(entries.athleteId, id),
    )
    .orderBy(asc(entries.id))
  return rows.map((r) => ({ eventCode: r.eventCode, competitorId: r.teamId ?? r.athleteId ?? id }))
}
