import { type AdminPhoto, missingLocales, zonedDate } from '@podium/domain'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { media } from '../../db/schema.ts'
import { fileUrl } from '../files/index.ts'

export type PhotoRow = typeof media.$inferSelect
/** The columns an organiser writes. */
export type PhotoValues = Pick<
  typeof media.$inferInsert,
  'titles' | 'disciplineCode' | 'takenAt' | 'url' | 'thumbnailUrl' | 'fileId' | 'thumbFileId'
>

/** The full-size picture and its thumbnail: the uploaded files, else the demo's generated picture. */
export function photoUrls(row: Pick<PhotoRow, 'id' | 'url' | 'fileId' | 'thumbFileId'>) {
  if (!row.fileId) return { url: row.url, thumbnailUrl: `/api/v1/media/${row.id}/image.svg` }
  return { url: fileUrl(row.fileId), thumbnailUrl: fileUrl(row.thumbFileId ?? row.fileId) }
}

export function adminPhotoOf(row: PhotoRow, timeZone: string): AdminPhoto {
  return {
    id: row.id,
    captions: row.titles,
    disciplineCode: row.disciplineCode,
    day: row.takenAt ? zonedDate(row.takenAt.toISOString(), timeZone) : null,
    ...photoUrls(row),
    uploaded: row.fileId !== null,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocales(row.titles),
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

export async function selectAdminPhotos(
  db: Db,
  query: { q?: string | undefined; discipline?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: PhotoRow[]; total: number }> {
  const where = and(
    eq(media.kind, 'photo'),
    query.discipline ? eq(media.disciplineCode, query.discipline) : undefined,
    // Any language of the caption matches.
    query.q ? sql`${media.titles}::text ilike ${likePattern(query.q)}` : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(media).where(where)
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(sql`${media.takenAt} desc nulls last`, desc(media.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

export async function selectPhotoForUpdate(tx: Tx, id: number): Promise<PhotoRow | undefined> {
  const [row] = await tx
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.kind, 'photo')))
    .for('update')
  return row
}

export async function insertPhoto(tx: Tx, values: PhotoValues, at: Date): Promise<PhotoRow> {
  const [row] = await tx
    .insert(media)
    .values({ ...values, kind: 'photo', version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('photo not inserted')
  return row
}

export async function updatePhotoRow(
  tx: Tx,
  id: number,
  values: Partial<PhotoValues>,
  version: number,
  at: Date,
): Promise<PhotoRow> {
  const [row] = await tx
    .update(media)
    .set({ ...values, version: version + 1, updatedAt: at })
    .where(eq(media.id, id))
    .returning()
  if (!row) throw new Error('photo not updated')
  return row
}

export async function deletePhotoRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id))
}
