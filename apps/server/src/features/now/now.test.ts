import type { Now } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/v1/now', () => {
  it('shows units under way and the next ones after now, in order', async () => {
    const res = await t.request('/api/v1/now?lang=en')
    expect(res.status).toBe(200)
    const body = (await res.json()) as Now
    expect(body.now).toBe(TEST_NOW.toISOString())
    expect(body.live.length).toBeGreaterThan(0)
    for (const u of body.live)
      expect(['GETTING_READY', 'RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED']).toContain(u.scheduleStatus)
    expect(body.next.length).toBeGreaterThan(0)
    const starts = body.next.map((u) => Date.parse(u.startAt))
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    for (const s of starts) expect(s).toBeGreaterThanOrEqual(TEST_NOW.getTime())
    const withDiscipline = body.live.find((u) => u.disciplineCode)
    expect(withDiscipline?.disciplineName).toBeTruthy()
    expect(withDiscipline?.venueName).toBeTruthy()
  })
})
