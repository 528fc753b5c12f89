import type { Context, MiddlewareHandler } from 'hono'
import { clientAddress, type TrustedProxies } from './client-address.ts'
import { addressKey, type RateLimit, RateLimiter, rateLimit } from './rate-limit.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/**
 * Sign-ups per client address per hour (PODIUM_SIGNUP_LIMIT_PER_HOUR), as a burst then one every 3 minutes: a family
 * at a stadium shares one address and signs up a few accounts at once; 100 accounts in 6 s (issue 14) is not a
 * family. A venue whose Wi-Fi puts the whole crowd behind one address raises it.
 */
export const DEFAULT_SIGNUPS_PER_HOUR = 20

/**
 * Client-error reports: the error screen sends one per failure, so 10 a minute from one address is a broken page in
 * a loop at most; 300 a minute from everyone together is a major outage's worth (its first reports tell the story)
 * and at the largest report (~25 KB) at most ~7 MB a minute before pruning keeps the table under its ceiling.
 */
export const CLIENT_ERRORS_PER_ADDRESS: RateLimit = { limit: 10, windowMs: MINUTE_MS }
export const CLIENT_ERRORS_IN_ALL: RateLimit = { limit: 300, windowMs: MINUTE_MS }

/**
 * Push subscriptions (decision 056): a browser writes its subscription when alerts are turned on and again when its
 * settings or follows change, so a family is a few dozen writes an hour; a venue behind one address is many
 * families, hence per address 120 an hour, and 3,000 a minute from everyone (a flood of made-up subscriptions).
 */
export const PUSH_WRITES_PER_ADDRESS: RateLimit = { limit: 120, windowMs: HOUR_MS }
export const PUSH_WRITES_IN_ALL: RateLimit = { limit: 3_000, windowMs: MINUTE_MS }

export interface PublicWriteLimits {
  signup: MiddlewareHandler
  clientErrors: MiddlewareHandler
  pushSubscriptions: MiddlewareHandler
}

/**
 * The anonymous writes' rate limits (429 `rate_limited` with Retry-After), per instance, keyed by the client's
 * address (behind our proxies, the one they forward). A request without a peer address (only an in-process test
 * makes one) has no per-address limit; the global one still counts it.
 */
export function publicWriteLimits(options: {
  proxies: () => TrustedProxies
  signupsPerHour: number
  now: () => number
}): PublicWriteLimits {
  const byAddress = (c: Context) => {
    const address = clientAddress(c, options.proxies())
    return address ? addressKey(address) : null
  }
  const signups = new RateLimiter({ limit: options.signupsPerHour, windowMs: HOUR_MS }, options.now)
  const reportsByAddress = new RateLimiter(CLIENT_ERRORS_PER_ADDRESS, options.now)
  const reportsInAll = new RateLimiter(CLIENT_ERRORS_IN_ALL, options.now, 1)
  const pushByAddress = new RateLimiter(PUSH_WRITES_PER_ADDRESS, options.now)
  const pushInAll = new RateLimiter(PUSH_WRITES_IN_ALL, options.now, 1)
  return {
    // A form the validation refused (400) cost nothing and does not count: a family's typos must not use it up.
    signup: rateLimit([{ limiter: signups, key: byAddress }], (status) => status === 400),
    clientErrors: rateLimit([
      { limiter: reportsByAddress, key: byAddress },
      { limiter: reportsInAll, key: () => 'all' },
    ]),
    pushSubscriptions: rateLimit(
      [
        { limiter: pushByAddress, key: byAddress },
        { limiter: pushInAll, key: () => 'all' },
      ],
      (status) => status === 400,
    ),
  }
}
