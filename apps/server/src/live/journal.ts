import type { LiveEvent, LiveEventKind, LivePayloadOf } from '@podium/domain'
import { sql } from 'drizzle-orm'
import type { Db, Tx } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'
import { notePublished } from './read-your-writes.ts'

/** The NOTIFY channel every instance LISTENs on; the payload is the journal row's id. */
export const LIVE_CHANNEL = 'podium_live'

/** The journal's rows are the domain's live events (kind → payload); the stream sends them as they are. */
export type { LiveEvent, LiveEventKind, LivePayloadOf } from '@podium/domain'
/** Any kind's payload, as a journal row stores it. */
export type LiveEventPayload = LiveEvent['payload']

/**
 * Records a change in the live journal and announces it, inside the caller's transaction: PostgreSQL delivers the
 * NOTIFY only when the transaction commits, so listeners never see a change that was rolled back.
 */
export async function publishLiveEvent<K extends LiveEventKind>(
  tx: Tx | Db,
  kind: K,
  payload: LivePayloadOf<K>,
): Promise<number> {
  // Writers take turns until commit, so journal ids become visible in order and no reader skips a late commit.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${LIVE_CHANNEL}))`)
  const [row] = await tx.insert(liveEvents).values({ kind, payload }).returning({ id: liveEvents.id })
  if (!row) throw new Error('live event not recorded')
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${String(row.id)})`)
  notePublished()
  return row.id
}
