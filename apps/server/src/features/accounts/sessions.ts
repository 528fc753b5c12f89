import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users } from '../../db/schema.ts'

/** How long a session lasts without logging in again. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000

/** Only the SHA-256 of a token is stored: a leaked sessions table opens no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export async function createSession(db: Db, userId: number, now: Date, userAgent: string | undefined) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS)
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) })
  return { token, expiresAt }
}

/** The active user of an unexpired session, or undefined. */
export async function findSessionUser(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now), eq(users.active, true)))
    .limit(1)
  return row?.user
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
}
