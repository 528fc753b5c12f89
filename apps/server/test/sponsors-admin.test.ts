/**
 * The back office's sponsors (decision 040): staff and admins create, edit, reorder and delete sponsors; everyone
 * else is refused with nothing written; a stale version is a 409; a bad website or markup is a 400; every write is
 * audited, announced live, and the public /sponsors list shows it at once.
 */
import type { AdminSponsor, AdminSponsors, AuditEntry, SponsorsDto } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'

let t: TestApp
let staff: Record<string, string>
let admin: Record<string, string>
let athlete: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
  admin = { cookie: await loginCookie(t, 'demo-admin') }
  athlete = { cookie: await loginCookie(t, 'demo-athlete') }
})
afterAll(() => t.close())

const acme = { name: '  Acme Bebidas  ', tier: 'supplier', website: 'https://acme.example' }

const publicSponsors = async () => (await (await t.request('/api/v1/sponsors')).json()) as SponsorsDto
const publicTier = async (tier: string) =>
  (await publicSponsors()).tiers.find((x) => x.tier === tier)?.sponsors.map((s) => s.name) ?? []

const sponsorCount = async () =>
  Number((await queryRows<{ n: number }>(t.db.database, sql`select count(*)::int as n from sponsors`))[0]?.n)

const auditOf = async (id: number) => {
  const res = await t.request(`/api/v1/audit-log?entity=sponsor&entityId=${id}`, { headers: staff })
  return ((await res.json()) as { entries: AuditEntry[] }).entries
}

const adminList = async (query: string) =>
  (await (await t.request(`/api/v1/admin/sponsors${query}`, { headers: staff })).json()) as AdminSponsors

