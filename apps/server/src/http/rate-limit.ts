import { isIP } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import { HttpError } from './errors.ts'

/** How many requests a key may make: a burst of `limit`, then refilled at `limit` per `windowMs` (a token bucket). */
export interface RateLimit {
  limit: number
  windowMs: number
}

/** Keys tracked at most by one limiter (~100 bytes each); past it the least recently seen key is forgotten. */
export const DEFAULT_MAX_KEYS = 10_000

interface Bucket {
  tokens: number
  at: number
}

/**
 * An in-memory token bucket per key, per instance (several instances each allow the limit; for signup and client
 * errors that is acceptable, decision 023). Memory is bounded: at most `maxKeys` keys, least recently seen forgotten
 * first — forgetting a key only gives it a full bucket again, the same as a new address.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()

  constructor(
    private readonly rate: RateLimit,
    private readonly now: () => number,
    private readonly maxKeys = DEFAULT_MAX_KEYS,
  ) {}

  /** Takes one request from the key's budget: 0 when allowed, else the milliseconds until one is. */
  take(key: string): number {
    const bucket = this.current(key)
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1
      return 0
    }
    return Math.ceil(((1 - bucket.tokens) * this.rate.windowMs) / this.rate.limit)
  }

  /** Returns a request taken by `take` (the request turned out not to count). */
  giveBack(key: string): void {
    const bucket = this.buckets.get(key)
    if (bucket) bucket.tokens = Math.min(this.rate.limit, bucket.tokens + 1)
  }

  /** Keys tracked now (for tests and the memory bound). */
  get size(): number {
    return this.buckets.size
  }

  private current(key: string): Bucket {
    const now = this.now()
    const found = this.buckets.get(key)
    // Re-inserting keeps the Map in least-recently-seen order, so the first key is the one to forget.
    if (found) this.buckets.delete(key)
    else if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value as string)
    const bucket = found ?? { tokens: this.rate.limit, at: now }
    // A clock that steps back refills nothing. Multiplying first keeps whole refills exact (no 0.999… token).
    const refill = (Math.max(0, now - bucket.at) * this.rate.limit) / this.rate.windowMs
    bucket.tokens = Math.min(this.rate.limit, bucket.tokens + refill)
    bucket.at = now
    this.buckets.set(key, bucket)
    return bucket
  }
}

/**
 * The key of a client address: an IPv6 address by its /64 (one subscriber's network hands out any address in it,
 * so a key per address would let one home change address per request), an IPv4 address as is.
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address
  const [head = '', tail = ''] = address.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export interface RateLimitRule {
  limiter: RateLimiter
  /** The key of a request, or null when this rule does not apply to it (e.g. no known address). */
  key: (c: Context) => string | null
}

/**
 * Applies every rule to a request: the first rule without budget answers 429 `rate_limited` with `Retry-After`
 * (and requests already taken from the other rules are returned). `giveBackWhen` returns the request to every rule
 * when its response says it cost nothing (e.g. a form the body validation refused).
 */
export function rateLimit(rules: RateLimitRule[], giveBackWhen?: (status: number) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const taken: { rule: RateLimitRule; key: string }[] = []
    for (const rule of rules) {
      const key = rule.key(c)
      if (key === null) continue
      const waitMs = rule.limiter.take(key)
      if (waitMs > 0) {
        for (const t of taken) t.rule.limiter.giveBack(t.key)
        c.header('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))))
        throw new HttpError(429, 'rate_limited', 'Too many requests. Please try again later.')
      }
      taken.push({ rule, key })
    }
    await next()
    if (giveBackWhen?.(c.res.status)) for (const t of taken) t.rule.limiter.giveBack(t.key)
  }
}
