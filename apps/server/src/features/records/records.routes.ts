import { PutRecordsSchema, type RecordsAnswer } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { putRecords, readRecords } from './records.service.ts'

/** Records change with results: a copy for a few seconds, the live stream tells open screens sooner. */
const RECORDS_CACHE = { maxAge: 5 }

/**
 * `GET /api/v1/records` (public) and `PUT /api/v1/records` (whoever may import: the organiser's records). The read
 * model is keyed under `schedule:` so that results, records and resets drop it (live/invalidation.ts).
 */
export function recordsRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono<AuthEnv>()
    .get('/records', async (c) => {
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<RecordsAnswer>(`schedule:records:${locale}`, () => readRecords(db, locale))
      return sendPreparedJson(c, prepared, RECORDS_CACHE)
    })
    .put('/records', requirePermission(ctx, 'import.run'), async (c) => {
      const body = await readJsonBody(c, PutRecordsSchema)
      return c.json({ records: await putRecords(db, body, c.get('actor')) })
    })
}
