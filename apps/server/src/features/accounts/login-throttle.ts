/**
 * Login throttling (decision 022): a delay that doubles with each failure past a free allowance, per username and per
 * client address, instead of a hard lock. The attempt is written before the password is checked, under a lock, so
 * parallel attempts on any instance queue and each one counts those before it.
 */
import type { Db } from '../../db/client.ts'
import {
  type Failures,
  failuresOfAddress,
  failuresOfUsername,
  insertFailedAttempt,
  lockLoginKey,
} from './login-throttle.repo.ts'

export { markLoginSucceeded } from './login-throttle.repo.ts'

export interface DelayPolicy {
  /** Failures older than this are forgotten. */
  windowMs: number
  /** Failures allowed without any wait (typos). */
  free: number
  /** The wait after the first failure past the allowance; it doubles with each further one. */
  firstDelayMs: number
  /** The longest wait: the owner of an attacked account waits minutes at most, never a long lock. */
  maxDelayMs: number
}

/** Failures since the username's last successful login: 5 free, then 1 s, 2 s, 4 s… up to 5 minutes. */
export const USERNAME_POLICY: DelayPolicy = {
  windowMs: 60 * 60_000,
  free: 5,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60_000,
}

/**
 * Failures from one client address, whatever the username (spraying one password over many accounts). High and
 * gently capped: a stadium's NAT or a venue proxy puts thousands of honest people behind one address.
 */
export const ADDRESS_POLICY: DelayPolicy = {
  windowMs: 60 * 60_000,
  free: 100,
  firstDelayMs: 1000,
  maxDelayMs: 60_000,
}

/** How long after the latest of `failures` failures the next attempt must wait. */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures < policy.free) return 0
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.free))
}

function remainingWait({ n, last }: Failures, policy: DelayPolicy, now: Date): number {
  const delay = delayAfter(n, policy)
  if (!delay || !last) return 0
  // A clock moved back must not stretch the wait past the delay itself.
  return Math.min(delay, Math.max(0, last.getTime() + delay - now.getTime()))
}

export type LoginAttempt = { attemptId: number } | { retryAfterMs: number }

/**
 * Refuses the attempt while a delay runs (nothing is written: waiting out a delay does not lengthen it), or records it
 * as a failure and returns its id; `markLoginSucceeded` corrects the row once the password proved right.
 */
export async function beginLoginAttempt(
  db: Db,
  attempt: { username: string; address: string | null; now: Date },
): Promise<LoginAttempt> {
  const username = attempt.username.toLowerCase()
  const { address, now } = attempt
  return db.transaction(async (tx) => {
    // Always the username's lock before the address's, so two attempts can never wait on each other.
    await lockLoginKey(tx, `login:${username}`)
    if (address) await lockLoginKey(tx, `login-address:${address}`)
    const since = (policy: DelayPolicy) => new Date(now.getTime() - policy.windowMs)
    const byUsername = await failuresOfUsername(tx, username, since(USERNAME_POLICY))
    const byAddress = address ? await failuresOfAddress(tx, address, since(ADDRESS_POLICY)) : { n: 0, last: null }
    const wait = Math.max(
      remainingWait(byUsername, USERNAME_POLICY, now),
      remainingWait(byAddress, ADDRESS_POLICY, now),
    )
    if (wait > 0) return { retryAfterMs: wait }
    return { attemptId: await insertFailedAttempt(tx, { username, address, at: now }) }
  })
}
