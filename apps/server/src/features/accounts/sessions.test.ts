/**
 * Issue 14, item 7: the session cookie is Secure behind a TLS proxy, sessions end when idle and after an absolute
 * lifetime, a login replaces the session it came with, and password hashes move to today's scrypt parameters.
 */
import { randomBytes, scryptSync } from 'node:crypto'
import type { AuthResponse } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, movableClock, queryRows, type TestApp } from '../../../test/helpers.ts'
import { DEMO_PASSWORD } from './demo-accounts.ts'
import { json, loginCookie } from './test-session.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const { clock, advance } = movableClock(TEST_NOW)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ clock, trustedProxies: ['127.0.0.1'] })
})
afterAll(() => t.close())
// Away from the last test's logins, so no login delay carries over.
beforeEach(() => advance(2 * HOUR))

const me = (cookie: string) => t.request('/api/v1/auth/me', { headers: { cookie } })
const cookieOf = (res: Response) => res.headers.get('set-cookie') ?? ''

describe('the Secure cookie (item 7)', () => {
  const body = json({ username: 'demo-volunteer', password: DEMO_PASSWORD })

  it('is Secure when the trusted proxy says the client spoke TLS', async () => {
    const res = await t.requestFrom('127.0.0.1', '/api/v1/auth/login', {
      ...body,
      headers: { ...body.headers, 'X-Forwarded-Proto': 'https' },
    })
    expect(res.status).toBe(200)
    expect(cookieOf(res)).toMatch(/;\s*Secure/i)
  })

  it('is not Secure on plain HTTP, nor when an untrusted peer claims TLS', async () => {
    const plain = await t.requestFrom('127.0.0.1', '/api/v1/auth/login', body)
    expect(cookieOf(plain)).not.toMatch(/Secure/i)
    const spoofed = await t.requestFrom('198.51.100.9', '/api/v1/auth/login', {
      ...body,
      headers: { ...body.headers, 'X-Forwarded-Proto': 'https' },
    })
    expect(spoofed.status).toBe(200)
    expect(cookieOf(spoofed)).not.toMatch(/Secure/i)
  })
})

describe('session lifetimes (item 7)', () => {
  it('ends a spectator’s session after three idle days, counting from the last request', async () => {
    const cookie = await loginCookie(t, 'demo-volunteer')
    advance(3 * DAY - MINUTE)
    expect((await me(cookie)).status).toBe(200)
    advance(3 * DAY - MINUTE)
    expect((await me(cookie)).status).toBe(200)
    advance(3 * DAY)
    expect((await me(cookie)).status).toBe(401)
  })

  it('ends it after fourteen days however busy, and says so in the cookie’s Max-Age', async () => {
    const res = await t.request('/api/v1/auth/login', json({ username: 'demo-athlete', password: DEMO_PASSWORD }))
    expect(cookieOf(res)).toMatch(/Max-Age=1209600/)
    const cookie = cookieOf(res).split(';')[0] ?? ''
    for (let day = 1; day < 14; day++) {
      advance(DAY)
      expect((await me(cookie)).status, `day ${day}`).toBe(200)
    }
    advance(DAY)
    expect((await me(cookie)).status).toBe(401)
  })

  it('gives organisers a working day, and four idle hours', async () => {
    const res = await t.request('/api/v1/auth/login', json({ username: 'demo-staff', password: DEMO_PASSWORD }))
    expect(cookieOf(res)).toMatch(/Max-Age=86400/)
    const cookie = cookieOf(res).split(';')[0] ?? ''
    advance(4 * HOUR - MINUTE)
    expect((await me(cookie)).status).toBe(200)
    advance(4 * HOUR)
    expect((await me(cookie)).status).toBe(401)
  })

  it('writes the last request’s time at most every five minutes, not on every request', async () => {
    const cookie = await loginCookie(t, 'demo-referee')
    const lastSeen = async () => {
      const [row] = await queryRows<{ at: string }>(
        t.db.database,
        sql`select s.last_seen_at::text as at from sessions s join users u on u.id = s.user_id
            where u.username = 'demo-referee' order by s.id desc limit 1`,
      )
      return row?.at
    }
    const atLogin = await lastSeen()
    advance(4 * MINUTE)
    await me(cookie)
    expect(await lastSeen()).toBe(atLogin)
    advance(2 * MINUTE)
    await me(cookie)
    expect(await lastSeen()).not.toBe(atLogin)
  })
})

describe('a login replaces the session it came with (item 7)', () => {
  it('deletes the cookie’s old session', async () => {
    const old = await loginCookie(t, 'demo-coach')
    const res = await t.request('/api/v1/auth/login', {
      ...json({ username: 'demo-coach', password: DEMO_PASSWORD }),
      headers: { 'Content-Type': 'application/json', cookie: old },
    })
    expect(res.status).toBe(200)
    const fresh = cookieOf(res).split(';')[0] ?? ''
    expect(fresh).not.toBe(old)
    expect((await me(old)).status).toBe(401)
    expect((await me(fresh)).status).toBe(200)
  })

  it('deletes the native shell’s old Bearer session', async () => {
    const first = (await (
      await t.request(
        '/api/v1/auth/login',
        json({ username: 'demo-manager', password: DEMO_PASSWORD, client: 'native' }),
      )
    ).json()) as AuthResponse
    const second = await t.request(
      '/api/v1/auth/login',
      json(
        { username: 'demo-manager', password: DEMO_PASSWORD, client: 'native' },
        { Authorization: `Bearer ${first.token}` },
      ),
    )
    expect(second.status).toBe(200)
    const bearer = (token: string | undefined) =>
      t.request('/api/v1/auth/me', { headers: { Authorization: `Bearer ${token}` } })
    expect((await bearer(first.token)).status).toBe(401)
    expect((await bearer(((await second.json()) as AuthResponse).token)).status).toBe(200)
  })
})

describe('password hashes (item 7)', () => {
  it('rehashes a password stored with the old scrypt cost (N=2^15) at OWASP’s (N=2^17) on login', async () => {
    const salt = randomBytes(16)
    const key = scryptSync('an old password', salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 })
    const oldHash = `scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`
    await t.db.database.db.execute(
      sql`insert into users (username, email, cpf, password_hash, user_type)
          values ('old-timer', 'old@example.org', 'AB123456', ${oldHash}, 'volunteer')`,
    )
    const hashOf = async () =>
      (
        await queryRows<{ password_hash: string }>(
          t.db.database,
          sql`select password_hash from users where username = 'old-timer'`,
        )
      )[0]?.password_hash
    expect(
      (await t.request('/api/v1/auth/login', json({ username: 'old-timer', password: 'an old password' }))).status,
    ).toBe(200)
    const upgraded = await hashOf()
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(
      (await t.request('/api/v1/auth/login', json({ username: 'old-timer', password: 'an old password' }))).status,
    ).toBe(200)
    expect(await hashOf()).toBe(upgraded)
  })
})
