import { createHash, randomBytes } from 'node:crypto'
import { DAY_MS, HOUR_MS } from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { deleteSessionByHash, insertSession, selectSessionUser, touchSession } from './sessions.repo.ts'

export interface SessionLifetime {
  /** The session ends this long after its last request. */
  idleMs: number
  /** And this long after the login, however busy. */
  absoluteMs: number
}

/**
 * Organisers' sessions can change results and accounts: a working day at most, and a few hours unused. Everyone
 * else keeps a session through the games (they run ten days) unless the phone sits unused for three days.
 */
const ORGANISER_LIFETIME: SessionLifetime = { idleMs: 4 * HOUR_MS, absoluteMs: DAY_MS }
const DEFAULT_LIFETIME: SessionLifetime = { idleMs: 3 * DAY_MS, absoluteMs: 14 * DAY_MS }

export function sessionLifetime(userType: string): SessionLifetime {
  return userType === 'admin' || userType === 'staff' ? ORGANISER_LIFETIME : DEFAULT_LIFETIME
}

/** How stale `last_seen_at` may get before a request writes it: one write per session every few minutes, not per request. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60_000

/** Only the SHA-256 of a token is stored: a leaked sessions table opens no session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export async function createSession(
  db: Db | Tx,
  user: { id: number; userType: string },
  now: Date,
  userAgent: string | undefined,
) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + sessionLifetime(user.userType).absoluteMs)
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt,
    lastSeenAt: now,
    userAgent: userAgent?.slice(0, 300),
  })
  return { token, expiresAt }
}

/** The active user of a session that has neither expired nor idled out, or undefined. */
export async function findSessionUser(db: Db, token: string, now: Date) {
  const tokenHash = hashToken(token)
  const row = await selectSessionUser(db, tokenHash, now)
  if (!row) return undefined
  const idleFor = now.getTime() - row.lastSeenAt.getTime()
  if (idleFor >= sessionLifetime(row.user.userType).idleMs) {
    await deleteSessionByHash(db, tokenHash)
    return undefined
  }
  if (idleFor >= LAST_SEEN_RESOLUTION_MS) {
    // Guarded on the old value: of parallel requests, one writes.
    await touchSession(db, tokenHash, now, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS))
  }
  return row.user
}

export async function deleteSession(db: Db | Tx, token: string): Promise<void> {
  await deleteSessionByHash(db, hashToken(token))
}
