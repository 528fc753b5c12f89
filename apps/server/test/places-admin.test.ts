/**
 * The back office's places (decision 036): staff and admins create, edit and delete places; everyone else is refused
 * with nothing written; a stale version is a 409; markup is a 400; every write leaves an audit row and a live event,
 * and the public list shows the change at once.
 */
import type { AdminPlace, AdminPlaces, AuditEntry, PlaceDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>
let referee: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
  referee = { cookie: await loginCookie(t, 'demo-referee') }
})
afterAll(() => t.close())

const hotel = {
  kind: 'hotel',
  names: { pt: 'Hotel Teste Copacabana', en: 'Copacabana Test Hotel' },
  address: 'Av. Atlântica 1, Rio de Janeiro',
  phone: '+55 21 5555-0101',
  website: 'https://hotel.example',
  latitude: -22.97,
  longitude: -43.18,
}

const publicHotels = async (lang: string) =>
  ((await (await t.request(`/api/v1/places?kind=hotel&lang=${lang}`)).json()) as { items: PlaceDto[] }).items

const placeCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from places`))[0]?.n)

const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=place&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

const liveKinds = async () =>
  (
    await queryRows<{ kind: string; payload: { id: number; change: string } }>(
      t.db.database,
      // Decision 106: the content engine announces places as `content` events naming the kind.
      sql`select kind, payload from live_events where kind = 'content' and payload->>'kind' = 'places' order by id`,
    )
  ).map((r) => `${r.payload.change}:${r.payload.id}`)

describe('places in the back office', () => {
  it('staff create, edit and delete a place; the public list, the audit log and the live journal follow', async () => {
    await publicHotels('pt') // warms the read model, which a write must drop
    const created = await t.request('/api/v1/admin/places', json(hotel, staff))
    expect(created.status).toBe(201)
    const place = (await created.json()) as AdminPlace
    expect(place).toMatchObject({ version: 1, names: { pt: hotel.names.pt, en: hotel.names.en, es: '', az: '' } })
    expect(place.missing).toEqual(['es', 'az'])

    expect((await publicHotels('pt')).map((p) => p.name)).toContain('Hotel Teste Copacabana')
    expect((await publicHotels('en')).map((p) => p.name)).toContain('Copacabana Test Hotel')
    // Spanish was left empty: it falls back to Portuguese.
    expect((await publicHotels('es')).map((p) => p.name)).toContain('Hotel Teste Copacabana')

    const edit = { ...hotel, names: { ...hotel.names, es: 'Hotel de Prueba' }, version: 1 }
    const updated = await t.request(`/api/v1/admin/places/${place.id}`, json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    expect(((await updated.json()) as AdminPlace).version).toBe(2)
    expect((await publicHotels('es')).map((p) => p.name)).toContain('Hotel de Prueba')

    const deleted = await t.request(`/api/v1/admin/places/${place.id}?version=2`, { method: 'DELETE', headers: admin })
    expect(deleted.status).toBe(204)
    expect((await publicHotels('pt')).map((p) => p.id)).not.toContain(place.id)

    const audit = await auditOf(place.id)
    expect(audit.map((e) => [e.action, e.actor])).toEqual([
      ['place.delete', 'demo-admin'],
      ['place.update', 'demo-staff'],
      ['place.create', 'demo-staff'],
    ])
    const [del, upd, cre] = audit
    expect(cre?.before).toBeNull()
    expect(cre?.after).toMatchObject({ names: { pt: 'Hotel Teste Copacabana' }, version: 1 })
    expect(upd?.before).toMatchObject({ names: { es: '' }, version: 1 })
    expect(upd?.after).toMatchObject({ names: { es: 'Hotel de Prueba' }, version: 2 })
    expect(del?.before).toMatchObject({ version: 2 })
    expect(del?.after).toBeNull()

    expect(await liveKinds()).toEqual(
      expect.arrayContaining([`created:${place.id}`, `updated:${place.id}`, `deleted:${place.id}`]),
    )
  })

  it('lists for managers with search, kind filter and paging, and shows the missing languages', async () => {
    const res = await t.request('/api/v1/admin/places?kind=hospital&pageSize=2', { headers: staff })
    expect(res.status).toBe(200)
    const page = (await res.json()) as AdminPlaces
    expect(page.items).toHaveLength(2)
    expect(page.total).toBeGreaterThanOrEqual(4)
    expect(page.items.every((p) => p.kind === 'hospital')).toBe(true)
    const second = (await (
      await t.request('/api/v1/admin/places?kind=hospital&pageSize=2&page=2', { headers: staff })
    ).json()) as AdminPlaces
    expect(second.items.map((p) => p.id)).not.toEqual(page.items.map((p) => p.id))

    const found = (await (
      await t.request(`/api/v1/admin/places?q=${encodeURIComponent('Miguel Couto')}`, { headers: staff })
    ).json()) as AdminPlaces
    expect(found.items.map((p) => p.names.pt)).toEqual(['Hospital Municipal Miguel Couto'])
    expect(found.items[0]?.missing).toEqual([])
  })

  it('refuses a second editor working on a stale version (409), writing nothing', async () => {
    const place = (await (await t.request('/api/v1/admin/places', json(hotel, staff))).json()) as AdminPlace
    const first = { ...hotel, names: { pt: 'Primeira edição' }, version: 1 }
    const second = { ...hotel, names: { pt: 'Segunda edição' }, version: 1 }
    expect((await t.request(`/api/v1/admin/places/${place.id}`, json(first, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(`/api/v1/admin/places/${place.id}`, json(second, admin, 'PUT'))
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')
    const staleDelete = await t.request(`/api/v1/admin/places/${place.id}?version=1`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(staleDelete.status).toBe(409)
    expect((await publicHotels('pt')).map((p) => p.name)).toContain('Primeira edição')
    expect((await auditOf(place.id)).map((e) => e.action)).toEqual(['place.update', 'place.create'])
  })

  it('refuses markup and a missing Portuguese name (400) with the domain’s messages, writing nothing', async () => {
    const before = await placeCount()
    const markup = await t.request(
      '/api/v1/admin/places',
      json({ ...hotel, names: { pt: 'Hotel <script>alert(1)</script>' } }, staff),
    )
    expect(markup.status).toBe(400)
    const body = (await markup.json()) as { error: { fields: Record<string, string[]> } }
    expect(body.error.fields['names.pt']).toEqual(['Text must not contain < or >'])
    const noName = await t.request('/api/v1/admin/places', json({ ...hotel, names: { pt: '  ', en: 'Hotel' } }, staff))
    expect(noName.status).toBe(400)
    expect(((await noName.json()) as typeof body).error.fields['names.pt']).toEqual(['The Portuguese text is required'])
    const address = await t.request('/api/v1/admin/places', json({ ...hotel, address: 'Rua <b>1</b>' }, staff))
    expect(address.status).toBe(400)
    expect(await placeCount()).toBe(before)
  })

  it('refuses athletes, referees without an assignment (403) and nobody (401), writing nothing', async () => {
    const [existing] = (
      (await (await t.request('/api/v1/admin/places?kind=hotel', { headers: staff })).json()) as AdminPlaces
    ).items
    const id = existing?.id ?? 0
    const before = await placeCount()
    const auditBefore = await auditOf(id)
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['referee', referee, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/places', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/places', json(hotel, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...hotel, names: { pt: 'Invadido' }, version: existing?.version ?? 1 }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/places/${id}`, put)).status, `${who} edits`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request(`/api/v1/admin/places/${id}?version=1`, del)).status, `${who} deletes`).toBe(status)
    }
    expect(await placeCount()).toBe(before)
    expect(await auditOf(id)).toEqual(auditBefore)
    expect((await publicHotels('pt')).map((p) => p.name)).not.toContain('Invadido')
  })

  it('as an unordered content kind (decision 106): no order answered, no move, a filter value it lacks refused', async () => {
    const created = (await (await t.request('/api/v1/admin/places', json(hotel, staff))).json()) as AdminPlace
    expect(created).not.toHaveProperty('sortOrder')
    const move = json({ direction: 'up', version: 1 }, staff)
    expect((await t.request(`/api/v1/admin/places/${created.id}/move`, move)).status).toBe(404)
    expect((await t.request('/api/v1/admin/places?kind=castle', { headers: staff })).status).toBe(400)
    // The search reads the address too, and a filter narrows it.
    const byAddress = async (kind: string) =>
      (
        (await (
          await t.request(`/api/v1/admin/places?kind=${kind}&q=${encodeURIComponent('Atlântica 1,')}`, {
            headers: staff,
          })
        ).json()) as AdminPlaces
      ).items.map((p) => p.id)
    expect(await byAddress('hotel')).toContain(created.id)
    expect(await byAddress('hospital')).not.toContain(created.id)
    // Unordered: grouped by the filter's value (then by name, in the database's collation).
    const page = (await (
      await t.request('/api/v1/admin/places?pageSize=100', { headers: staff })
    ).json()) as AdminPlaces
    const kinds = page.items.map((p) => p.kind)
    expect(kinds).toEqual([...kinds].sort())
  })

  it('answers 404 for an unknown place', async () => {
    const put = json({ ...hotel, version: 1 }, staff, 'PUT')
    expect((await t.request('/api/v1/admin/places/999999', put)).status).toBe(404)
    expect((await t.request('/api/v1/admin/places/abc', put)).status).toBe(404)
  })
})
