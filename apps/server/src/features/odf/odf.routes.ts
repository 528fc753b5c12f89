import { OdfDocumentsQuerySchema, OdfFeedQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { readQuery, rowIdParam } from '../../http/validate.ts'
import { feedDocuments, feedStatus, reapplyOdfMessage, receiveOdf } from './odf-log.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * `POST /api/v1/odf` (admin): one ODF XML message, applied all or nothing (body limit: http/body-limits.ts) and
 * written to the feed's log. The feed's screen (decision 073, `odf.manage`: staff and admins): its status and log,
 * the last Version per document, and re-applying a refused message.
 */
export function odfRoutes(ctx: AppContext) {
  const { db } = ctx.database
  const manage = requirePermission(ctx, 'odf.manage')
  return new Hono<AuthEnv>()
    .post('/odf', requirePermission(ctx, 'import.run'), async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
      if (type !== 'application/xml' && type !== 'text/xml') {
        throw new HttpError(415, 'unsupported_media_type', 'Send the ODF message as application/xml.')
      }
      let xml: string
      try {
        xml = utf8.decode(await c.req.arrayBuffer())
      } catch {
        throw new HttpError(400, 'bad_request', 'The request body must be UTF-8 text.')
      }
      const received = await receiveOdf(db, xml, { kind: 'http' }, ctx.calendar.timeZone)
      if ('error' in received) throw received.error
      return c.json(received.outcome, 200)
    })
    .get('/admin/odf/feed', manage, async (c) => {
      const query = readQuery(c, OdfFeedQuerySchema)
      c.header('Cache-Control', 'private, no-store')
      return c.json(await feedStatus(db, query, ctx.config.odfFolder ?? false))
    })
    .get('/admin/odf/documents', manage, async (c) => {
      const query = readQuery(c, OdfDocumentsQuerySchema)
      c.header('Cache-Control', 'private, no-store')
      return c.json(await feedDocuments(db, query))
    })
    .post('/admin/odf/messages/:id/reapply', manage, async (c) => {
      const id = rowIdParam(c.req.param('id'), 'ODF message')
      return c.json({ message: await reapplyOdfMessage(db, id, ctx.calendar.timeZone) }, 200)
    })
}
