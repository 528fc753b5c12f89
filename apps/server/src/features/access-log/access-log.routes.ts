import { AccessLogQuerySchema, resolveAccessLogRange, summariseAccessLog } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readQuery } from '../../http/validate.ts'
import { selectDailyCounts } from './access-log.repo.ts'

/** The access-log dashboard (admin and staff): read from the daily roll-ups, never from the raw rows. */
export function accessLogRoutes(ctx: AppContext) {
  const db = ctx.database.db
  return new Hono<AuthEnv>().get('/access-log', requirePermission(ctx, 'accessLog.read'), async (c) => {
    const query = readQuery(c, AccessLogQuerySchema)
    const range = resolveAccessLogRange(query, ctx.clock.today())
    const rows = await selectDailyCounts(db, range)
    c.header('Cache-Control', 'private, no-store')
    return c.json(summariseAccessLog(rows, { view: query.view, ...range }))
  })
}
