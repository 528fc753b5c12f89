import {
  type AdminTransportLine,
  type LocalizedText,
  missingLocales,
  sortDepartures,
  transportSheetFileName,
} from '@podium/domain'
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { documents, transportDepartures, transportLines } from '../../db/schema.ts'

export type TransportLineRow = typeof transportLines.$inferSelect
export type DepartureRow = { time: string; stop: LocalizedText }
/** The columns an organiser writes (the code only on create). */
export type TransportLineValues = Pick<
  typeof transportLines.$inferInsert,
  'names' | 'origin' | 'destination' | 'color' | 'serviceDays' | 'sortOrder'
>

type SheetRef = { id: number; fileName: string }

export function adminTransportLineOf(
  row: TransportLineRow,
  departures: readonly DepartureRow[],
  sheets: readonly SheetRef[],
): AdminTransportLine {
  const sheet = sheets.find((s) => s.fileName === transportSheetFileName(row.code))
  const texts = [row.names, row.origin, row.destination, ...departures.map((d) => d.stop)]
  return {
    code: row.code,
    names: row.names,
    origin: row.origin,
    destination: row.destination,
    color: row.color,
    serviceDays: row.serviceDays ?? [],
    sortOrder: row.sortOrder,
    departures: sortDepartures(departures),
    document: sheet ? { id: sheet.id, url: `/api/v1/documents/${sheet.id}/${sheet.fileName}` } : null,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: [...new Set(texts.flatMap(missingLocales))],
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of lines in the public order (the organiser's order, then code); a search in the code and every name. */
export async function selectAdminTransportLines(
  db: Db,
  query: { q?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: TransportLineRow[]; total: number }> {
  const where = query.q
    ? or(
        ilike(transportLines.code, likePattern(query.q)),
        ilike(sql`${transportLines.names}::text`, likePattern(query.q)),
        ilike(sql`${transportLines.origin}::text`, likePattern(query.q)),
        ilike(sql`${transportLines.destination}::text`, likePattern(query.q)),
      )
    : undefined
  const [counted] = await db.select({ n: count() }).from(transportLines).where(where)
  const rows = await db
    .select()
    .from(transportLines)
    .where(where)
    .orderBy(asc(transportLines.sortOrder), asc(transportLines.code))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The departures of some lines, by line, in stored (timetable) order. */
export async function selectDepartures(db: Db | Tx, codes: readonly string[]): Promise<Map<string, DepartureRow[]>> {
  const byLine = new Map<string, DepartureRow[]>()
  if (codes.length === 0) return byLine
  const rows = await db
    .select()
    .from(transportDepartures)
    .where(inArray(transportDepartures.lineCode, [...codes]))
    .orderBy(asc(transportDepartures.id))
  for (const row of rows) {
    const list = byLine.get(row.lineCode) ?? []
    list.push({ time: row.departsAt, stop: row.stop })
    byLine.set(row.lineCode, list)
  }
  return byLine
}

/** The transport PDFs (any publication date: the organiser sees a scheduled one too). */
export function selectTransportSheets(db: Db | Tx): Promise<SheetRef[]> {
  return db
    .select({ id: documents.id, fileName: documents.fileName })
    .from(documents)
    .where(eq(documents.kind, 'transport'))
}

export async function selectLineForUpdate(tx: Tx, code: string): Promise<TransportLineRow | undefined> {
  const [row] = await tx.select().from(transportLines).where(eq(transportLines.code, code)).for('update')
  return row
}

export async function nextLineSortOrder(tx: Tx): Promise<number> {
  const [row] = await tx.select({ max: sql<number | null>`max(${transportLines.sortOrder})` }).from(transportLines)
  return (row?.max ?? 0) + 1
}

export async function insertLine(
  tx: Tx,
  code: string,
  values: TransportLineValues,
  at: Date,
): Promise<TransportLineRow | undefined> {
  const [row] = await tx
    .insert(transportLines)
    .values({ code, ...values, version: 1, updatedAt: at })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function updateLineRow(
  tx: Tx,
  code: string,
  values: TransportLineValues,
  at: Date,
): Promise<TransportLineRow> {
  const [row] = await tx
    .update(transportLines)
    .set({ ...values, version: sql`${transportLines.version} + 1`, updatedAt: at })
    .where(eq(transportLines.code, code))
    .returning()
  if (!row) throw new Error('transport line not updated')
  return row
}

/** Replaces a line's timetable with these departures, inserted in timetable order (the public page reads by id). */
export async function replaceDepartures(tx: Tx, code: string, departures: readonly DepartureRow[]): Promise<void> {
  await tx.delete(transportDepartures).where(eq(transportDepartures.lineCode, code))
  if (departures.length === 0) return
  await tx
    .insert(transportDepartures)
    .values(sortDepartures(departures).map((d) => ({ lineCode: code, departsAt: d.time, stop: d.stop })))
}

/** Deletes a line; its departures go with it (the foreign key cascades). */
export async function deleteLineRow(tx: Tx, code: string): Promise<void> {
  await tx.delete(transportLines).where(and(eq(transportLines.code, code)))
}
