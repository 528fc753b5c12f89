import {
  ADMIN_PAGE_SIZE,
  type AdminPhoto,
  type AdminPhotos,
  type PhotoInputSchema,
  type PhotoUpdateSchema,
  VALIDATION_MESSAGES,
  wallClockInstant,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { fileStoreOf, fileUrl, type NewStoredFile } from '../files/index.ts'
import { disciplineExists } from '../reference/index.ts'
import {
  adminPhotoOf,
  deletePhotoRow,
  insertPhoto,
  type PhotoRow,
  type PhotoValues,
  selectAdminPhotos,
  selectPhotoForUpdate,
  updatePhotoRow,
} from './photos-admin.repo.ts'

type PhotoInput = z.output<typeof PhotoInputSchema>
type PhotoUpdate = z.output<typeof PhotoUpdateSchema>

/** A photo's day is stored as noon of that day in the games' time zone (the issue asks for the day only). */
const NOON_MINUTES = 12 * 60

const photoNotFound = (id: number) => notFound(`No photo with id ${id}.`)

const audited = (row: PhotoRow) => ({
  titles: row.titles,
  disciplineCode: row.disciplineCode,
  takenAt: row.takenAt?.toISOString() ?? null,
  fileId: row.fileId,
  version: row.version,
})

export async function listAdminPhotos(
  ctx: AppContext,
  query: { q?: string | undefined; discipline?: string | undefined; page: number; pageSize?: number },
): Promise<AdminPhotos> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminPhotos(ctx.database.db, { ...query, pageSize })
  const timeZone = ctx.calendar.timeZone
  return { items: rows.map((row) => adminPhotoOf(row, timeZone)), total, page: query.page, pageSize }
}

/** The checks the schema cannot make: the day is a games day, the discipline one the games have (decision 074). */
async function metadataValues(ctx: AppContext, tx: Tx, input: PhotoInput) {
  const fields: Record<string, string[]> = {}
  if (!ctx.calendar.isGamesDay(input.day)) fields.day = [VALIDATION_MESSAGES.dayOutsideGames]
  if (input.disciplineCode && !(await disciplineExists(tx, input.disciplineCode))) {
    fields.disciplineCode = [VALIDATION_MESSAGES.disciplineUnknown]
  }
  if (Object.keys(fields).length > 0) throw badRequest('The photo is invalid.', fields)
  return {
    titles: input.captions,
    disciplineCode: input.disciplineCode,
    takenAt: new Date(wallClockInstant(input.day, NOON_MINUTES, ctx.calendar.timeZone)),
  }
}

/** The columns naming an upload's two sizes (the large one is also the photo's link). */
function fileValues(files: readonly NewStoredFile[]): Pick<PhotoValues, 'url' | 'fileId' | 'thumbFileId'> {
  const large = files.find((f) => f.variant === 'large') ?? files[0]
  const thumb = files.find((f) => f.variant === 'thumb') ?? large
  if (!large || !thumb) throw new Error('an upload without files')
  return { url: fileUrl(large.id), fileId: large.id, thumbFileId: thumb.id }
}

async function write(ctx: AppContext, change: (tx: Tx) => Promise<PhotoRow>): Promise<AdminPhoto> {
  const row = await ctx.database.db.transaction(change)
  return adminPhotoOf(row, ctx.calendar.timeZone)
}

export function createPhoto(
  ctx: AppContext,
  actor: Actor,
  input: PhotoInput,
  files: readonly NewStoredFile[],
): Promise<AdminPhoto> {
  const store = fileStoreOf(ctx)
  return write(ctx, async (tx) => {
    const values = { ...(await metadataValues(ctx, tx, input)), ...fileValues(files), thumbnailUrl: null }
    await store.put(tx, files)
    const row = await insertPhoto(tx, values, ctx.clock.now())
    await insertAudit(tx, actor, 'media', 'photo.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'media', { id: row.id, kind: 'photo', change: 'created' })
    return row
  })
}

/** An edit; a new file replaces the picture (the old upload's files are deleted in the same transaction). */
export function updatePhoto(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: PhotoUpdate,
  files: readonly NewStoredFile[] | undefined,
): Promise<AdminPhoto> {
  const store = fileStoreOf(ctx)
  return write(ctx, async (tx) => {
    const before = await selectPhotoForUpdate(tx, id)
    if (!before) throw photoNotFound(id)
    if (before.version !== input.version) throw conflict()
    const values = { ...(await metadataValues(ctx, tx, input)), ...(files ? fileValues(files) : {}) }
    if (files) await store.put(tx, files)
    const row = await updatePhotoRow(tx, id, values, before.version, ctx.clock.now())
    if (files && before.fileId) await store.deleteGroupsOf(tx, [before.fileId])
    await insertAudit(tx, actor, 'media', 'photo.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'media', { id, kind: 'photo', change: 'updated' })
    return row
  })
}

export async function deletePhoto(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectPhotoForUpdate(tx, id)
    if (!before) throw photoNotFound(id)
    if (before.version !== version) throw conflict()
    await deletePhotoRow(tx, id)
    if (before.fileId) await fileStoreOf(ctx).deleteGroupsOf(tx, [before.fileId])
    await insertAudit(tx, actor, 'media', 'photo.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'media', { id, kind: 'photo', change: 'deleted' })
    return before
  })
}
