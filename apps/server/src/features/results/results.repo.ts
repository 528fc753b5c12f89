/**
 * The results tables' SQL, and the only module that writes them: results, start lists, play-by-play, medallists and
 * a unit's statuses. `results.service.ts` is its one caller for writes (decision 031), so every writer — staff entry,
 * the ODF feed, the bundle import and the simulator — goes through the same rules.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import {
  athletes,
  entries,
  medallists,
  playByPlay,
  results,
  startListEntries,
  teamMembers,
  teams,
  units,
} from '../../db/schema.ts'

export type UnitRow = typeof units.$inferSelect
export type ResultInsert = typeof results.$inferInsert
export type StartListInsert = typeof startListEntries.$inferInsert
export type PlayByPlayInsert = typeof playByPlay.$inferInsert
export type MedallistInsert = typeof medallists.$inferInsert
export type MedallistRow = typeof medallists.$inferSelect

/** The unit, locked for the rest of the transaction (writers of one unit queue behind each other). */
export async function lockUnit(tx: Tx, code: string): Promise<UnitRow | undefined> {
  const [unit] = await tx.select().from(units).where(eq(units.code, code)).for('update')
  return unit
}

/** Sets a unit's statuses and bumps its version; answers the unit as it now is. */
export async function setUnitStatuses(
  tx: Tx,
  code: string,
  next: { scheduleStatus: string; resultStatus: string | null; version: number },
): Promise<UnitRow | undefined> {
  const [after] = await tx
    .update(units)
    .set({
      scheduleStatus: next.scheduleStatus,
      resultStatus: next.resultStatus,
      version: next.version,
      updatedAt: new Date(),
    })
    .where(eq(units.code, code))
    .returning()
  return after
}

/** The delegation of each competitor that exists, by athlete or team id. */
export async function selectCompetitorOrganisations(
  tx: Tx,
  athleteIds: string[],
  teamIds: string[],
): Promise<Map<string, string>> {
  const knownAthletes = athleteIds.length
    ? await tx
        .select({ id: athletes.id, org: athletes.organisationCode })
        .from(athletes)
        .where(inArray(athletes.id, athleteIds))
    : []
  const knownTeams = teamIds.length
    ? await tx.select({ id: teams.id, org: teams.organisationCode }).from(teams).where(inArray(teams.id, teamIds))
    : []
  return new Map([...knownAthletes, ...knownTeams].map((c) => [c.id, c.org]))
}

export async function selectResultRows(tx: Tx, unitCode: string) {
  return tx.select().from(results).where(eq(results.unitCode, unitCode)).orderBy(asc(results.sortOrder))
}

/** Callers batch: one statement takes at most ~1,000 codes or rows (PostgreSQL's 65,535 parameters). */
export async function deleteResultsOf(tx: Tx, unitCodes: string[]): Promise<void> {
  if (unitCodes.length) await tx.delete(results).where(inArray(results.unitCode, unitCodes))
}

export async function insertResultRows(tx: Tx, rows: ResultInsert[]): Promise<void> {
  if (rows.length) await tx.insert(results).values(rows)
}

export async function countStartList(tx: Tx, unitCode: string): Promise<number> {
  return tx.$count(startListEntries, eq(startListEntries.unitCode, unitCode))
}

export async function insertStartList(tx: Tx, rows: StartListInsert[]): Promise<void> {
  if (rows.length) await tx.insert(startListEntries).values(rows)
}

export async function selectStartList(tx: Tx, unitCode: string) {
  return tx
    .select()
    .from(startListEntries)
    .where(eq(startListEntries.unitCode, unitCode))
    .orderBy(asc(startListEntries.startOrder))
}

/** Replaces a unit's start list with the rows given (the ODF feed's DT_RESULT). */
export async function replaceStartList(tx: Tx, unitCode: string, rows: StartListInsert[]): Promise<void> {
  await tx.delete(startListEntries).where(eq(startListEntries.unitCode, unitCode))
  if (rows.length) await tx.insert(startListEntries).values(rows)
}

export async function replacePlayByPlay(tx: Tx, unitCode: string, rows: PlayByPlayInsert[]): Promise<void> {
  await tx.delete(playByPlay).where(eq(playByPlay.unitCode, unitCode))
  if (rows.length) await tx.insert(playByPlay).values(rows)
}

export async function eventHasBronzeContest(tx: Tx, eventCode: string): Promise<boolean> {
  const rows = await tx
    .select({ code: units.code })
    .from(units)
    .where(and(eq(units.eventCode, eventCode), eq(units.medal, 'BRONZE')))
    .limit(1)
  return rows.length > 0
}

export async function selectTeamMembers(tx: Tx, teamIds: string[]) {
  return teamIds.length ? tx.select().from(teamMembers).where(inArray(teamMembers.teamId, teamIds)) : []
}

export async function selectUnitMedallists(tx: Tx, unitCode: string): Promise<MedallistRow[]> {
  return tx.select().from(medallists).where(eq(medallists.unitCode, unitCode))
}

export async function replaceUnitMedallists(tx: Tx, unitCode: string, rows: MedallistInsert[]): Promise<void> {
  await tx.delete(medallists).where(eq(medallists.unitCode, unitCode))
  if (rows.length) await tx.insert(medallists).values(rows)
}

export async function selectEventMedallists(tx: Tx, eventCodes: string[]): Promise<MedallistRow[]> {
  return eventCodes.length ? tx.select().from(medallists).where(inArray(medallists.eventCode, eventCodes)) : []
}

export async function deleteEventMedallists(tx: Tx, eventCodes: string[]): Promise<void> {
  if (eventCodes.length) await tx.delete(medallists).where(inArray(medallists.eventCode, eventCodes))
}

export async function insertMedallistRows(tx: Tx, rows: MedallistInsert[]): Promise<void> {
  if (rows.length) await tx.insert(medallists).values(rows)
}

/** The units of these events, in start order: the deciding unit of each medal is among them. */
export async function selectEventUnits(tx: Tx, eventCodes: string[]): Promise<UnitRow[]> {
  return eventCodes.length
    ? tx.select().from(units).where(inArray(units.eventCode, eventCodes)).orderBy(units.startAt, units.code)
    : []
}

/** The athletes and teams entered in an event (a start list names only them). */
export async function selectEventEntrants(tx: Tx, eventCode: string): Promise<Set<string>> {
  const rows = await tx
    .select({ athleteId: entries.athleteId, teamId: entries.teamId })
    .from(entries)
    .where(eq(entries.eventCode, eventCode))
  return new Set(rows.flatMap((r) => [r.athleteId, r.teamId].filter((id): id is string => Boolean(id))))
}
