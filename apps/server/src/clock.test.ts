import { describe, expect, it } from 'vitest'
import { createClock, localMinutesNow, minutesOfDay } from './clock.ts'

describe('the server clock', () => {
  it('starts at a pinned day and time of day in the games time zone, then runs', async () => {
    const clock = createClock({
      calendar: { timeZone: 'America/Sao_Paulo' },
      pinnedToday: '2026-07-14',
      pinnedTime: '08:40',
    })
    const first = clock.now().getTime()
    expect(Math.abs(first - Date.parse('2026-07-14T11:40:00Z'))).toBeLessThan(1_000)
    expect(clock.today()).toBe('2026-07-14')
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(clock.now().getTime()).toBeGreaterThan(first)
  })

  it('reads the time zone from the calendar each time (an import may change it)', () => {
    const calendar = { timeZone: 'America/Sao_Paulo' }
    const clock = createClock({ calendar, pinnedToday: '2026-07-14', pinnedTime: '23:30' })
    expect(clock.today()).toBe('2026-07-14')
    calendar.timeZone = 'Asia/Baku' // 23:30 in Rio is the next morning in Baku
    expect(clock.timeZone).toBe('Asia/Baku')
    expect(clock.today()).toBe('2026-07-15')
  })

  it('tells the time of day in a time zone', () => {
    expect(minutesOfDay('08:40')).toBe(520)
    expect(localMinutesNow('America/Sao_Paulo', Date.parse('2026-07-14T11:40:00Z'))).toBe(520)
    expect(localMinutesNow('Asia/Baku', Date.parse('2026-07-14T22:30:00Z'))).toBe(150)
  })
})
