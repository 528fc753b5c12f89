import type { LiveEvent, LiveEventKind, LivePayloadOf } from '@podium/domain'
import type { Db, Tx } from '../db/client.ts'
import { insertLiveEventAndNotify } from './journal.repo.ts'
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
  const id = await insertLiveEventAndNotify(tx, LIVE_CHANNEL, { kind, payload })
  notePublished()
  return id
}
