import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { escapeControlCharacters } from '../../http/control-characters.ts'
import { readJsonBody } from '../../http/validate.ts'
import { insertClientError } from './client-errors.repo.ts'

/**
 * What the web app reports when it shows the error screen (docs/product-rules.md §8: status, message, stack, path,
 * timestamp).
 */
export const ClientErrorReportSchema = z.object({
  status: z.number().int().min(0).max(999).nullish(),
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(20_000).nullish(),
  path: z.string().max(2_000).nullish(),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
})

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
