import { asc, desc, gt, sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'

/** A row of the live journal. */
export type LiveEventRow = typeof liveEvents.$inferSelect

/**
 * Appends a row to the journal and NOTIFYs `channel` with its id, in the caller's transaction. Writers take turns
 * until commit (an advisory lock), so journal ids become visible in order and no reader skips a late commit.
 */
export async function insertLiveEventAndNotify(
  tx: Tx | Db,
  channel: string,
  row: { kind: string; payload: unknown },
): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${channel}))`)
  const [inserted] = await tx.insert(liveEvents).values(row).returning({ id: liveEvents.id })
  if (!inserted) throw new Error('live event not recorded')
  await tx.execute(sql`select pg_notify(${channel}, ${String(inserted.id)})`)
  return inserted.id
}

/** The latest `limit` journal rows, newest first. */
export function selectLatestLiveEvents(db: Db, limit: number): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).orderBy(desc(liveEvents.id)).limit(limit)
}

/** Up to `limit` journal rows after `afterId`, oldest first. */
export function selectLiveEventsAfter(db: Db, afterId: number, limit: number): Promise<LiveEventRow[]> {
  return db.select().from(liveEvents).where(gt(liveEvents.id, afterId)).orderBy(asc(liveEvents.id)).limit(limit)
}
