import type { AccessLogCount, DeviceClass } from '@podium/domain'
import { and, gte, lt, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { accessLogDaily, accessLogs } from '../../db/schema.ts'

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

/** The raw rows the access logger writes: one request each. */
export interface AccessLogRow {
  at: Date
  method: string
  path: string
  status: number
  durationMs: number
  device: DeviceClass
  userId: number | null
}

/** Deletes raw rows older than `cutoff`; returns how many went. */
export async function deleteAccessLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(accessLogs).where(lt(accessLogs.at, cutoff)).returning({ id: accessLogs.id })
  return deleted.length
}

/**
 * Inserts a batch of raw rows as one statement with seven array parameters, however long the batch: binding thousands
 * of row parameters costs more than the insert itself (and PGlite runs on the event loop).
 */
export async function insertAccessLogs(tx: Tx, batch: AccessLogRow[]): Promise<void> {
  await tx.execute(sql`
          insert into access_logs (at, method, path, status, duration_ms, device, user_id)
          select * from unnest(
            ${sql.param(batch.map((e) => e.at.toISOString()))}::timestamptz[], ${sql.param(batch.map((e) => e.method))}::text[],
            ${sql.param(batch.map((e) => e.path))}::text[], ${sql.param(batch.map((e) => e.status))}::smallint[],
            ${sql.param(batch.map((e) => e.durationMs))}::real[], ${sql.param(batch.map((e) => e.device))}::text[],
            ${sql.param(batch.map((e) => e.userId))}::integer[])`)
}

/** Adds counts and duration sums to the daily roll-ups (by day, status and device). */
export async function addToDailyCounts(
  tx: Tx,
  rollups: { day: string; status: number; device: string; count: number; durationMsSum: number }[],
): Promise<void> {
  await tx
    .insert(accessLogDaily)
    .values(rollups)
    .onConflictDoUpdate({
      target: [accessLogDaily.day, accessLogDaily.status, accessLogDaily.device],
      set: {
        count: sql`${accessLogDaily.count} + excluded.count`,
        durationMsSum: sql`${accessLogDaily.durationMsSum} + excluded.duration_ms_sum`,
      },
    })
}
