import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { athletes, events, records, teams } from '../../db/schema.ts'

export type RecordRow = typeof records.$inferSelect
export type RecordInsert = typeof records.$inferInsert

/** Every record with its event's names and discipline, by event then kind. */
export async function selectRecords(db: Db | Tx) {
  return db
    .select({
      record: records,
      names: events.names,
      disciplineCode: events.disciplineCode,
      sortOrder: events.sortOrder,
    })
    .from(records)
    .innerJoin(events, eq(events.code, records.eventCode))
    .orderBy(asc(events.disciplineCode), asc(events.sortOrder), asc(records.eventCode), asc(records.kind))
}

/** The records of one event, locked for the writer that may replace them. */
export async function selectEventRecordsForUpdate(tx: Tx, eventCode: string): Promise<RecordRow[]> {
  return tx.select().from(records).where(eq(records.eventCode, eventCode)).for('update')
}

/** How an event's results read (`time`, `distance`, `points`, `score`), or undefined for an unknown event. */
export async function selectEventResultKind(tx: Tx | Db, eventCode: string): Promise<string | undefined> {
  const [row] = await tx.select({ kind: events.resultKind }).from(events).where(eq(events.code, eventCode))
  return row?.kind
}

export async function selectKnownEvents(tx: Tx, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set()
  const rows = await tx
    .select({ code: events.code })
    .from(events)
    .where(inArray(events.code, [...codes]))
  return new Set(rows.map((r) => r.code))
}

/** Stores records, each replacing the one of its event and kind. */
export async function upsertRecords(tx: Tx, rows: RecordInsert[]): Promise<void> {
  for (const row of rows) {
    await tx
      .insert(records)
      .values(row)
      .onConflictDoUpdate({ target: [records.eventCode, records.kind], set: { ...row, updatedAt: new Date() } })
  }
}

/** Display names of athletes and teams (a team's in Portuguese, the games' first language), by id. */
export async function selectHolderNames(tx: Tx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const [a, t] = await Promise.all([
    tx
      .select({ id: athletes.id, name: athletes.name })
      .from(athletes)
      .where(inArray(athletes.id, [...ids])),
    tx
      .select({ id: teams.id, names: teams.names })
      .from(teams)
      .where(inArray(teams.id, [...ids])),
  ])
  return new Map([...a.map((r) => [r.id, r.name] as const), ...t.map((r) => [r.id, r.names.pt] as const)])
}

/** Every record as stored, by event then kind: the bundle's records.csv (decision 094). */
export async function selectRecordRows(db: Db | Tx): Promise<RecordRow[]> {
  return db.select().from(records).orderBy(asc(records.eventCode), asc(records.kind))
}
