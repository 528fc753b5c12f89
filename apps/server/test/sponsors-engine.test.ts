/**
 * What the content engine learnt for sponsors (decision 108), beyond the API the sponsors kept
 * (sponsors-admin.test.ts, images.test.ts): a sponsor moved to another tier goes last there, a deleted sponsor takes
 * its uploaded logo with it, and a kind without images has no image route.
 */
import type { AdminSponsor, AdminSponsors, SponsorsDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { json, loginCookie } from '../src/features/accounts/test-session.ts'
import { createTestApp, type TestApp } from './helpers.ts'
import { picture } from './image-fixtures.ts'

let t: TestApp
let staff: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  staff = { cookie: await loginCookie(t, 'demo-staff') }
})
afterAll(() => t.close())

const create = async (name: string, tier: string) =>
  (await (await t.request('/api/v1/admin/sponsors', json({ name, tier }, staff))).json()) as AdminSponsor

const adminTier = async (tier: string) =>
  (
    (await (
      await t.request(`/api/v1/admin/sponsors?tier=${tier}&pageSize=100`, { headers: staff })
    ).json()) as AdminSponsors
  ).items

const publicTier = async (tier: string) =>
  ((await (await t.request('/api/v1/sponsors')).json()) as SponsorsDto).tiers
    .find((x) => x.tier === tier)
    ?.sponsors.map((s) => s.name) ?? []

describe('sponsors on the content engine', () => {
  it('puts a sponsor edited into another tier last there, keeping its old tier’s order', async () => {
    const moved = await create('Marca Viajante', 'supplier')
    const edit = { name: 'Marca Viajante', tier: 'official', website: null, version: moved.version }
    const res = await t.request(`/api/v1/admin/sponsors/${moved.id}`, json(edit, staff, 'PUT'))
    expect(res.status).toBe(200)
    const officials = await adminTier('official')
    expect(officials.at(-1)?.id).toBe(moved.id)
    expect((await publicTier('official')).at(-1)).toBe('Marca Viajante')
    expect((await adminTier('supplier')).map((s) => s.id)).not.toContain(moved.id)
    // Its old tier's moves still swap neighbours of that tier only.
    const [first, second] = (await adminTier('supplier')) as [AdminSponsor, AdminSponsor]
    const up = json({ direction: 'up', version: second.version }, staff)
    expect((await t.request(`/api/v1/admin/sponsors/${second.id}/move`, up)).status).toBe(200)
    expect((await adminTier('supplier')).slice(0, 2).map((s) => s.id)).toEqual([second.id, first.id])
    expect((await adminTier('official')).at(-1)?.id).toBe(moved.id)
  })

  it('deletes an uploaded logo with its sponsor', async () => {
    const sponsor = await create('Marca Efémera', 'supporter')
    const body = new FormData()
    body.set('version', '1')
    body.set('file', new File([await picture('png', 200, 100)], 'logo.png', { type: 'image/png' }))
    const uploaded = (await (
      await t.request(`/api/v1/admin/sponsors/${sponsor.id}/logo`, { method: 'POST', body, headers: staff })
    ).json()) as AdminSponsor
    expect((await t.request(uploaded.logoUrl)).status).toBe(200)
    const del = await t.request(`/api/v1/admin/sponsors/${sponsor.id}?version=${uploaded.version}`, {
      method: 'DELETE',
      headers: staff,
    })
    expect(del.status).toBe(204)
    expect((await t.request(uploaded.logoUrl)).status).toBe(404)
  })

  it('mounts image routes only for a kind that declares the image', async () => {
    const courses = (await (await t.request('/api/v1/admin/courses', { headers: staff })).json()) as {
      items: { id: number }[]
    }
    const id = courses.items[0]?.id ?? 1
    const res = await t.request(`/api/v1/admin/courses/${id}/logo?version=1`, { method: 'DELETE', headers: staff })
    expect(res.status).toBe(404)
  })
})
