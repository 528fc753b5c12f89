/**
 * Anonymous writes (issue 14, item 9): sign-up and client-error reports are rate limited per client address (and
 * reports in all), and client errors are pruned by age and by a row ceiling. Time is a clock the test moves.
 */
import { DAY_MS } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { type Clock, dayInTimeZone } from '../src/clock.ts'
import { clientErrors } from '../src/db/schema.ts'
import { readEnv } from '../src/env.ts'
import { pruneClientErrors } from '../src/features/client-errors/client-errors.retention.ts'
import { trustedProxies } from '../src/http/client-address.ts'
import {
  CLIENT_ERRORS_IN_ALL,
  CLIENT_ERRORS_PER_ADDRESS,
  DEFAULT_SIGNUPS_PER_HOUR,
} from '../src/http/public-write-limits.ts'
import { addressKey, RateLimiter } from '../src/http/rate-limit.ts'
import { TEST_NOW } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** A clock the test moves by hand. */
function movableClock(): Clock & { advance(ms: number): void } {
  let at = TEST_NOW.getTime()
  const timeZone = 'America/Sao_Paulo'
  return {
    now: () => new Date(at),
    today: () => dayInTimeZone(new Date(at), timeZone),
    timeZone,
    advance: (ms) => {
      at += ms
    },
  }
}

let t: TestApp
let clock: ReturnType<typeof movableClock>
beforeAll(async () => {
  clock = movableClock()
  t = await createTestApp({ clock })
})
afterAll(() => t.close())

let signupSeq = 0
const signupBody = (username = `rl-user-${signupSeq++}`) => ({
  username,
  password: 'a good password',
  repeatPassword: 'a good password',
  email: `${username}@example.org`,
  cpf: 'AB123456',
})
const post = (app: ReturnType<typeof createApp>, address: string, path: string, body: unknown, headers = {}) =>
  app.request(
    `http://127.0.0.1${path}`,
    { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: address } } },
  )
const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code

describe('sign-up', () => {
  it(`allows ${DEFAULT_SIGNUPS_PER_HOUR} an hour per address by default, then 429 rate_limited with Retry-After`, async () => {
    expect(readEnv({}).PODIUM_SIGNUP_LIMIT_PER_HOUR).toBe(DEFAULT_SIGNUPS_PER_HOUR)
    // With login off every sign-up is a cheap 404, and still counts: the limit is checked before the route runs.
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, loginEnabled: false } })
    for (let i = 0; i < DEFAULT_SIGNUPS_PER_HOUR; i++) {
      expect((await post(app, '198.51.100.7', '/api/v1/auth/signup', signupBody())).status).toBe(404)
    }
    const refused = await post(app, '198.51.100.7', '/api/v1/auth/signup', signupBody())
    expect(refused.status).toBe(429)
    expect(await errorCode(refused)).toBe('rate_limited')
    // The bucket refills one sign-up every hour / limit.
    expect(Number(refused.headers.get('retry-after'))).toBe(HOUR_MS / DEFAULT_SIGNUPS_PER_HOUR / 1000)
    // Another address (another family) is not affected.
    expect((await post(app, '198.51.100.8', '/api/v1/auth/signup', signupBody())).status).toBe(404)
  })

  it('PODIUM_SIGNUP_LIMIT_PER_HOUR sets the limit; refused forms do not count; time refills it', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, signupsPerHour: 2 } })
    const from = '203.0.113.20'
    // Typos (400) cost the family nothing.
    for (let i = 0; i < 5; i++) {
      const res = await post(app, from, '/api/v1/auth/signup', { ...signupBody(), repeatPassword: 'typo' })
      expect(res.status).toBe(400)
    }
    expect((await post(app, from, '/api/v1/auth/signup', signupBody())).status).toBe(201)
    expect((await post(app, from, '/api/v1/auth/signup', signupBody())).status).toBe(201)
    expect((await post(app, from, '/api/v1/auth/signup', signupBody())).status).toBe(429)
    clock.advance(HOUR_MS / 2)
    expect((await post(app, from, '/api/v1/auth/signup', signupBody())).status).toBe(201)
    expect((await post(app, from, '/api/v1/auth/signup', signupBody())).status).toBe(429)
  })

  it('an IPv6 home is one client (its /64), and a spoofed X-Forwarded-For changes nothing without a trusted proxy', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, signupsPerHour: 1 } })
    expect((await post(app, '2001:db8:1:2::1', '/api/v1/auth/signup', signupBody())).status).toBe(201)
    expect((await post(app, '2001:db8:1:2:ffff::9', '/api/v1/auth/signup', signupBody())).status).toBe(429)
    expect((await post(app, '2001:db8:1:3::1', '/api/v1/auth/signup', signupBody())).status).toBe(201)

    expect((await post(app, '192.0.2.50', '/api/v1/auth/signup', signupBody())).status).toBe(201)
    const spoofed = await post(app, '192.0.2.50', '/api/v1/auth/signup', signupBody(), {
      'X-Forwarded-For': '192.0.2.99',
    })
    expect(spoofed.status).toBe(429)
  })

  it('behind a trusted proxy, each forwarded client has its own budget', async () => {
    const app = createApp({
      ...t.ctx,
      config: { ...t.ctx.config, signupsPerHour: 1, trustedProxies: trustedProxies(['10.0.0.1']) },
    })
    const via = (client: string) =>
      post(app, '10.0.0.1', '/api/v1/auth/signup', signupBody(), { 'X-Forwarded-For': client })
    expect((await via('192.0.2.1')).status).toBe(201)
    expect((await via('192.0.2.1')).status).toBe(429)
    expect((await via('192.0.2.2')).status).toBe(201)
  })
})

