/**
 * The volunteers' information (issue 36) served by the content engine (decision 102): staff create, search, page,
 * edit, reorder and delete items; a stale version is a 409; the kind's rules across fields are 400s naming the field;
 * everyone else is refused with nothing written; each write leaves its audit row and one `content` live event, and
 * the public `GET /volunteers` follows at once, in the organiser's order.
 */
import {
  type AuditEntry,
  type LiveEvent,
  VALIDATION_MESSAGES as M,
  type VolunteerInfo,
  VolunteersSchemas,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { waitUntil } from './sse.ts'

type AdminList = z.infer<typeof VolunteersSchemas.adminList>
type PublicList = z.infer<typeof VolunteersSchemas.publicList>

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>
let volunteer: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  volunteer = { cookie: await loginCookie(t, 'demo-volunteer') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const shift = {
  section: 'shift',
  titles: { pt: '  Turno da noite  ', en: 'Night shift' },
  details: { pt: 'Fecho do pavilhão 100% seguro' },
  startsAt: '2026-07-15T19:00:00-03:00',
  endsAt: '2026-07-15T23:00:00-03:00',
  location: 'Portão 3',
}

const publicList = async () => {
  const res = await t.request('/api/v1/volunteers')
  expect(res.status).toBe(200)
  return VolunteersSchemas.publicList.parse(await res.json()) as PublicList
}
const adminList = async (query = 'pageSize=100', headers = staff) => {
  const res = await t.request(`/api/v1/admin/volunteers?${query}`, { headers })
  expect(res.status).toBe(200)
  return VolunteersSchemas.adminList.parse(await res.json()) as AdminList
}
const rowCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from volunteer_info`))[0]?.n)
const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=volunteer-info&entityId=${id}`, { headers: staff })
  expect(res.status).toBe(200)
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}
const create = async (body: unknown, headers = staff) => {
  const res = await t.request('/api/v1/admin/volunteers', json(body, headers))
  expect(res.status, await res.clone().text()).toBe(201)
  return (await res.json()) as VolunteerInfo
}

