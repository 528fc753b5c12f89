import {
  ADMIN_PAGE_SIZE,
  type AdminVideo,
  type AdminVideos,
  VALIDATION_MESSAGES,
  type VideoInputSchema,
  type VideoKind,
  type VideoUpdateSchema,
  wallClockInstant,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { badRequest, conflict, notFound } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { insertAudit } from '../audit/index.ts'
import { disciplineExists } from '../reference/index.ts'
import {
  adminVideoOf,
  deleteVideoRow,
  insertVideo,
  type MediaRow,
  selectAdminVideos,
  selectVideoForUpdate,
  updateVideoRow,
  type VideoValues,
} from './videos-admin.repo.ts'

type VideoInput = z.output<typeof VideoInputSchema>
type VideoUpdate = z.output<typeof VideoUpdateSchema>

const videoNotFound = (id: number) => notFound(`No video with id ${id}.`)

const audited = (row: MediaRow) => ({
  kind: row.kind,
  titles: row.titles,
  url: row.url,
  disciplineCode: row.disciplineCode,
  takenAt: row.takenAt?.toISOString() ?? null,
  liveFrom: row.liveFrom?.toISOString() ?? null,
  liveUntil: row.liveUntil?.toISOString() ?? null,
  version: row.version,
})

export async function listAdminVideos(
  ctx: AppContext,
  query: { q?: string | undefined; kind?: VideoKind | undefined; page: number; pageSize?: number },
): Promise<AdminVideos> {
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectAdminVideos(ctx.database.db, { ...query, pageSize })
  return { items: rows.map((r) => adminVideoOf(r, ctx.calendar.timeZone)), total, page: query.page, pageSize }
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number]
  return h * 60 + m
}

/**
 * The row's values: the discipline must exist and the day be one of the games'. A video's day is stored as its
 * midday (the public list orders by it); a live video's as the start of its window.
 */
async function valuesOf(ctx: AppContext, tx: Tx, input: VideoInput): Promise<VideoValues> {
  const fields: Record<string, string[]> = {}
  if (input.disciplineCode && !(await disciplineExists(tx, input.disciplineCode))) {
    fields.disciplineCode = [VALIDATION_MESSAGES.disciplineUnknown]
  }
  if (input.day && ctx.calendar.games && !ctx.calendar.isGamesDay(input.day)) {
    fields.day = [VALIDATION_MESSAGES.dayOutsideGames]
  }
  if (Object.keys(fields).length > 0) throw badRequest('The video is invalid.', fields)
  const tz = ctx.calendar.timeZone
  const at = (day: string, time: string) => new Date(wallClockInstant(day, minutesOf(time), tz))
  const live = input.kind === 'live-video' && input.day && input.liveFrom && input.liveUntil
  return {
    kind: input.kind,
    titles: input.titles,
    url: input.url,
    disciplineCode: input.disciplineCode,
    takenAt: input.day ? at(input.day, live ? (input.liveFrom as string) : '12:00') : null,
    liveFrom: live ? at(input.day as string, input.liveFrom as string) : null,
    liveUntil: live ? at(input.day as string, input.liveUntil as string) : null,
  }
}

/** One write: the change, its audit row and its live event in one transaction (live/invalidation.ts drops what it makes stale). */
async function write<T>(ctx: AppContext, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.database.db.transaction(change)
}

export function createVideo(ctx: AppContext, actor: Actor, input: VideoInput): Promise<AdminVideo> {
  return write(ctx, async (tx) => {
    const row = await insertVideo(tx, await valuesOf(ctx, tx, input), ctx.clock.now())
    await insertAudit(tx, actor, 'media', 'video.create', String(row.id), null, audited(row))
    await publishLiveEvent(tx, 'media', { id: row.id, kind: row.kind, change: 'created' })
    return row
  }).then((row) => adminVideoOf(row, ctx.calendar.timeZone))
}

export function updateVideo(ctx: AppContext, actor: Actor, id: number, input: VideoUpdate): Promise<AdminVideo> {
  return write(ctx, async (tx) => {
    const before = await selectVideoForUpdate(tx, id)
    if (!before) throw videoNotFound(id)
    if (before.version !== input.version) throw conflict()
    const row = await updateVideoRow(tx, id, await valuesOf(ctx, tx, input), ctx.clock.now())
    await insertAudit(tx, actor, 'media', 'video.update', String(id), audited(before), audited(row))
    await publishLiveEvent(tx, 'media', { id, kind: row.kind, change: 'updated' })
    return row
  }).then((row) => adminVideoOf(row, ctx.calendar.timeZone))
}

export async function deleteVideo(ctx: AppContext, actor: Actor, id: number, version: number): Promise<void> {
  await write(ctx, async (tx) => {
    const before = await selectVideoForUpdate(tx, id)
    if (!before) throw videoNotFound(id)
    if (before.version !== version) throw conflict()
    await deleteVideoRow(tx, id)
    await insertAudit(tx, actor, 'media', 'video.delete', String(id), audited(before), null)
    await publishLiveEvent(tx, 'media', { id, kind: before.kind, change: 'deleted' })
  })
}
