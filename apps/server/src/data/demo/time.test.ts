import { addDays } from '@podium/domain'
import { describe, expect, it } from 'vitest'
import { hhmm, makeCalendar, zonedInstant } from './time.ts'

describe('the games calendar', () => {
  it('makes today day 4 of 10 and now 11:00 in the games time zone', () => {
    const c = makeCalendar('2026-03-02', 'America/Sao_Paulo')
    expect(c.startsOn).toBe('2026-02-27')
    expect(c.endsOn).toBe('2026-03-08')
    expect(c.days).toHaveLength(10)
    expect(c.now.toISOString()).toBe('2026-03-02T14:00:00.000Z')
    expect(c.dayOf(c.now)).toBe(4)
    expect(c.minutesOf(c.now)).toBe(11 * 60)
    expect(c.dayOf(c.at(1, 0))).toBe(1)
    expect(c.dayOf(new Date(c.at(1, 0).getTime() - 1))).toBe(0)
  })

  it('follows a zone with daylight saving', () => {
    expect(zonedInstant('2026-07-01', 12 * 60, 'Europe/Lisbon').toISOString()).toBe('2026-07-01T11:00:00.000Z')
    expect(zonedInstant('2026-01-01', 12 * 60, 'Europe/Lisbon').toISOString()).toBe('2026-01-01T12:00:00.000Z')
  })

  it('does date arithmetic across months and rejects bad dates', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(() => addDays('2026-02-30', 1)).toThrow()
    expect(hhmm(6 * 60 + 5)).toBe('06:05')
  })
})
