import { and, eq, gt, lt } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { sessions, users } from '../../db/schema.ts'

export async function insertSession(db: Db | Tx, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values)
}

/** The active user of an unexpired session, with when it was last seen. */
export async function selectSessionUser(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.active, true)))
    .limit(1)
  return row
}

/** Writes `lastSeenAt`, guarded on the old value being before `seenBefore` (of parallel requests, one writes). */
export async function touchSession(db: Db, tokenHash: string, now: Date, seenBefore: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.tokenHash, tokenHash), lt(sessions.lastSeenAt, seenBefore)))
}

export async function deleteSessionByHash(db: Db | Tx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
}
