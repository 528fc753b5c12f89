import { type Documents, DocumentsQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { ACCEL_EXPIRES, accelExpires, apiVary, publicCacheControl } from '../../http/shared-cache.ts'
import { readQuery } from '../../http/validate.ts'
import type { ReadModelKey } from '../../live/read-models.ts'
import {
  disciplineCodeOf,
  listDocuments,
  nextPublication,
  readDocumentContent,
  readDocumentMeta,
} from './documents.repo.ts'

/** New documents appear during the day: lists may be reused briefly. */
const LIST_CACHE = { maxAge: 30 }
/**
 * The back office may replace a file under its id (decision 039): browsers keep it but ask again each time, and the
 * ETag (id and version) answers 304 while it is unchanged.
 */
const FILE_CACHE_CONTROL = 'public, no-cache'

export function documentsRoutes(ctx: AppContext) {
  const { db } = ctx.database
  /**
   * The lists depend on the games clock: a scheduled document appears at its time (decision 039). The kept lists
   * are dropped once the next scheduled publication is due; back-office edits drop them at once (live event).
   */
  let nextDueMs = Number.POSITIVE_INFINITY
  const dropDueLists = (now: Date) => {
    if (now.getTime() < nextDueMs) return
    nextDueMs = Number.POSITIVE_INFINITY
    ctx.cache.invalidate('documents:')
  }
  return new Hono()
    .get('/documents', async (c) => {
      const { kind, discipline, q, order } = readQuery(c, DocumentsQuerySchema)
      const locale = requestLocale(c)
      const disciplineCode = discipline ? await disciplineCodeOf(db, discipline) : undefined
      if (discipline && !disciplineCode) throw notFound('No such discipline.')
      const query = { kind, disciplineCode, q: q || undefined, order }
      if (query.q) {
        // Free text would make the cache's key set unbounded: filtered lists are read per request.
        return c.json({ items: await listDocuments(db, locale, query, ctx.clock.now()) } satisfies Documents, 200, {
          'Cache-Control': publicCacheControl(LIST_CACHE.maxAge),
          [ACCEL_EXPIRES]: accelExpires(),
          ...(apiVary(c, false) ? { Vary: apiVary(c, false) as string } : {}),
        })
      }
      const key: ReadModelKey = `documents:${locale}:${kind ?? 'all'}:${disciplineCode ?? 'all'}:${order}`
      dropDueLists(ctx.clock.now())
      const prepared = await ctx.cache.get<Documents>(key, async (): Promise<Documents> => {
        const now = ctx.clock.now()
        const [items, next] = await Promise.all([listDocuments(db, locale, query, now), nextPublication(db, now)])
        if (next) nextDueMs = Math.min(nextDueMs, next.getTime())
        return { items }
      })
      return sendPreparedJson(c, prepared, LIST_CACHE)
    })
    .get('/documents/:id/:fileName', async (c) => {
      const idText = c.req.param('id')
      const id = /^[1-9]\d{0,8}$/.test(idText) ? Number(idText) : Number.NaN
      if (Number.isNaN(id)) throw notFound('No such document.')
      const meta = await readDocumentMeta(db, id, ctx.clock.now())
      // The name is compared with the stored one, never used as a path.
      if (!meta || meta.fileName !== c.req.param('fileName')) throw notFound('No such document.')
      const download = c.req.query('download') === '1'
      const etag = `"doc-${meta.id}-v${meta.version}-${meta.sizeBytes}"`
      const headers: Record<string, string> = { ETag: etag, 'Cache-Control': FILE_CACHE_CONTROL }
      const ifNoneMatch = c.req.header('if-none-match')
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return c.body(null, 304, headers)
      }
      const content = await readDocumentContent(db, id)
      if (!content) throw notFound('No such document.')
      const asciiName = meta.fileName.replace(/[^\w.-]/g, '_')
      headers['Content-Type'] = meta.mimeType
      headers['Content-Length'] = String(content.byteLength)
      headers['Content-Disposition'] =
        `${download ? 'attachment' : 'inline'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(meta.fileName)}`
      return c.body(new Uint8Array(content), 200, headers)
    })
}
