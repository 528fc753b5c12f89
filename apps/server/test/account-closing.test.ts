/**
 * Closing an account ends every way in without its password (issue 37, item 6): a deactivation ends its sessions,
 * its "my games" calendar token and its push subscriptions; a password reset ends its sessions and its token (the
 * old address stops serving what the user follows); the token never reaches the request logs.
 */
import { MyGamesFeedTokenSchema } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { loggedPath } from '../src/http/logged-path.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { type PushReceiver, startPushReceiver } from './push-receiver.ts'

let t: TestApp
let receiver: PushReceiver
let admin: string

beforeAll(async () => {
  receiver = await startPushReceiver()
  t = await createTestApp({ pushOrigins: [receiver.origin] })
  admin = await loginCookie(t, 'demo-admin')
})
afterAll(async () => {
  await t.close()
  await receiver.close()
})

const userId = async (username: string) =>
  Number(
    (await queryRows<{ id: number }>(t.db.database, sql`select id from users where username = ${username}`))[0]?.id,
  )

const feedToken = async (cookie: string) => {
  const res = await t.request('/api/v1/me/calendar-feed', json({}, { cookie }, 'PUT'))
  expect(res.status).toBe(200)
  return MyGamesFeedTokenSchema.parse(await res.json()).token
}
const feedStatus = async (token: string) => (await t.request(`/api/v1/calendar/my-games/${token}.ics`)).status

const pushCount = async (id: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        t.db.database,
        sql`select count(*)::int as n from push_subscriptions where user_id = ${id}`,
      )
    )[0]?.n,
  )

const subscribePush = async (cookie: string) => {
  const browser = receiver.browser()
  const res = await t.request(
    '/api/v1/push/subscription',
    json(
      {
        subscription: browser.subscription,
        locale: 'pt',
        kinds: ['result'],
        leadMinutes: 15,
        spoilerFree: false,
        follows: [],
      },
      { cookie },
      'PUT',
    ),
  )
  expect(res.status).toBe(200)
}

describe('closing an account', () => {
  it('a deactivation ends the sessions, the calendar token and the push subscriptions', async () => {
    const cookie = await loginCookie(t, 'demo-coach')
    const id = await userId('demo-coach')
    const token = await feedToken(cookie)
    await subscribePush(cookie)
    expect([await feedStatus(token), await pushCount(id)]).toEqual([200, 1])

    const res = await t.request(
      `/api/v1/admin/users/${id}`,
      json({ userType: 'coach', refereeDisciplines: [], active: false }, { cookie: admin }, 'PUT'),
    )
    expect(res.status).toBe(200)
    expect(await feedStatus(token)).toBe(404)
    expect(await pushCount(id)).toBe(0)
    expect((await t.request('/api/v1/auth/me', { headers: { cookie } })).status).not.toBe(200)
  })

  it('a password reset ends the calendar token; the new one works', async () => {
    const cookie = await loginCookie(t, 'demo-athlete')
    const id = await userId('demo-athlete')
    const token = await feedToken(cookie)
    expect(await feedStatus(token)).toBe(200)
    const reset = await t.request(`/api/v1/admin/users/${id}/password`, json({}, { cookie: admin }))
    expect(reset.status).toBe(200)
    expect(await feedStatus(token)).toBe(404)
    const { password } = (await reset.json()) as { password: string }
    const again = await loginCookie(t, 'demo-athlete', password)
    const fresh = await feedToken(again)
    expect(fresh).not.toBe(token)
    expect(await feedStatus(fresh)).toBe(200)
  })

  it('keeps the token out of logged paths', () => {
    expect(loggedPath('/api/v1/calendar/my-games/abcDEF123_-xyz.ics')).toBe('/api/v1/calendar/my-games/[token].ics')
    expect(loggedPath('/api/v1/calendar/delegation/BRA.ics')).toBe('/api/v1/calendar/delegation/BRA.ics')
  })
})
