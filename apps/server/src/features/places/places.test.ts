import type { PlaceDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const items = async (res: Response) => ((await res.json()) as { items: PlaceDto[] }).items

describe('GET /api/v1/places', () => {
  it('lists hotels, hospitals and other places with address, phone and coordinates', async () => {
    const all = await items(await t.request('/api/v1/places'))
    expect(new Set(all.map((p) => p.kind))).toEqual(new Set(['hotel', 'hospital', 'other']))
    for (const p of all) {
      expect(p.address).toContain('Rio de Janeiro')
      expect(p.phone).toMatch(/^\+55 21 \d{4}-\d{4}$/)
      expect(p.latitude).toBeLessThan(-22)
      expect(p.longitude).toBeLessThan(-43)
    }
  })

  it('filters by kind and localizes names', async () => {
    const hospitals = await items(await t.request('/api/v1/places?kind=hospital&lang=en'))
    expect(hospitals.length).toBeGreaterThanOrEqual(4)
    expect(hospitals.every((p) => p.kind === 'hospital')).toBe(true)
    expect(hospitals.map((p) => p.name)).toContain('Miguel Couto Municipal Hospital')
    const pt = await items(await t.request('/api/v1/places?kind=hospital'))
    expect(pt.map((p) => p.name)).toContain('Hospital Municipal Miguel Couto')
    const hotels = await items(await t.request('/api/v1/places?kind=hotel'))
    expect(hotels.every((p) => p.kind === 'hotel')).toBe(true)
  })

  it('refuses an unknown kind with a field message', async () => {
    const res = await t.request('/api/v1/places?kind=castle')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(body.error.fields)).toContain('kind')
  })
})
