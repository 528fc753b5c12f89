import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { clientErrors } from '../../db/schema.ts'
import { readJsonBody } from '../../http/validate.ts'

/** What the web app reports when it shows the error screen (spec §8: status, message, stack, path, timestamp). */
export const ClientErrorReportSchema = z.object({
  status: z.number().int().min(0).max(999).nullish(),
  message: z.string().trim().min(1).max(2_000),
  stack: z.string().max(20_000).nullish(),
  path: z.string().max(2_000).nullish(),
  timestamp: z.iso.datetime({ offset: true }).nullish(),
})

export function clientErrorRoutes(ctx: AppContext) {
  return new Hono().post('/client-errors', async (c) => {
    const report = await readJsonBody(c, ClientErrorReportSchema)
    await ctx.database.db.insert(clientErrors).values({
      status: report.status ?? null,
      message: report.message,
      stack: report.stack ?? null,
      path: report.path ?? null,
      at: report.timestamp ? new Date(report.timestamp) : new Date(),
      userAgent: c.req.header('user-agent')?.slice(0, 500) ?? null,
    })
    return c.body(null, 204)
  })
}
