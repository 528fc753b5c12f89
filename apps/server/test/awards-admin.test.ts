/**
 * The back office's awards ceremonies (decision 044): staff and admins create, edit and delete ceremonies; everyone
 * else is refused with nothing written; a stale version is a 409; an unknown event or venue, a day outside the games
 * or a bad time is a 400; every write is audited, announced live, and the public awards schedule shows it at once.
 */
import type { AdminAwardCeremonies, AdminAwardCeremony, AdminEventOptions, AwardCeremonies } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let spectator: Record<string, string>
let referee: Record<string, string>
let eventCode: string
let venueCode: string

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  spectator = { cookie: await loginCookie(t, 'demo-guest') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
  const options = (await (
    await t.request('/api/v1/admin/award-ceremonies/events?q=100', { headers: staff })
  ).json()) as AdminEventOptions
  eventCode = options.items[0]?.code ?? ''
  const venues = (await (await t.request('/api/v1/venues')).json()) as { items: { code: string }[] }
  venueCode = venues.items[0]?.code ?? ''
})
afterAll(() => t.close())

const DAY = '2026-07-16'
const publicDay = async (lang = 'en') =>
  ((await (await t.request(`/api/v1/award-ceremonies?day=${DAY}&lang=${lang}`)).json()) as AwardCeremonies).items

const ceremonyCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from award_ceremonies`))[0]?.n)

describe('awards ceremonies in the back office', () => {
  it('the event picker searches the games’ events', () => {
    expect(eventCode).toBeTruthy()
  })

  it('staff create, edit and delete a ceremony at a time of the games’ zone; the public schedule follows', async () => {
    await publicDay() // warms the read model, which a write must drop
    const body = { eventCode, venueCode, day: DAY, time: '21:45' }
    const created = await t.request('/api/v1/admin/award-ceremonies', json(body, staff))
    expect(created.status).toBe(201)
    const ceremony = (await created.json()) as AdminAwardCeremony
    // 21:45 in Rio (UTC-3) is 00:45 UTC the next day, still the 16th in the games' zone.
    expect(ceremony).toMatchObject({
      day: DAY,
      time: '21:45',
      startAt: '2026-07-17T00:45:00.000Z',
      status: 'SCHEDULED',
      version: 1,
    })
    expect((await publicDay()).find((c) => c.id === ceremony.id)).toMatchObject({ status: 'SCHEDULED' })

    const edit = { ...body, time: '22:00', status: 'POSTPONED', venueCode: '', version: 1 }
    const updated = await t.request(`/api/v1/admin/award-ceremonies/${ceremony.id}`, json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect(await updated.json()).toMatchObject({ version: 2, status: 'POSTPONED', venueCode: null, time: '22:00' })
    expect((await publicDay()).find((c) => c.id === ceremony.id)).toMatchObject({
      status: 'POSTPONED',
      venueName: null,
    })

    const list = (await (
      await t.request(`/api/v1/admin/award-ceremonies?day=${DAY}&pageSize=100`, { headers: staff })
    ).json()) as AdminAwardCeremonies
    expect(list.items.map((c) => c.id)).toContain(ceremony.id)
    expect(list.items.every((c) => c.day === DAY)).toBe(true)

    const deleted = await t.request(`/api/v1/admin/award-ceremonies/${ceremony.id}?version=2`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(deleted.status).toBe(204)
    expect((await publicDay()).find((c) => c.id === ceremony.id)).toBeUndefined()

    const audit = await t.request(`/api/v1/audit-log?entity=award_ceremony&entityId=${ceremony.id}`, {
      headers: staff,
    })
    expect(((await audit.json()) as { entries: { action: string }[] }).entries.map((e) => e.action)).toEqual([
      'award_ceremony.delete',
      'award_ceremony.update',
      'award_ceremony.create',
    ])
    const live = await queryRows<{ payload: { id: number; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'award-ceremonies' order by id`,
    )
    expect(live.map((r) => r.payload.change)).toEqual(['created', 'updated', 'deleted'])
  })

  it('refuses a stale version (409) and bad input (400), writing nothing', async () => {
    const created = (await (
      await t.request('/api/v1/admin/award-ceremonies', json({ eventCode, day: DAY, time: '10:00' }, staff))
    ).json()) as AdminAwardCeremony
    const url = `/api/v1/admin/award-ceremonies/${created.id}`
    const first = { eventCode, day: DAY, time: '10:30', version: 1 }
    expect((await t.request(url, json(first, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(url, json({ ...first, time: '11:00' }, admin, 'PUT'))
    expect(stale.status).toBe(409)

    const before = await ceremonyCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/award-ceremonies', json(body, staff))
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    expect((await fields({ eventCode: 'NOPE', day: DAY, time: '10:00' })).eventCode).toEqual(['Unknown event'])
    expect((await fields({ eventCode, venueCode: 'NOPE', day: DAY, time: '10:00' })).venueCode).toEqual([
      'Unknown venue',
    ])
    expect((await fields({ eventCode, day: '2030-01-01', time: '10:00' })).day).toEqual([
      'The day is not a day of the games',
    ])
    expect((await fields({ eventCode, day: DAY, time: '7pm' })).time).toEqual(['The time must be HH:MM'])
    expect((await fields({ eventCode, day: DAY, time: '10:00', status: 'HELD' })).status).toBeDefined()
    expect((await fields({ eventCode: '<b>', day: DAY, time: '10:00' })).eventCode).toEqual(['Unknown event'])
    expect(await ceremonyCount()).toBe(before)
  })

  it('refuses spectators and referees (403) and nobody (401), writing nothing', async () => {
    const before = await ceremonyCount()
    for (const [who, headers, status] of [
      ['spectator', spectator, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/award-ceremonies', { headers })).status, `${who} lists`).toBe(status)
      const body = json({ eventCode, day: DAY, time: '10:00' }, headers)
      expect((await t.request('/api/v1/admin/award-ceremonies', body)).status, `${who} creates`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request('/api/v1/admin/award-ceremonies/1?version=1', del)).status, `${who} deletes`).toBe(status)
    }
    expect(await ceremonyCount()).toBe(before)
  })
})
