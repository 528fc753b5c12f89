/**
 * The "my games" calendar feed (decision 057): an account's follows behind a revocable token, a device's follows
 * carried in the address; both the union of the follows' own feeds, parsed with an RFC 5545 parser (ical.js).
 */
import { encodeFollowsFeedCode, type Follow, MyGamesFeedTokenSchema } from '@podium/domain'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { disciplines } from '../../db/schema.ts'
import { loginCookie } from '../accounts/test-session.ts'

let t: TestApp
let cookie: string
let swimmingKey: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await loginCookie(t, 'demo-volunteer')
  const [row] = await t.ctx.database.db
    .select({ key: disciplines.key })
    .from(disciplines)
    .where(eq(disciplines.code, 'SWM'))
  swimmingKey = row?.key ?? ''
})
afterAll(() => t.close())

/** The feed's calendar name and its events' UIDs, read by ical.js. */
async function feed(path: string): Promise<{ name: string; uids: Set<string>; etag: string | null }> {
  const res = await t.request(`/api/v1/calendar/${path}.ics?lang=en`)
  expect(res.status, path).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
  const calendar = new ICAL.Component(ICAL.parse(await res.text()))
  const uids = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('uid')))
  expect(new Set(uids).size, 'one event per UID').toBe(uids.length)
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    uids: new Set(uids),
    etag: res.headers.get('etag'),
  }
}

const status = async (path: string) => (await t.request(`/api/v1/calendar/${path}.ics`)).status
const tokenCall = async (method: 'PUT' | 'POST', path: string, headers: Record<string, string> = { cookie }) =>
  t.request(`/api/v1/me/calendar-feed${path}`, { method, headers })
const follow = (f: Follow, method = 'PUT') =>
  t.request(`/api/v1/me/follows/${f.kind}/${f.code}`, { method, headers: { cookie } })

describe('the "my games" feed of a device (follows in the address)', () => {
  it('is the union of the followed delegation’s and discipline’s feeds, named "My games"', async () => {
    const follows: Follow[] = [
      { kind: 'delegation', code: 'BRA' },
      { kind: 'discipline', code: 'SWM' },
    ]
    const mine = await feed(`follows/${encodeFollowsFeedCode(follows)}`)
    const delegation = await feed('delegation/BRA')
    const discipline = await feed(`discipline/${swimmingKey}`)
    expect(delegation.uids.size).toBeGreaterThan(0)
    expect(discipline.uids.size).toBeGreaterThan(0)
    expect(mine.uids).toEqual(new Set([...delegation.uids, ...discipline.uids]))
    expect(mine.name).toMatch(/^My games · /)
    expect(mine.name).not.toMatch(/no events published yet/)
    const again = await t.request(`/api/v1/calendar/follows/${encodeFollowsFeedCode(follows)}.ics?lang=en`, {
      headers: { 'if-none-match': mine.etag ?? '' },
    })
    expect(again.status).toBe(304)
  })

  it('refuses an unknown code, a malformed list and an unknown kind with a 4xx', async () => {
    expect(await status(`follows/${encodeFollowsFeedCode([{ kind: 'delegation', code: 'NOWHERE' }])}`)).toBe(404)
    expect(await status(`follows/${encodeFollowsFeedCode([{ kind: 'discipline', code: swimmingKey }])}`)).toBe(404)
    expect(await status('follows/xPOR')).toBe(404)
    expect(await status('follows/oBRA~oBRA')).toBe(404)
    const wrongKind = await t.request('/api/v1/calendar/planet/oBRA.ics')
    expect(wrongKind.status).toBe(400)
    expect(((await wrongKind.json()) as { error: { code: string } }).error.code).toBe('invalid_request')
  })
})

describe('the "my games" feed of an account (a token)', () => {
  it('needs an account; a guest’s feed is the device’s', async () => {
    expect((await tokenCall('PUT', '', {})).status).toBe(401)
    const guest = await loginCookie(t, 'demo-guest')
    expect((await tokenCall('PUT', '', { cookie: guest })).status).toBe(403)
  })

  it('follows the account’s follows as they change; a wrong or rotated token is refused', async () => {
    const first = MyGamesFeedTokenSchema.parse(await (await tokenCall('PUT', '')).json()).token
    expect(MyGamesFeedTokenSchema.parse(await (await tokenCall('PUT', '')).json()).token).toBe(first)

    const empty = await feed(`my-games/${first}`)
    expect(empty.uids.size).toBe(0)
    expect(empty.name).toMatch(/^My games · .* — no events published yet$/)

    expect((await follow({ kind: 'delegation', code: 'BRA' })).status).toBe(200)
    const withBrazil = await feed(`my-games/${first}`)
    expect(withBrazil.uids).toEqual((await feed('delegation/BRA')).uids)

    expect((await follow({ kind: 'discipline', code: 'SWM' })).status).toBe(200)
    const withSwimming = await feed(`my-games/${first}`)
    expect(withSwimming.uids.size).toBeGreaterThan(withBrazil.uids.size)

    expect(await status(`my-games/${'A'.repeat(32)}`)).toBe(404)
    expect(await status('my-games/short')).toBe(404)

    const rotated = await tokenCall('POST', '/rotate')
    expect(rotated.status).toBe(200)
    const second = MyGamesFeedTokenSchema.parse(await rotated.json()).token
    expect(second).not.toBe(first)
    expect(await status(`my-games/${first}`)).toBe(404)
    expect((await feed(`my-games/${second}`)).uids).toEqual(withSwimming.uids)
    expect(MyGamesFeedTokenSchema.parse(await (await tokenCall('PUT', '')).json()).token).toBe(second)

    expect((await follow({ kind: 'discipline', code: 'SWM' }, 'DELETE')).status).toBe(200)
    expect((await feed(`my-games/${second}`)).uids).toEqual(withBrazil.uids)
  })
})