describe('sponsors in the back office', () => {
  it('staff create, edit and delete a sponsor; /sponsors, the audit log and the live journal follow', async () => {
    await publicSponsors() // warms the read model, which a write must drop
    const created = await t.request('/api/v1/admin/sponsors', json(acme, staff))
    expect(created.status).toBe(201)
    const sponsor = (await created.json()) as AdminSponsor
    expect(sponsor).toMatchObject({ name: 'Acme Bebidas', tier: 'supplier', version: 1 })
    const suppliers = await publicTier('supplier')
    expect(suppliers.at(-1)).toBe('Acme Bebidas') // goes last in its tier

    const edit = { name: 'Acme Sucos', tier: 'official', website: '', version: 1 }
    const updated = await t.request(`/api/v1/admin/sponsors/${sponsor.id}`, json(edit, staff, 'PUT'))
    expect(updated.status).toBe(200)
    const after = (await updated.json()) as AdminSponsor
    expect(after).toMatchObject({ version: 2, website: null, logoUrl: `/api/v1/sponsors/${sponsor.id}/logo.svg?v=2` })
    expect(await publicTier('supplier')).not.toContain('Acme Bebidas')
    expect(await publicTier('official')).toContain('Acme Sucos')
    const logo = await t.request(after.logoUrl)
    expect(await logo.text()).toContain('Acme Sucos')

    const deleted = await t.request(`/api/v1/admin/sponsors/${sponsor.id}?version=2`, {
      method: 'DELETE',
      headers: admin,
    })
    expect(deleted.status).toBe(204)
    expect(await publicTier('official')).not.toContain('Acme Sucos')

    expect((await auditOf(sponsor.id)).map((e) => [e.action, e.actor])).toEqual([
      ['sponsor.delete', 'demo-admin'],
      ['sponsor.update', 'demo-staff'],
      ['sponsor.create', 'demo-staff'],
    ])
    const live = await queryRows<{ payload: { id: number; change: string } }>(
      t.db.database,
      sql`select payload from live_events where kind = 'content' and payload->>'kind' = 'sponsors' order by id`,
    )
    expect(live.map((r) => `${r.payload.change}:${r.payload.id}`)).toEqual([
      `created:${sponsor.id}`,
      `updated:${sponsor.id}`,
      `deleted:${sponsor.id}`,
    ])
  })

  it('lists by tier in the public order and moves a sponsor up and down within its tier', async () => {
    const officials = (await adminList('?tier=official')).items
    expect(officials.length).toBeGreaterThanOrEqual(2)
    expect(officials.every((s) => s.tier === 'official')).toBe(true)
    const all = (await adminList('?pageSize=100')).items
    const tiers = all.map((s) => s.tier)
    expect(tiers.indexOf('master')).toBe(0)
    expect(tiers.lastIndexOf('master')).toBeLessThan(tiers.indexOf('official'))

    const [first, second] = officials as [AdminSponsor, AdminSponsor]
    const move = await t.request(
      `/api/v1/admin/sponsors/${second.id}/move`,
      json({ direction: 'up', version: second.version }, staff),
    )
    expect(move.status).toBe(200)
    const moved = (await move.json()) as AdminSponsor
    expect((await adminList('?tier=official')).items.slice(0, 2).map((s) => s.id)).toEqual([second.id, first.id])
    expect((await publicTier('official')).slice(0, 2)).toEqual([second.name, first.name])

    // At the top already: nothing changes. A stale version: 409.
    const top = await t.request(
      `/api/v1/admin/sponsors/${second.id}/move`,
      json({ direction: 'up', version: moved.version }, staff),
    )
    expect(((await top.json()) as AdminSponsor).version).toBe(moved.version)
    const stale = await t.request(
      `/api/v1/admin/sponsors/${second.id}/move`,
      json({ direction: 'down', version: second.version }, staff),
    )
    expect(stale.status).toBe(409)
    await t.request(
      `/api/v1/admin/sponsors/${second.id}/move`,
      json({ direction: 'down', version: moved.version }, staff),
    )
    expect((await publicTier('official')).slice(0, 2)).toEqual([first.name, second.name])
  })

  it('refuses an editor working on a stale version (409), writing nothing', async () => {
    const sponsor = (await (await t.request('/api/v1/admin/sponsors', json(acme, staff))).json()) as AdminSponsor
    const first = { ...acme, name: 'Primeira Marca', version: 1 }
    expect((await t.request(`/api/v1/admin/sponsors/${sponsor.id}`, json(first, staff, 'PUT'))).status).toBe(200)
    const stale = await t.request(
      `/api/v1/admin/sponsors/${sponsor.id}`,
      json({ ...first, name: 'Segunda' }, admin, 'PUT'),
    )
    expect(stale.status).toBe(409)
    expect(((await stale.json()) as { error: { code: string } }).error.code).toBe('conflict')
    const del = await t.request(`/api/v1/admin/sponsors/${sponsor.id}?version=1`, { method: 'DELETE', headers: admin })
    expect(del.status).toBe(409)
    expect(await publicTier('supplier')).toContain('Primeira Marca')
  })

  it('refuses a bad website, markup, an empty or too long name (400) with the domain’s messages', async () => {
    const before = await sponsorCount()
    const fields = async (body: unknown) => {
      const res = await t.request('/api/v1/admin/sponsors', json(body, staff))
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    expect((await fields({ ...acme, website: 'javascript:alert(1)' })).website).toEqual([
      'The website must start with https:// or http://',
    ])
    expect((await fields({ ...acme, website: 'acme.example' })).website).toBeDefined()
    expect((await fields({ ...acme, name: 'Acme <b>' })).name).toEqual(['Text must not contain < or >'])
    expect((await fields({ ...acme, name: '   ' })).name).toEqual(['The name is required'])
    expect((await fields({ ...acme, name: 'x'.repeat(121) })).name).toEqual(['Text is too long'])
    expect((await fields({ ...acme, tier: 'gold' })).tier).toBeDefined()
    expect(await sponsorCount()).toBe(before)
  })

  it('refuses athletes (403) and nobody (401), writing nothing', async () => {
    const [existing] = (await adminList('?tier=master')).items
    const id = existing?.id ?? 0
    const before = await sponsorCount()
    for (const [who, headers, status] of [
      ['athlete', athlete, 403],
      ['nobody', {}, 401],
    ] as const) {
      expect((await t.request('/api/v1/admin/sponsors', { headers })).status, `${who} lists`).toBe(status)
      expect((await t.request('/api/v1/admin/sponsors', json(acme, headers))).status, `${who} creates`).toBe(status)
      const put = json({ ...acme, name: 'Invadido', version: existing?.version ?? 1 }, headers, 'PUT')
      expect((await t.request(`/api/v1/admin/sponsors/${id}`, put)).status, `${who} edits`).toBe(status)
      const move = json({ direction: 'down', version: existing?.version ?? 1 }, headers)
      expect((await t.request(`/api/v1/admin/sponsors/${id}/move`, move)).status, `${who} moves`).toBe(status)
      const del = { method: 'DELETE', headers }
      expect((await t.request(`/api/v1/admin/sponsors/${id}?version=1`, del)).status, `${who} deletes`).toBe(status)
    }
    expect(await sponsorCount()).toBe(before)
    expect(await auditOf(id)).toEqual([])
    expect(await publicTier('master')).not.toContain('Invadido')
  })
})
