/**
 * Walks the API's own route table (so endpoints added later are covered without editing this file) and proves that
 * every write refuses a missing session (401) and a guest-type or athlete session (403) unless it is on one of the
 * short allow-lists below, each with its reason — and that a refused request writes nothing. Admin and staff reads
 * are held to the same rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, type TestApp } from './helpers.ts'
import { type ApiRoute, apiRoutes, fillPath, isWrite, tableCounts } from './security-helpers.ts'

/** Writes anyone may send, without a session. */
const PUBLIC_WRITES: Record<string, string> = {
  'POST /api/v1/auth/login': 'logging in is how a session starts',
  'POST /api/v1/auth/signup': 'creating an account needs no account',
  'POST /api/v1/setup':
    'the first admin of an empty install has no account yet: the one-time code the server printed guards it, and it closes for good once an admin exists (decision 067)',
  'POST /api/v1/auth/logout': 'ends the caller’s own session if any; without one it only clears the cookie',
  'POST /api/v1/client-errors': 'the error screen reports crashes of signed-out visitors too (spec §8)',
  'PUT /api/v1/push/subscription':
    'a visitor without an account gets alerts about the follows kept on the device; the browser’s secret guards it (decision 056)',
  'DELETE /api/v1/push/subscription': 'only the browser holding the subscription’s secret can name it (decision 056)',
}

/** Writes any engaged user may send (athletes, coaches, …): still 401 without a session, 403 for a guest-type user. */
const USER_WRITES: Record<string, string> = {
  'POST /api/v1/feedback': 'every user type but guest sends feedback (spec §6)',
  'POST /api/v1/qr/scan': 'scanning a trivia QR code is for every engaged user',
  'POST /api/v1/trivia/:id/start': 'starting a trivia’s clock is for every engaged user',
  'POST /api/v1/trivia/:id/attempts': 'playing trivia is for every engaged user',
  'POST /api/v1/me/safe-sport': 'marks the caller’s own video as watched',
  'PUT /api/v1/me/follows/:kind/:code': 'the caller’s own follows; a guest follows on the device (decision 054)',
  'DELETE /api/v1/me/follows/:kind/:code': 'the caller’s own follows',
  'POST /api/v1/me/follows/merge': 'the device’s follows into the caller’s own, at login',
  'PUT /api/v1/me/calendar-feed':
    'the caller’s own “my games” feed token; a guest’s feed carries the device’s follows (decision 057)',
  'POST /api/v1/me/calendar-feed/rotate': 'resets the caller’s own “my games” feed address',
}

/** Reads of the caller's own data: 401 without a session. */
const USER_READS = new Set([
  'GET /api/v1/auth/me',
  'GET /api/v1/me/follows',
  'GET /api/v1/trivia',
  'GET /api/v1/trivia/:id',
])

/** Reads for staff and admins only, recognised by path: the same 401/403 rule as the writes. */
const PRIVILEGED_READ = /^\/api\/v1\/(admin|staff|audit|access-log)(\/|$)/

let t: TestApp
let guestCookie: string
let athleteCookie: string
let routes: ApiRoute[]

beforeAll(async () => {
  t = await createTestApp()
  guestCookie = await loginCookie(t, 'demo-guest')
  athleteCookie = await loginCookie(t, 'demo-athlete')
  routes = apiRoutes(t)
})
afterAll(() => t.close())

const key = (r: ApiRoute) => `${r.method} ${r.path}`

function send(route: ApiRoute, headers: Record<string, string>) {
  const url = fillPath(route.path)
  if (route.method === 'GET') return t.request(url, { headers })
  return t.request(url, json({}, headers, route.method))
}

describe('the route table', () => {
  it('has the endpoints this suite knows about (a sanity check that the walk works)', () => {
    const keys = routes.map(key)
    expect(keys).toEqual(expect.arrayContaining(['POST /api/v1/feedback', 'PATCH /api/v1/units/:code']))
    expect(keys.length).toBeGreaterThan(30)
  })

  it('lists only existing routes in its allow-lists', () => {
    const keys = new Set(routes.map(key))
    for (const k of [...Object.keys(PUBLIC_WRITES), ...Object.keys(USER_WRITES)]) expect(keys, k).toContain(k)
  })
})

describe('every protected write and privileged read', () => {
  it('refuses no session (401), an unknown session (401), a guest (403) and, where staff-only, an athlete (403), writing nothing', async () => {
    const protectedRoutes = routes.filter(
      (r) => (isWrite(r.method) && !(key(r) in PUBLIC_WRITES)) || (r.method === 'GET' && PRIVILEGED_READ.test(r.path)),
    )
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(Object.keys(USER_WRITES).length + 2)
    const before = await tableCounts(t.db.database)
    const failures: string[] = []
    for (const route of protectedRoutes) {
      const cases: [string, Record<string, string>, number][] = [
        ['no session', {}, 401],
        ['an unknown session', { cookie: 'podium_session=not-a-real-session-token' }, 401],
        ['a guest-type user', { cookie: guestCookie }, 403],
      ]
      if (!(key(route) in USER_WRITES)) cases.push(['an athlete', { cookie: athleteCookie }, 403])
      for (const [who, headers, status] of cases) {
        const res = await send(route, headers)
        const body = (await res.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null
        const code = status === 401 ? 'unauthorized' : 'forbidden'
        if (res.status !== status || body?.error?.code !== code || !body.error.message) {
          failures.push(`${key(route)} with ${who}: ${res.status} ${JSON.stringify(body)} (expected ${status})`)
        }
      }
    }
    expect(failures).toEqual([])
    expect(await tableCounts(t.db.database)).toEqual(before)
  })
})

describe('per-user reads', () => {
  it('need a session', async () => {
    const failures: string[] = []
    for (const route of routes.filter((r) => USER_READS.has(key(r)))) {
      const res = await send(route, {})
      if (res.status !== 401) failures.push(`${key(route)}: ${res.status}`)
    }
    expect(failures).toEqual([])
  })
})

describe('public writes', () => {
  it.each(Object.entries(PUBLIC_WRITES))('%s is public because %s', async (k) => {
    const [method, path] = k.split(' ') as [string, string]
    if (!routes.some((r) => r.method === method && r.path === path)) return
    // Without a session the endpoint is reached: whatever it answers, it is not an auth refusal.
    const res = await send({ method, path }, {})
    expect(res.status).not.toBe(403)
    expect(res.status).toBeLessThan(500)
  })
})
