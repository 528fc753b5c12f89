import { describe, expect, it } from 'vitest'
import { minutesOfDay, nextDepartures, zonedInstant } from './departures.ts'

const tz = 'America/Sao_Paulo'
const times = ['06:00', '12:00', '07:30', '23:30', '12:00']
const base = { times, timeZone: tz, serviceDays: null, lastDay: '2026-07-20', count: 3 }

describe('nextDepartures', () => {
  it('lists today’s departures at or after now, in time order', () => {
    // 12:00 in Rio (UTC-3).
    const next = nextDepartures({ ...base, now: new Date('2026-07-14T15:00:00Z') })
    expect(next.map((d) => `${d.day} ${d.time}`)).toEqual(['2026-07-14 12:00', '2026-07-14 23:30', '2026-07-15 06:00'])
    expect(next[0]?.at).toBe('2026-07-14T15:00:00.000Z')
  })

  it('after the last departure of the day, the next ones are tomorrow’s', () => {
    const next = nextDepartures({ ...base, now: new Date('2026-07-15T02:45:00Z') }) // 23:45 on the 14th
    expect(next.map((d) => `${d.day} ${d.time}`)).toEqual(['2026-07-15 06:00', '2026-07-15 07:30', '2026-07-15 12:00'])
  })

  it('skips days the line does not run and stops after the last day', () => {
    const now = new Date('2026-07-14T15:00:00Z')
    const onlyLater = nextDepartures({ ...base, now, serviceDays: ['2026-07-19', '2026-07-20'] })
    expect(onlyLater.map((d) => d.day)).toEqual(['2026-07-19', '2026-07-19', '2026-07-19'])
    expect(nextDepartures({ ...base, now, serviceDays: ['2026-07-12'] })).toEqual([])
    const lastDay = nextDepartures({ ...base, now: new Date('2026-07-21T02:45:00Z'), count: 5 })
    expect(lastDay).toEqual([])
  })

  it('reads times of day strictly and converts them in the time zone', () => {
    expect(minutesOfDay('23:59')).toBe(1439)
    expect(() => minutesOfDay('24:00')).toThrow(RangeError)
    expect(zonedInstant('2026-07-14', '06:00', tz)).toBe('2026-07-14T09:00:00.000Z')
  })
})
