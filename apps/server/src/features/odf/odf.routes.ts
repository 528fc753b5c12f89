import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { applyOdf } from './odf.apply.ts'
import { parseOdfOffThread } from './odf.parse-off-thread.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** `POST /api/v1/odf` (admin): one ODF XML message, applied all or nothing (body limit: http/body-limits.ts). */
export function odfRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono<AuthEnv>().post('/odf', requirePermission(ctx, 'import.run'), async (c) => {
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
    const message = await parseOdfOffThread(xml)
    return c.json(await applyOdf(db, message, ctx.calendar.timeZone), 200)
  })
}
