import { type AdminVideo, missingLocales, type VideoKind, zonedDate } from '@podium/domain'
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { media } from '../../db/schema.ts'

export type MediaRow = typeof media.$inferSelect
export type VideoValues = Pick<
  typeof media.$inferInsert,
  'kind' | 'titles' | 'url' | 'disciplineCode' | 'takenAt' | 'liveFrom' | 'liveUntil'
>

const hhmm = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant)

/** The generated poster the public list shows (info.routes.ts `/media/:id/image.svg`). */
export const videoImageUrl = (id: number) => `/api/v1/media/${id}/image.svg`

export function adminVideoOf(row: MediaRow, timeZone: string): AdminVideo {
  return {
    id: row.id,
    kind: row.kind as VideoKind,
    titles: row.titles,
    url: row.url,
    imageUrl: videoImageUrl(row.id),
    disciplineCode: row.disciplineCode,
    day: row.takenAt ? zonedDate(row.takenAt, timeZone) : null,
    liveFrom: row.liveFrom ? hhmm(row.liveFrom, timeZone) : null,
    liveUntil: row.liveUntil ? hhmm(row.liveUntil, timeZone) : null,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocales(row.titles),
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
const VIDEO_KINDS_SQL = ['video', 'live-video']

/** One page of videos and live videos: newest day first, a search in every language's title, a kind. */
export async function selectAdminVideos(
  db: Db,
  query: { q?: string | undefined; kind?: VideoKind | undefined; page: number; pageSize: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const where = and(
    query.kind ? eq(media.kind, query.kind) : inArray(media.kind, VIDEO_KINDS_SQL),
    query.q ? ilike(sql`${media.titles}::text`, likePattern(query.q)) : undefined,
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

/** A video or live video (never a photo: this manager does not own them), locked. */
export async function selectVideoForUpdate(tx: Tx, id: number): Promise<MediaRow | undefined> {
  const [row] = await tx
    .select()
    .from(media)
    .where(and(eq(media.id, id), inArray(media.kind, VIDEO_KINDS_SQL)))
    .for('update')
  return row
}

export async function insertVideo(tx: Tx, values: VideoValues, at: Date): Promise<MediaRow> {
  const [row] = await tx
    .insert(media)
    .values({ ...values, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('video not inserted')
  // The generated poster is addressed by the id, known only now.
  const [withPoster] = await tx
    .update(media)
    .set({ thumbnailUrl: videoImageUrl(row.id) })
    .where(eq(media.id, row.id))
    .returning()
  return withPoster ?? row
}

export async function updateVideoRow(tx: Tx, id: number, values: VideoValues, at: Date): Promise<MediaRow> {
  const [row] = await tx
    .update(media)
    .set({ ...values, version: sql`${media.version} + 1`, updatedAt: at })
    .where(eq(media.id, id))
    .returning()
  if (!row) throw new Error('video not updated')
  return row
}

export async function deleteVideoRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(media).where(eq(media.id, id))
}
