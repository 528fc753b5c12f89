import type { AdminPlace, PlaceKind } from '@podium/domain'
import { missingLocales } from '@podium/domain'
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { places } from '../../db/schema.ts'

export type PlaceRow = typeof places.$inferSelect
/** The columns an organiser writes. */
export type PlaceValues = Pick<
  typeof places.$inferInsert,
  'kind' | 'names' | 'address' | 'phone' | 'website' | 'latitude' | 'longitude'
>

export function adminPlaceOf(row: PlaceRow): AdminPlace {
  return {
    id: row.id,
    kind: row.kind as PlaceKind,
    names: row.names,
    address: row.address,
    phone: row.phone,
    website: row.website,
    latitude: row.latitude,
    longitude: row.longitude,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocales(row.names),
  }
}

/** `%`, `_` and `\` typed in a search box are matched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One page of places for the back office: a search in every language's name and the address, a kind. */
export async function selectAdminPlaces(
  db: Db,
  query: { q?: string | undefined; kind?: PlaceKind | undefined; page: number; pageSize: number },
): Promise<{ rows: PlaceRow[]; total: number }> {
  const search = query.q
    ? or(ilike(sql`${places.names}::text`, likePattern(query.q)), ilike(places.address, likePattern(query.q)))
    : undefined
  const where = and(query.kind ? eq(places.kind, query.kind) : undefined, search)
  const [counted] = await db.select({ n: count() }).from(places).where(where)
  const rows = await db
    .select()
    .from(places)
    .where(where)
    .orderBy(asc(places.kind), sql`${places.names}->>'pt'`, asc(places.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The row, locked until the transaction ends, so two edits of one place take turns. */
export async function selectPlaceForUpdate(tx: Tx, id: number): Promise<PlaceRow | undefined> {
  const [row] = await tx.select().from(places).where(eq(places.id, id)).for('update')
  return row
}

export async function insertPlace(tx: Tx, values: PlaceValues, at: Date): Promise<PlaceRow> {
  const [row] = await tx
    .insert(places)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('place not inserted')
  return row
}

export async function updatePlaceRow(tx: Tx, id: number, values: PlaceValues, at: Date): Promise<PlaceRow> {
  const [row] = await tx
    .update(places)
    .set({ ...values, version: sql`${places.version} + 1`, updatedAt: at })
    .where(eq(places.id, id))
    .returning()
  if (!row) throw new Error('place not updated')
  return row
}

export async function deletePlaceRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(places).where(eq(places.id, id))
}
