import type { AccessLogCount, DeviceClass } from '@podium/domain'
import { and, gte, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accessLogDaily } from '../../db/schema.ts'

/** The daily roll-ups between two days, both included (never the raw rows). */
export async function selectDailyCounts(db: Db, range: { from: string; to: string }): Promise<AccessLogCount[]> {
  const rows = await db
    .select({
      day: accessLogDaily.day,
      status: accessLogDaily.status,
      device: accessLogDaily.device,
      count: accessLogDaily.count,
    })
    .from(accessLogDaily)
    .where(and(gte(accessLogDaily.day, range.from), lte(accessLogDaily.day, range.to)))
  return rows.map((r) => ({ ...r, device: r.device as DeviceClass }))
}
