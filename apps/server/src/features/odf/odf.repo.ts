/**
 * The ODF feed's own SQL: the documents applied (Version ordering, the competition followed), the schedule's units
 * (created and moved by DT_SCHEDULE: schedule, not results), teams and their members (DT_PARTIC_TEAMS), and the
 * reads that check a message's references. Results, medallists, start lists and unit statuses are written by the
 * results writer only (features/results).
 */
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { athletes, events, odfDocuments, phases, teamMembers, teams, units, venues } from '../../db/schema.ts'

export type UnitRow = typeof units.$inferSelect
export type UnitInsert = typeof units.$inferInsert
export type EventRow = typeof events.$inferSelect
export type TeamRow = typeof teams.$inferSelect

export interface DocumentKey {
  documentCode: string
  documentSubcode: string
  documentType: string
  documentSubtype: string
}

const documentWhere = (k: DocumentKey) =>
  and(
    eq(odfDocuments.documentCode, k.documentCode),
    eq(odfDocuments.documentSubcode, k.documentSubcode),
    eq(odfDocuments.documentType, k.documentType),
    eq(odfDocuments.documentSubtype, k.documentSubtype),
  )

/**
 * The document's last applied Version, locked for the message's transaction; undefined when never applied. A first
 * message inserts a placeholder row (Version 0) before locking, so two first messages of one document queue on it
 * instead of both applying; a refused message rolls its placeholder back.
 */
export async function lockDocumentVersion(tx: Tx, key: DocumentKey): Promise<number | undefined> {
  await tx
    .insert(odfDocuments)
    .values({ ...key, version: 0 })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ version: odfDocuments.version })
    .from(odfDocuments)
    .where(documentWhere(key))
    .for('update')
  return row && row.version > 0 ? row.version : undefined
}

export async function saveDocumentVersion(tx: Tx, key: DocumentKey, version: number, competitionCode: string) {
  await tx
    .insert(odfDocuments)
    .values({ ...key, version, competitionCode })
    .onConflictDoUpdate({
      target: [
        odfDocuments.documentCode,
        odfDocuments.documentSubcode,
        odfDocuments.documentType,
        odfDocuments.documentSubtype,
      ],
      set: { version, competitionCode, appliedAt: new Date() },
    })
}

/** The CompetitionCode of the documents applied so far (the competition the feed follows), if any. */
export async function followedCompetition(tx: Tx): Promise<string | undefined> {
  const [row] = await tx
    .select({ code: odfDocuments.competitionCode })
    .from(odfDocuments)
    .where(ne(odfDocuments.competitionCode, ''))
    .orderBy(odfDocuments.appliedAt)
    .limit(1)
  return row?.code
}

export async function lockUnitRow(tx: Tx, code: string): Promise<UnitRow | undefined> {
  const [row] = await tx.select().from(units).where(eq(units.code, code)).for('update')
  return row
}

export async function insertUnit(tx: Tx, row: UnitInsert): Promise<UnitRow> {
  const [after] = await tx.insert(units).values(row).returning()
  if (!after) throw new Error(`unit ${row.code} was not inserted`)
  return after
}

/** A unit's schedule fields (times, venue, names, medal); bumps its version. */
export async function updateUnitSchedule(
  tx: Tx,
  before: UnitRow,
  set: Pick<UnitInsert, 'startAt' | 'endAt' | 'venueCode' | 'names' | 'medal'>,
): Promise<UnitRow> {
  const [after] = await tx
    .update(units)
    .set({ ...set, version: before.version + 1, updatedAt: new Date() })
    .where(eq(units.code, before.code))
    .returning()
  if (!after) throw new Error(`unit ${before.code} vanished`)
  return after
}

/** The RSC-coded units (34 characters) of a discipline, or of every discipline: the units a full DT_SCHEDULE covers. */
export async function selectRscUnits(tx: Tx, discipline: string | null): Promise<UnitRow[]> {
  return tx
    .select()
    .from(units)
    .where(and(sql`char_length(${units.code}) = 34`, discipline ? like(units.code, `${discipline}%`) : undefined))
}

export async function selectEvent(tx: Tx, code: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.code, code))
  return row
}

export async function selectEventsOfDiscipline(tx: Tx, discipline: string): Promise<string[]> {
  return (await tx.select({ code: events.code }).from(events).where(eq(events.disciplineCode, discipline))).map(
    (r) => r.code,
  )
}

export async function phaseExists(tx: Tx, code: string): Promise<boolean> {
  return (await tx.select({ code: phases.code }).from(phases).where(eq(phases.code, code))).length > 0
}

export async function knownVenues(tx: Tx, codes: string[]): Promise<Set<string>> {
  if (!codes.length) return new Set()
  return new Set(
    (await tx.select({ code: venues.code }).from(venues).where(inArray(venues.code, codes))).map((r) => r.code),
  )
}

export async function knownAthletes(tx: Tx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map()
  const rows = await tx
    .select({ id: athletes.id, org: athletes.organisationCode })
    .from(athletes)
    .where(inArray(athletes.id, ids))
  return new Map(rows.map((r) => [r.id, r.org]))
}

export async function selectTeams(tx: Tx, ids: string[]): Promise<Map<string, TeamRow>> {
  if (!ids.length) return new Map()
  return new Map((await tx.select().from(teams).where(inArray(teams.id, ids)).for('update')).map((t) => [t.id, t]))
}

export async function selectMembers(tx: Tx, teamIds: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(teamIds.map((id) => [id, []]))
  if (!teamIds.length) return out
  const rows = await tx
    .select()
    .from(teamMembers)
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(teamMembers.teamId, teamMembers.athleteId)
  for (const r of rows) out.get(r.teamId)?.push(r.athleteId)
  return out
}

export async function addMembers(tx: Tx, teamId: string, athleteIds: string[]): Promise<void> {
  if (!athleteIds.length) return
  await tx
    .insert(teamMembers)
    .values(athleteIds.map((athleteId) => ({ teamId, athleteId })))
    .onConflictDoNothing()
}

export async function replaceMembers(tx: Tx, teamId: string, athleteIds: string[]): Promise<void> {
  await tx.delete(teamMembers).where(eq(teamMembers.teamId, teamId))
  await addMembers(tx, teamId, athleteIds)
}

export async function upsertTeam(tx: Tx, row: typeof teams.$inferInsert): Promise<void> {
  await tx
    .insert(teams)
    .values(row)
    .onConflictDoUpdate({
      target: teams.id,
      set: { names: row.names, organisationCode: row.organisationCode, eventCode: row.eventCode },
    })
}
