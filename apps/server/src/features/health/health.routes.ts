import type { Health } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { HttpError } from '../../http/errors.ts'

export function healthRoutes(ctx: AppContext) {
  return new Hono().get('/health', async (c) => {
    try {
      await ctx.database.db.execute(sql`select 1`)
    } catch {
      throw new HttpError(503, 'database_unavailable', 'The database is not answering.')
    }
    c.header('Cache-Control', 'no-store')
    return c.json({ status: 'ok', database: ctx.database.kind } satisfies Health)
  })
}
