import { and, count, eq, gt, max, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { loginAttempts } from '../../db/schema.ts'

export interface Failures {
  n: number
  last: Date | null
}

/** Takes the transaction's advisory lock on a throttle key (`login:<username>`, `login-address:<address>`). */
export async function lockLoginKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
}

export async function failuresOfUsername(tx: Tx, username: string, since: Date): Promise<Failures> {
  const recent = and(eq(loginAttempts.username, username), gt(loginAttempts.at, since))
  // By id, not time: attempts of one username are written one at a time under its lock, and may share an instant.
  const lastSuccess = tx
    .select({ id: max(loginAttempts.id) })
    .from(loginAttempts)
    .where(and(recent, eq(loginAttempts.success, true)))
  const [row] = await tx
    .select({ n: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(recent, eq(loginAttempts.success, false), gt(loginAttempts.id, sql`coalesce((${lastSuccess}), 0)`)))
  return { n: Number(row?.n ?? 0), last: row?.last ?? null }
}

export async function failuresOfAddress(tx: Tx, address: string, since: Date): Promise<Failures> {
  const [row] = await tx
    .select({ n: count(), last: max(loginAttempts.at) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.address, address), eq(loginAttempts.success, false), gt(loginAttempts.at, since)))
  return { n: Number(row?.n ?? 0), last: row?.last ?? null }
}

/** Records an attempt as a failure; returns its id. */
export async function insertFailedAttempt(
  tx: Tx,
  attempt: { username: string; address: string | null; at: Date },
): Promise<number> {
  const [row] = await tx
    .insert(loginAttempts)
    .values({ ...attempt, success: false })
    .returning({ id: loginAttempts.id })
  if (!row) throw new Error('The login attempt was not recorded.')
  return row.id
}

export async function markLoginSucceeded(db: Db | Tx, attemptId: number): Promise<void> {
  await db.update(loginAttempts).set({ success: true }).where(eq(loginAttempts.id, attemptId))
}
