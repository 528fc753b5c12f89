/**
 * The session-level advisory locks of leader.ts, asked on the connection that holds them (a lock lives as long as its
 * session, so these run on a dedicated `pg` client rather than through Drizzle's pool).
 */
import type pg from 'pg'

/** Takes the lock when free; false when another session holds it. */
export async function tryAdvisoryLock(client: pg.Client, key: number): Promise<boolean> {
  const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [key])
  return rows[0]?.locked === true
}

/** Waits until the lock is free and takes it. */
export async function waitForAdvisoryLock(client: pg.Client, key: number): Promise<void> {
  await client.query('select pg_advisory_lock($1)', [key])
}