describe('the volunteers’ information in the back office', () => {
  it('the demo’s items are public, in the organiser’s order, in four languages', async () => {
    const { items } = await publicList()
    expect(items.length).toBeGreaterThanOrEqual(6)
    expect(items.map((i) => i.sortOrder)).toEqual([...items.map((i) => i.sortOrder)].sort((a, b) => a - b))
    expect(new Set(items.map((i) => i.section))).toEqual(new Set(['shift', 'meeting-point', 'contact']))
    for (const item of items) expect(Object.values(item.titles).every((text) => text.trim() !== '')).toBe(true)
    const shifts = items.filter((i) => i.section === 'shift')
    expect(shifts.every((s) => s.startsAt !== null && s.endsAt !== null)).toBe(true)
    expect(items.filter((i) => i.section === 'contact').every((c) => c.phone !== null || c.email !== null)).toBe(true)
  })

  it('staff create an item that goes last, edit it, move it up and delete it; each write is audited and public', async () => {
    await publicList() // warms the read model, which each write must drop
    const created = await create(shift)
    expect(created).toMatchObject({ titles: { pt: 'Turno da noite', en: 'Night shift' }, version: 1, phone: null })
    expect(Date.parse(created.startsAt ?? '')).toBe(Date.parse(shift.startsAt))
    expect(created.missing).toEqual(['en', 'es', 'az'])
    const afterCreate = await publicList()
    expect(afterCreate.items.at(-1)).toMatchObject({ id: created.id, location: 'Portão 3' })
    expect(created.sortOrder).toBe(Math.max(...afterCreate.items.map((i) => i.sortOrder)))

    const edit = { ...shift, titles: { pt: 'Turno noturno', en: 'Night shift' }, location: null, version: 1 }
    const updated = await t.request(`/api/v1/admin/volunteers/${created.id}`, json(edit, admin, 'PUT'))
    expect(updated.status).toBe(200)
    expect((await updated.json()) as VolunteerInfo).toMatchObject({ version: 2, location: null })
    expect((await publicList()).items.at(-1)).toMatchObject({ titles: { pt: 'Turno noturno' }, location: null })

    const stale = await t.request(`/api/v1/admin/volunteers/${created.id}`, json(edit, staff, 'PUT'))
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')

    const move = await t.request(
      `/api/v1/admin/volunteers/${created.id}/move`,
      json({ direction: 'up', version: 2 }, staff),
    )
    expect(move.status).toBe(200)
    const moved = (await move.json()) as VolunteerInfo
    expect(moved.version).toBe(3)
    const order = (await publicList()).items.map((i) => i.id)
    expect(order.at(-2)).toBe(created.id)
    expect((await adminList()).items.map((i) => i.id)).toEqual(order)
    // The bottom item moved down stays where it is.
    const last = (await adminList()).items.at(-1) as VolunteerInfo
    const noMove = await t.request(
      `/api/v1/admin/volunteers/${last.id}/move`,
      json({ direction: 'down', version: last.version }, staff),
    )
    expect(((await noMove.json()) as VolunteerInfo).version).toBe(last.version)

    const staleDelete = await t.request(`/api/v1/admin/volunteers/${created.id}?version=2`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(staleDelete.status).toBe(409)
    const del = await t.request(`/api/v1/admin/volunteers/${created.id}?version=${moved.version}`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(del.status).toBe(204)
    expect((await publicList()).items.map((i) => i.id)).not.toContain(created.id)
    const missing = await t.request(`/api/v1/admin/volunteers/${created.id}?version=3`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(missing.status).toBe(404)
    expect((await auditOf(created.id)).map((e) => e.action)).toEqual([
      'volunteer-info.delete',
      'volunteer-info.move',
      'volunteer-info.update',
      'volunteer-info.create',
    ])
  })

  it('searches the title in every language, and pages', async () => {
    const a = await create({ ...shift, titles: { pt: 'Turno A', en: 'Zebra_crossing 100%' } })
    const b = await create({
      section: 'meeting-point',
      titles: { pt: 'Zebra ponto', en: 'Zebra abc 1000' },
      details: {},
      location: 'Lago',
    })
    expect((await adminList('q=zebra')).items.map((i) => i.id)).toEqual([a.id, b.id])
    // `_` and `%` are searched as themselves, not as patterns.
    expect((await adminList('q=a_c')).items.map((i) => i.id)).toEqual([a.id])
    expect((await adminList('q=100%25')).items.map((i) => i.id)).toEqual([a.id])
    const all = await adminList()
    const page2 = await adminList('page=2&pageSize=3')
    expect(page2).toMatchObject({ total: all.total, page: 2, pageSize: 3 })
    expect(page2.items.map((i) => i.id)).toEqual(all.items.slice(3, 6).map((i) => i.id))
    expect((await t.request('/api/v1/admin/volunteers?pageSize=1000', { headers: staff })).status).toBe(400)
  })

  it('refuses what breaks the kind’s rules (400, naming the field), writing nothing', async () => {
    const before = await rowCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/volunteers', json(body, staff))
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    expect((await fields({ ...shift, startsAt: null })).startsAt).toEqual([M.shiftStartRequired])
    expect((await fields({ ...shift, endsAt: '2026-07-15T18:00:00-03:00' })).endsAt).toEqual([M.endsAfterStarts])
    const contact = { section: 'contact', titles: { pt: 'Chefe de equipa' }, details: {} }
    expect((await fields(contact)).phone).toEqual([M.contactRequired])
    expect((await fields({ ...contact, email: 'nobody' })).email).toEqual([M.emailInvalid])
    expect((await fields({ ...shift, titles: { pt: '<script>' } }))['titles.pt']).toEqual([M.markup])
    expect((await fields({ ...shift, section: 'party' })).section).toBeDefined()
    const [first] = (await adminList()).items
    const put = await t.request(`/api/v1/admin/volunteers/${first?.id}`, json({ ...contact, version: 1 }, staff, 'PUT'))
    expect(put.status).toBe(400)
    expect(await rowCount()).toBe(before)
  })

  it('refuses athletes, volunteers and referees (no content.manage: 403) and nobody (401), writing nothing', async () => {
    const [existing] = (await adminList()).items
    const id = existing?.id ?? 0
    const before = await rowCount()
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['volunteer', volunteer, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/volunteers', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/volunteers', json(shift, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...shift, version: existing?.version ?? 1 }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/volunteers/${id}`, put)).status, `${who} edits`).toBe(status)
      const move = json({ direction: 'down', version: existing?.version ?? 1 }, headers)
      expect((await t.request(`/api/v1/admin/volunteers/${id}/move`, move)).status, `${who} moves`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request(`/api/v1/admin/volunteers/${id}?version=1`, del)).status, `${who} deletes`).toBe(status)
    }
    expect(await rowCount()).toBe(before)
    expect(await auditOf(id)).toEqual([])
    // The public read needs no session.
    expect((await t.request('/api/v1/volunteers')).status).toBe(200)
  })

  it('announces each write as one `content` live event naming the kind', async () => {
    const heard: LiveEvent[] = []
    const stop = t.ctx.live.onEvent((event) => heard.push(event))
    try {
      const created = await create({
        section: 'contact',
        titles: { pt: 'Rádio' },
        details: {},
        phone: '+55 21 2222-3333',
      })
      await waitUntil(() => heard.some((e) => e.kind === 'content'), 'the content event')
      const content = heard.filter((e) => e.kind === 'content')
      expect(content.map((e) => e.payload)).toEqual([{ kind: 'volunteers', id: created.id, change: 'created' }])
    } finally {
      stop()
    }
  })
})