describe('client-error reports', () => {
  const report = (app: ReturnType<typeof createApp>, address: string) =>
    post(app, address, '/api/v1/client-errors', { message: 'Boom' })

  it(`allow ${CLIENT_ERRORS_PER_ADDRESS.limit} a minute per address and ${CLIENT_ERRORS_IN_ALL.limit} a minute in all`, async () => {
    const app = createApp(t.ctx)
    const count = async () => t.ctx.database.db.$count(clientErrors)
    const before = await count()
    for (let i = 0; i < CLIENT_ERRORS_PER_ADDRESS.limit; i++)
      expect((await report(app, '198.51.100.1')).status).toBe(204)
    const refused = await report(app, '198.51.100.1')
    expect(refused.status).toBe(429)
    expect(await errorCode(refused)).toBe('rate_limited')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    // A botnet: every address new, the global budget stops it.
    let accepted = CLIENT_ERRORS_PER_ADDRESS.limit
    let globalRefusal: Response | undefined
    for (let i = 0; i < CLIENT_ERRORS_IN_ALL.limit + 10 && !globalRefusal; i++) {
      const res = await report(app, `10.9.${Math.floor(i / 250)}.${i % 250}`)
      if (res.status === 204) accepted++
      else globalRefusal = res
    }
    expect(accepted).toBe(CLIENT_ERRORS_IN_ALL.limit)
    expect(globalRefusal?.status).toBe(429)
    expect(await count()).toBe(before + CLIENT_ERRORS_IN_ALL.limit)

    // A minute later the budgets are back.
    clock.advance(MINUTE_MS)
    expect((await report(app, '198.51.100.1')).status).toBe(204)
  })
})

describe('client-error retention', () => {
  it('prunes reports older than the retention and, past the ceiling, the oldest; a future date is stored as now', async () => {
    const db = t.ctx.database.db
    await db.delete(clientErrors)
    const now = clock.now()
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
    const app = createApp(t.ctx)
    const send = (message: string, timestamp: string) =>
      post(app, '192.0.2.200', '/api/v1/client-errors', { message, timestamp })
    expect((await send('old', daysAgo(40))).status).toBe(204)
    expect((await send('recent', daysAgo(2))).status).toBe(204)
    expect((await send('from the future', '2099-01-01T00:00:00Z')).status).toBe(204)
    expect((await send('newest', daysAgo(0))).status).toBe(204)
    const future = await queryRows<{ at: string | Date }>(
      t.ctx.database,
      sql`select at from client_errors where message = 'from the future'`,
    )
    expect(new Date(future[0]?.at ?? 0).getTime()).toBe(now.getTime())

    expect(await pruneClientErrors(db, now, { retentionDays: 30, maxRows: 100 })).toBe(1)
    expect(await pruneClientErrors(db, now, { retentionDays: 30, maxRows: 2 })).toBe(1)
    const left = await queryRows<{ message: string }>(
      t.ctx.database,
      sql`select message from client_errors order by id`,
    )
    expect(left.map((r) => r.message)).toEqual(['from the future', 'newest'])
    // Nothing in the future stays for good: 30 days on, it is old like the rest.
    expect(
      await pruneClientErrors(db, new Date(now.getTime() + 31 * DAY_MS), { retentionDays: 30, maxRows: 100 }),
    ).toBe(2)
  })
})

describe('the limiter itself', () => {
  it('keeps at most its key cap in memory, forgetting the least recently seen', () => {
    let now = 0
    const limiter = new RateLimiter({ limit: 1, windowMs: HOUR_MS }, () => now, 100)
    expect(limiter.take('kept')).toBe(0)
    for (let i = 0; i < 1_000; i++) {
      limiter.take(`10.0.${Math.floor(i / 256)}.${i % 256}`)
      // 'kept' is seen again now and then, so it is never the least recent.
      if (i % 50 === 0) expect(limiter.take('kept')).toBeGreaterThan(0)
    }
    expect(limiter.size).toBe(100)
    now += HOUR_MS
    expect(limiter.take('kept')).toBe(0)
  })

  it('keys IPv6 by /64 and IPv4 as is', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('192.0.2.1')).toBe('192.0.2.1')
  })
})
