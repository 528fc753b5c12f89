import { type Days, zonedDate } from '@podium/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../test/helpers.ts'
import { createClock } from './clock.ts'
import { games } from './db/schema.ts'
import { publishLiveEvent } from './live/journal.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const days = async () => (await (await t.request('/api/v1/days')).json()) as Days

describe('the games calendar', () => {
  it('is the one source of the time zone and the days, and follows an import (its reset event)', async () => {
    const { calendar } = t.ctx
    const before = await days()
    expect(before.timeZone).toBe(calendar.timeZone)
    expect(before.items.map((d) => d.day)).toEqual(calendar.days)
    expect(calendar.isGamesDay(calendar.days[0] as string)).toBe(true)
    expect(calendar.isGamesDay('1999-01-01')).toBe(false)

    // What a bundle import does to a games: other dates and zone, committed with one `reset` live event.
    await t.ctx.database.db.transaction(async (tx) => {
      await tx.update(games).set({ timeZone: 'Asia/Baku', startsOn: '2027-03-01', endsOn: '2027-03-03' })
      await publishLiveEvent(tx, 'reset', { source: 'bundle-import' })
    })
    await vi.waitFor(() => expect(calendar.timeZone).toBe('Asia/Baku'), { timeout: 5_000 })
    expect(calendar.days).toEqual(['2027-03-01', '2027-03-02', '2027-03-03'])
    const after = await days()
    expect(after.timeZone).toBe('Asia/Baku')
    expect(after.items.map((d) => d.day)).toEqual(expect.arrayContaining(['2027-03-01', '2027-03-02', '2027-03-03']))
    // The server's clock (startup.ts) reads the same calendar, so "today" moves with it.
    const clock = createClock({ calendar })
    expect(clock.timeZone).toBe('Asia/Baku')
    expect(clock.today()).toBe(zonedDate(new Date(), 'Asia/Baku'))
  })
})
