import {
  type AccessLogCount,
  AccessLogQuerySchema,
  type DeviceClass,
  resolveAccessLogRange,
  summariseAccessLog,
} from '@podium/domain'
import { and, gte, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { accessLogDaily } from '../../db/schema.ts'
import { type AuthEnv, requireRole, STAFF_ROLES } from '../../http/auth.ts'
import { readQuery } from '../../http/validate.ts'

/** The access-log dashboard (admin and staff): read from the daily roll-ups, never from the raw rows. */
export function accessLogRoutes(ctx: AppContext) {
  const db = ctx.database.db
  return new Hono<AuthEnv>().get('/access-log', requireRole(ctx, STAFF_ROLES), async (c) => {
    const query = readQuery(c, AccessLogQuerySchema)
    const range = resolveAccessLogRange(query, ctx.clock.today())
    const rows = await db
      .select({
        day: accessLogDaily.day,
        status: accessLogDaily.status,
        device: accessLogDaily.device,
        count: accessLogDaily.count,
      })
      .from(accessLogDaily)
      .where(and(gte(accessLogDaily.day, range.from), lte(accessLogDaily.day, range.to)))
    c.header('Cache-Control', 'private, no-store')
    return c.json(
      summariseAccessLog(
        rows.map((r): AccessLogCount => ({ ...r, device: r.device as DeviceClass })),
        { view: query.view, ...range },
      ),
    )
  })
}
