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

  it('says what is happening: a live match with its two sides and score, a live race with its leader', async () => {
    const body = (await (await t.request('/api/v1/now?lang=en')).json()) as Now
    const running = body.live.filter((u) => u.scheduleStatus === 'RUNNING' && u.eventCode)
    const match = running.find((u) => u.competitors.length === 2)
    const race = running.find((u) => u.competitors.length === 0 && u.leader)
    expect(match, 'a live head-to-head unit').toBeDefined()
    expect(match?.competitors.every((c) => c.name && c.organisationCode)).toBe(true)
    expect(match?.score).toMatch(/\d/)
    expect(match?.leader).toBeNull()
    expect(race, 'a live ranked unit with a leader').toBeDefined()
    expect(race?.leader?.name).toBeTruthy()
    expect(race?.disciplineKey).toBeTruthy()
    for (const u of body.next) expect(u.leader).toBeNull()
  })
})
