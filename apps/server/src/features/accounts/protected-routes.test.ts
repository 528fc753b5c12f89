/**
 * Every write of the accounts issue refuses a missing, expired, unknown or wrong-role session (401/403) and changes
 * nothing in the database.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_ADMIN_TOKEN, TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { hashToken } from './sessions.ts'
import { json, loginCookie } from './test-session.ts'

const WRITES: { name: string; path: string; body: unknown }[] = [
  { name: 'trivia start', path: '/api/v1/trivia/1/start', body: {} },
  { name: 'trivia attempt', path: '/api/v1/trivia/1/attempts', body: { answers: {} } },
  { name: 'QR scan', path: '/api/v1/qr/scan', body: { code: 'podium-trivia-1' } },
  { name: 'feedback', path: '/api/v1/feedback', body: { sentiment: 'happy', suggestion: 'A long enough idea' } },
  { name: 'safe-sport watched', path: '/api/v1/me/safe-sport', body: {} },
]
const READS = ['/api/v1/trivia', '/api/v1/trivia/1']

let t: TestApp
let expiredCookie: string
let guestCookie: string

async function snapshot() {
  const { rows } = (await t.db.database.db.execute(sql`select
    (select count(*) from trivia_attempts)::int as attempts, (select count(*) from points_ledger)::int as points,
    (select count(*) from feedback)::int as feedback, (select count(*) from users where video_viewed)::int as viewed`)) as unknown as {
    rows: unknown[]
  }
  return rows[0]
}

beforeAll(async () => {
  t = await createTestApp()
  guestCookie = await loginCookie(t, 'demo-guest')
  // An expired session of a real, allowed user.
  const expired = 'expired-session-token-for-tests-0123456789'
  await t.db.database.db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at) select ${hashToken(expired)}, id, ${new Date(TEST_NOW.getTime() - 1000)} from users where username = 'demo-athlete'`,
  )
  expiredCookie = `podium_session=${expired}`
})
afterAll(() => t.close())

describe.each(WRITES)('$name ($path)', ({ path, body }) => {
  it.each([
    ['no session', {}, 401],
    ['an unknown cookie', { cookie: 'podium_session=not-a-real-token' }, 401],
    ['an unknown Bearer token', { Authorization: 'Bearer not-a-real-token-0123456789' }, 401],
    ['an expired session', 'expired', 401],
    ['a guest-type user (wrong role)', 'guest', 403],
    ['the admin token (no user account)', { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, 403],
  ] as const)('refuses %s and changes nothing', async (_, headers, status) => {
    const before = await snapshot()
    const h =
      headers === 'expired' ? { cookie: expiredCookie } : headers === 'guest' ? { cookie: guestCookie } : headers
    const res = await t.request(path, json(body, h))
    expect(res.status).toBe(status)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      status === 401 ? 'unauthorized' : 'forbidden',
    )
    expect(await snapshot()).toEqual(before)
  })
})

describe('per-user reads', () => {
  it.each(READS)('%s needs a session', async (path) => {
    expect((await t.request(path)).status).toBe(401)
    expect((await t.request(path, { headers: { cookie: expiredCookie } })).status).toBe(401)
    expect((await t.request(path, { headers: { cookie: guestCookie } })).status).toBe(403)
  })
})
