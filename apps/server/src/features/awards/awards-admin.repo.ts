import { type AdminAwardCeremony, type Locale, localize, zonedDate, zonedDayRange } from '@podium/domain'
import { and, asc, count, eq, gte, ilike, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { awardCeremonies, events, venues } from '../../db/schema.ts'

export type CeremonyRow = typeof awardCeremonies.$inferSelect
export type CeremonyValues = Pick<typeof awardCeremonies.$inferInsert, 'eventCode' | 'venueCode' | 'startAt' | 'status'>

const hhmm = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)

/** The ceremonies of a day (or every day) in time order, one page, with their event and venue names. */
export async function selectAdminCeremonies(
  db: Db,
  locale: Locale,
  timeZone: string,
  query: { day?: string | undefined; id?: number; page: number; pageSize: number },
): Promise<{ items: AdminAwardCeremony[]; total: number }> {
  const range = query.day ? zonedDayRange(query.day, timeZone) : undefined
  const where = and(
    range ? gte(awardCeremonies.startAt, new Date(range.start)) : undefined,
    range ? lt(awardCeremonies.startAt, new Date(range.end)) : undefined,
    query.id !== undefined ? eq(awardCeremonies.id, query.id) : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(awardCeremonies).where(where)
  const rows = await db
    .select({
      row: awardCeremonies,
      eventNames: events.names,
      disciplineCode: events.disciplineCode,
      venueNames: venues.names,
    })
    .from(awardCeremonies)
    .innerJoin(events, eq(events.code, awardCeremonies.eventCode))
    .leftJoin(venues, eq(venues.code, awardCeremonies.venueCode))
    .where(where)
    .orderBy(asc(awardCeremonies.startAt), asc(awardCeremonies.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const items = rows.map(({ row, eventNames, disciplineCode, venueNames }) => ({
    id: row.id,
    eventCode: row.eventCode,
    eventName: localize(eventNames, locale),
    disciplineCode,
    venueCode: row.venueCode,
    venueName: venueNames ? localize(venueNames, locale) : null,
    startAt: row.startAt.toISOString(),
    day: zonedDate(row.startAt, timeZone),
    time: hhmm(row.startAt, timeZone),
    status: row.status,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }))
  return { items, total: counted?.n ?? 0 }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Events for the picker: a search in the code and every language's name, at most 20, by code. */
export async function selectEventOptions(db: Db, locale: Locale, q: string | undefined) {
  const rows = await db
    .select({ code: events.code, names: events.names, disciplineCode: events.disciplineCode })
    .from(events)
    .where(q ? or(ilike(events.code, likePattern(q)), ilike(sql`${events.names}::text`, likePattern(q))) : undefined)
    .orderBy(asc(events.code))
    .limit(20)
  return rows.map((r) => ({ code: r.code, name: localize(r.names, locale), disciplineCode: r.disciplineCode }))
}

export async function eventExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx.select({ code: events.code }).from(events).where(eq(events.code, code))
  return row !== undefined
}

export async function venueExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx.select({ code: venues.code }).from(venues).where(eq(venues.code, code))
  return row !== undefined
}

export async function selectCeremonyForUpdate(tx: Tx, id: number): Promise<CeremonyRow | undefined> {
  const [row] = await tx.select().from(awardCeremonies).where(eq(awardCeremonies.id, id)).for('update')
  return row
}

export async function insertCeremony(tx: Tx, values: CeremonyValues, at: Date): Promise<CeremonyRow> {
  const [row] = await tx
    .insert(awardCeremonies)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('ceremony not inserted')
  return row
}

export async function updateCeremonyRow(tx: Tx, id: number, values: CeremonyValues, at: Date): Promise<CeremonyRow> {
  const [row] = await tx
    .update(awardCeremonies)
    .set({ ...values, version: sql`${awardCeremonies.version} + 1`, updatedAt: at })
    .where(eq(awardCeremonies.id, id))
    .returning()
  if (!row) throw new Error('ceremony not updated')
  return row
}

export async function deleteCeremonyRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(awardCeremonies).where(eq(awardCeremonies.id, id))
}
