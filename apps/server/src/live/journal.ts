import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'

/** The NOTIFY channel every instance LISTENs on; the payload is the journal row's id. */
export const LIVE_CHANNEL = 'podium_live'

/** What changed: a unit's statuses, a unit's results, an event's medallists; `reset`: everything (an import). */
export type LiveEventKind = 'unit' | 'result' | 'medal' | 'reset'

export interface LiveEventPayload {
  unitCode?: string
  eventCode?: string | null
  disciplineCode?: string | null
  [key: string]: unknown
}

export interface LiveEvent {
  id: number
  at: string
  kind: LiveEventKind
  payload: LiveEventPayload
}

/**
 * Records a change in the live journal and announces it, inside the caller's transaction: PostgreSQL delivers the
 * NOTIFY only when the transaction commits, so listeners never see a change that was rolled back.
 */
export async function publishLiveEvent(tx: Tx | Db, kind: LiveEventKind, payload: LiveEventPayload): Promise<number> {
  // Writers take turns until commit, so journal ids become visible in order and no reader skips a late commit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}))`)
  const [row] = await tx.insert(liveEvents).values({ kind, payload }).returning({ id: liveEvents.id })
  if (!row) throw new Error('live event not recorded')
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row.id)})`)
  return row.id
}
