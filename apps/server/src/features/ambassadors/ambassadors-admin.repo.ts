import { type AdminAmbassador, missingLocales } from '@podium/domain'
import { and, asc, count, eq, ilike } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { ambassadors, organisations } from '../../db/schema.ts'
import { fileUrl } from '../files/index.ts'

export type AmbassadorRow = typeof ambassadors.$inferSelect
/** The columns an organiser writes. */
export type AmbassadorValues = Pick<
  typeof ambassadors.$inferInsert,
  'name' | 'disciplineCode' | 'organisationCode' | 'bio' | 'days' | 'photoFileId'
>

/** The public portrait: the uploaded photo (decision 042), else the generated one. */
export const ambassadorPhotoUrl = (row: Pick<AmbassadorRow, 'id' | 'photoFileId'>) =>
  row.photoFileId ? fileUrl(row.photoFileId) : `/api/v1/ambassadors/${row.id}/photo.svg`

export function adminAmbassadorOf(row: AmbassadorRow): AdminAmbassador {
  return {
    id: row.id,
    name: row.name,
    disciplineCode: row.disciplineCode,
    organisationCode: row.organisationCode,
    bio: row.bio,
    days: [...row.days].sort(),
    photoUrl: ambassadorPhotoUrl(row),
    hasPhoto: row.photoFileId !== null,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocales(row.bio),
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function selectAdminAmbassadors(
  db: Db,
  query: { q?: string | undefined; discipline?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: AmbassadorRow[]; total: number }> {
  const where = and(
    query.discipline ? eq(ambassadors.disciplineCode, query.discipline) : undefined,
    query.q ? ilike(ambassadors.name, likePattern(query.q)) : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(ambassadors).where(where)
  const rows = await db
    .select()
    .from(ambassadors)
    .where(where)
    .orderBy(asc(ambassadors.name), asc(ambassadors.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

export async function organisationExists(tx: Tx, code: string): Promise<boolean> {
  const [row] = await tx
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1)
  return Boolean(row)
}

export async function selectAmbassadorForUpdate(tx: Tx, id: number): Promise<AmbassadorRow | undefined> {
  const [row] = await tx.select().from(ambassadors).where(eq(ambassadors.id, id)).for('update')
  return row
}

export async function insertAmbassador(tx: Tx, values: AmbassadorValues, at: Date): Promise<AmbassadorRow> {
  const [row] = await tx
    .insert(ambassadors)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('ambassador not inserted')
  return row
}

export async function updateAmbassadorRow(
  tx: Tx,
  id: number,
  values: AmbassadorValues,
  version: number,
  at: Date,
): Promise<AmbassadorRow> {
  const [row] = await tx
    .update(ambassadors)
    .set({ ...values, version: version + 1, updatedAt: at })
    .where(eq(ambassadors.id, id))
    .returning()
  if (!row) throw new Error('ambassador not updated')
  return row
}

export async function deleteAmbassadorRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(ambassadors).where(eq(ambassadors.id, id))
}
