import { ClientErrorReportSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { escapeControlCharacters } from '../../http/control-characters.ts'
import { readJsonBody } from '../../http/validate.ts'
import { insertClientError } from './client-errors.repo.ts'

/**
 * `POST /api/v1/client-errors` (public): rate limited per address and in all (http/public-write-limits.ts), pruned
 * by age and row count (client-errors.retention.ts).
 */
export function clientErrorRoutes(ctx: AppContext) {
  return new Hono().post('/client-errors', async (c) => {
    const report = await readJsonBody(c, ClientErrorReportSchema)
    const now = ctx.clock.now()
    const reported = report.timestamp ? new Date(report.timestamp) : now
    await insertClientError(ctx.database.db, {
      status: report.status ?? null,
      message: report.message,
      stack: report.stack ?? null,
      path: report.path ?? null,
      // Never in the future: retention goes by this time, and a report dated 2099 would otherwise stay for good.
      at: new Date(Math.min(reported.getTime(), now.getTime())),
      userAgent: escapeControlCharacters(c.req.header('user-agent') ?? '').slice(0, 500) || null,
    })
    return c.body(null, 204)
  })
}
