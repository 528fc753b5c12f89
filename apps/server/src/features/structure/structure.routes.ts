import { EventFormatSchema, type EventStructure } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readEventStructure } from './structure.service.ts'
import { putEventFormat, removeEventFormat } from './structure-admin.service.ts'

/** Results change the structure: clients reuse a copy for a few seconds, the live stream tells open screens sooner. */
const STRUCTURE_CACHE = { maxAge: 5, staleWhileRevalidate: 30 }

/**
 * Keyed under `schedule:` so that every unit and result change (and a `structure` event) drops it
 * (live/invalidation.ts), as the standings are.
 */
const STRUCTURE_CACHE_PREFIX = 'schedule:structure:'

const EVENT_CODE = /^[A-Za-z0-9_.-]{1,64}$/

export function structureRoutes(ctx: AppContext) {
  const { db } = ctx.database
  const eventCode = (code: string) => {
    if (!EVENT_CODE.test(code)) throw notFound('No such event.')
    return code
  }
  const prepared = (c: Parameters<typeof requestLocale>[0], code: string) => {
    const locale = requestLocale(c)
    return ctx.cache.get<EventStructure>(`${STRUCTURE_CACHE_PREFIX}${code}:${locale}`, async () => {
      const structure = await readEventStructure(db, locale, code)
      if (!structure) throw notFound('No such event.')
      return structure
    })
  }
  return new Hono<AuthEnv>()
    .get('/events/:code/structure', async (c) => {
      const code = eventCode(c.req.param('code'))
      return sendPreparedJson(c, await prepared(c, code), STRUCTURE_CACHE)
    })
    .put('/admin/events/:code/format', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = eventCode(c.req.param('code'))
      const format = await readJsonBody(c, EventFormatSchema)
      await putEventFormat(db, code, format, c.get('actor'))
      const structure = await readEventStructure(db, requestLocale(c), code)
      if (!structure) throw notFound('No such event.')
      return c.json(structure)
    })
    .delete('/admin/events/:code/format', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = eventCode(c.req.param('code'))
      await removeEventFormat(db, code, c.get('actor'))
      return c.body(null, 204)
    })
}
