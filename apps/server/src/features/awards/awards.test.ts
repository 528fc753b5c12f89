import type { AwardCeremonyDto } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const items = async (path: string) => {
  const res = await t.request(path)
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: AwardCeremonyDto[] }).items
}

describe('GET /api/v1/award-ceremonies', () => {
  it('lists every ceremony in time order, each with its event, venue and discipline', async () => {
    const all = await items('/api/v1/award-ceremonies?lang=en')
    expect(all.length).toBeGreaterThan(50)
    const starts = all.map((c) => c.startAt)
    expect(starts).toEqual([...starts].sort())
    for (const c of all.slice(0, 20)) {
      expect(c.eventName).toBeTruthy()
      expect(c.venueName).toBeTruthy()
      expect(c.disciplineKey).toMatch(/^[a-z-]+$/)
    }
  })

  it('filters by day in the games’ time zone; past ceremonies carry their medallists, gold first', async () => {
    const day = await items('/api/v1/award-ceremonies?day=2026-07-12&lang=en')
    expect(day.length).toBeGreaterThan(0)
    expect(day.every((c) => c.day === '2026-07-12')).toBe(true)
    const finished = day.filter((c) => c.status === 'FINISHED')
    expect(finished.length).toBeGreaterThan(0)
    for (const c of finished) {
      expect(c.medallists[0]?.medal).toBe('GOLD')
      expect(c.medallists.map((m) => m.medal)).toContain('BRONZE')
      expect(c.medallists[0]?.organisationName).toBeTruthy()
    }
    const future = await items('/api/v1/award-ceremonies?day=2026-07-19')
    expect(future.every((c) => c.status === 'SCHEDULED' && c.medallists.length === 0)).toBe(true)
  })

  it('a day outside the games has none; a malformed day is a 400', async () => {
    expect(await items('/api/v1/award-ceremonies?day=2030-01-01')).toEqual([])
    expect((await t.request('/api/v1/award-ceremonies?day=tomorrow')).status).toBe(400)
  })
})
