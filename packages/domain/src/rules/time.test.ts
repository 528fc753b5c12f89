import { describe, expect, it } from 'vitest'
import {
  addDays,
  addYears,
  ageOn,
  DAY_MS,
  dayRange,
  daysBetween,
  formatDate,
  formatDayLabel,
  formatDayMonthTime,
  formatMeasure,
  formatShortDateTime,
  formatTime,
  isCalendarDay,
  isValidTimeZone,
  nearestGamesDay,
  shownTimeZoneLabel,
  timeZoneLabel,
  timeZoneOffsetMinutes,
  wallClockInstant,
  zonedDate,
  zonedDayRange,
} from './time.ts'

const SP = 'America/Sao_Paulo'
// ICU puts a narrow no-break space before AM/PM; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ')

describe('zonedDate', () => {
  it.each([
    ['2025-07-01T02:30:00Z', SP, '2025-06-30'],
    ['2025-07-01T02:30:00Z', 'UTC', '2025-07-01'],
    ['2025-07-01T03:00:00Z', SP, '2025-07-01'],
    ['2025-07-01T02:59:59Z', SP, '2025-06-30'],
    ['2025-12-31T23:59:59Z', 'UTC', '2025-12-31'],
    ['2026-01-01T01:00:00Z', SP, '2025-12-31'],
    ['2025-07-01T12:00:00-03:00', 'UTC', '2025-07-01'],
  ])('%s in %s → %s', (iso, tz, day) => {
    expect(zonedDate(iso, tz)).toBe(day)
  })

  it('takes Dates and epoch milliseconds', () => {
    expect(zonedDate(new Date(Date.UTC(2025, 6, 1, 1)), SP)).toBe('2025-06-30')
    expect(zonedDate(Date.UTC(2025, 6, 1, 1), 'UTC')).toBe('2025-07-01')
  })

  it('rejects an invalid instant', () => {
    expect(() => zonedDate('not a date', 'UTC')).toThrow(RangeError)
  })
})

describe('time zone offsets and days', () => {
  it('knows the offsets', () => {
    expect(timeZoneOffsetMinutes(SP, '2025-07-01T12:00:00Z')).toBe(-180)
    expect(timeZoneOffsetMinutes('UTC', '2025-07-01T12:00:00Z')).toBe(0)
    expect(timeZoneOffsetMinutes(SP, '2018-12-01T12:00:00Z')).toBe(-120) // Brazilian summer time, until 2019
  })

  it('gives the instants a day runs over', () => {
    expect(zonedDayRange('2025-07-01', SP)).toEqual({
      start: '2025-07-01T03:00:00.000Z',
      end: '2025-07-02T03:00:00.000Z',
    })
    expect(zonedDayRange('2025-07-01', 'UTC')).toEqual({
      start: '2025-07-01T00:00:00.000Z',
      end: '2025-07-02T00:00:00.000Z',
    })
  })

  it('handles a day whose midnight did not exist, and the day before it', () => {
    // 2018-11-04: São Paulo clocks jumped from 00:00 to 01:00 (-03:00 → -02:00)
    expect(zonedDayRange('2018-11-04', SP)).toEqual({
      start: '2018-11-04T03:00:00.000Z',
      end: '2018-11-05T02:00:00.000Z',
    })
    expect(zonedDayRange('2018-11-03', SP).end).toBe('2018-11-04T03:00:00.000Z')
  })

  it('handles a 25-hour day', () => {
    // 2019-02-16: at midnight clocks went back to 23:00 (-02:00 → -03:00)
    expect(zonedDayRange('2019-02-16', SP)).toEqual({
      start: '2019-02-16T02:00:00.000Z',
      end: '2019-02-17T03:00:00.000Z',
    })
  })
})

describe('addDays and dayRange', () => {
  it.each([
    ['2025-07-01', 1, '2025-07-02'],
    ['2025-07-31', 1, '2025-08-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-07-01', 0, '2025-07-01'],
    ['2025-07-10', -10, '2025-06-30'],
  ])('%s + %d → %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected)
  })

  it.each(['2025-7-1', '2025-02-30', '01/07/2025', ''])('rejects %j', (day) => {
    expect(() => addDays(day, 1)).toThrow(RangeError)
  })

  it('lists the days of a range, both ends included', () => {
    expect(dayRange('2025-06-29', '2025-07-02')).toEqual(['2025-06-29', '2025-06-30', '2025-07-01', '2025-07-02'])
    expect(dayRange('2025-07-01', '2025-07-01')).toEqual(['2025-07-01'])
    expect(dayRange('2025-07-02', '2025-07-01')).toEqual([])
  })
})

describe('formatting', () => {
  const at = '2025-07-01T02:30:00Z'

  it('formats the time in the time zone', () => {
    expect(formatTime(at, { locale: 'pt', timeZone: SP })).toBe('23:30')
    expect(formatTime(at, { locale: 'pt', timeZone: 'UTC' })).toBe('02:30')
    expect(formatTime(at, { locale: 'es', timeZone: SP })).toBe('23:30')
    expect(plain(formatTime(at, { locale: 'en', timeZone: SP }))).toBe('11:30 PM')
  })

  it('formats the date in the time zone', () => {
    expect(formatDate(at, { locale: 'pt', timeZone: SP })).toBe('30/06/2025')
    expect(formatDate(at, { locale: 'pt', timeZone: 'UTC' })).toBe('01/07/2025')
    expect(formatDate(at, { locale: 'en', timeZone: SP })).toBe('Jun 30, 2025')
    expect(formatDate(at, { locale: 'en', timeZone: 'UTC', dateStyle: 'short' })).toBe('7/1/25')
  })

  it('labels a calendar day whatever the runtime time zone', () => {
    expect(formatDayLabel('2025-07-01', { locale: 'en' })).toBe('Tue, Jul 1')
    expect(formatDayLabel('2025-07-01', { locale: 'es' })).toBe('mar, 1 jul')
    expect(() => formatDayLabel('2025-13-01', { locale: 'en' })).toThrow(RangeError)
  })

  it('labels the time zone offset', () => {
    expect(timeZoneLabel(SP, 'en', at)).toBe('GMT-3')
    expect(timeZoneLabel(SP, 'pt', at)).toBe('GMT-3')
    expect(timeZoneLabel(SP, 'en', '2018-12-01T12:00:00Z')).toBe('GMT-2')
    expect(timeZoneLabel('UTC', 'en', at)).toBe('GMT')
    expect(timeZoneLabel('Asia/Kolkata', 'en', at)).toBe('GMT+5:30')
  })
})

describe('isValidTimeZone', () => {
  it.each([
    [SP, true],
    ['UTC', true],
    ['Asia/Baku', true],
    ['Mars/Olympus', false],
    ['', false],
  ])('%j → %s', (tz, valid) => {
    expect(isValidTimeZone(tz)).toBe(valid)
  })
})

describe('days between, years and ages', () => {
  it('counts whole days and keeps the unit in one place', () => {
    expect(DAY_MS).toBe(86_400_000)
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2026-07-14', '2026-07-13')).toBe(-1)
    expect(daysBetween('not a day', '2026-07-13')).toBeNaN()
  })

  it('moves a day by years, 29 February to 28 February outside leap years', () => {
    expect(addYears('2012-02-29', -4)).toBe('2008-02-29')
    expect(addYears('2012-02-29', 1)).toBe('2013-02-28')
    expect(addYears('2026-07-14', -16)).toBe('2010-07-14')
  })

  it('adds a year of age on the birthday, not before', () => {
    expect(ageOn('2010-07-14', '2026-07-13')).toBe(15)
    expect(ageOn('2010-07-14', '2026-07-14')).toBe(16)
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17)
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18)
  })
})

describe('wallClockInstant', () => {
  it('reads a wall-clock time in the zone, summer time included', () => {
    expect(wallClockInstant('2026-07-01', 12 * 60, 'Europe/Lisbon')).toBe('2026-07-01T11:00:00.000Z')
    expect(wallClockInstant('2026-01-01', 12 * 60, 'Europe/Lisbon')).toBe('2026-01-01T12:00:00.000Z')
    expect(wallClockInstant('2026-07-14', 6 * 60, 'America/Sao_Paulo')).toBe('2026-07-14T09:00:00.000Z')
  })
})

describe('isCalendarDay', () => {
  it('takes real days only', () => {
    expect(isCalendarDay('2026-07-14')).toBe(true)
    expect(isCalendarDay('2028-02-29')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-13-99')).toBe(false)
    expect(isCalendarDay('2026-7-14')).toBe(false)
    expect(isCalendarDay('')).toBe(false)
  })
})

describe('nearestGamesDay', () => {
  const days = ['2026-07-11', '2026-07-12', '2026-07-14', '2026-07-15']
  it('is today on a games day', () => expect(nearestGamesDay(days, '2026-07-12')).toBe('2026-07-12'))
  it('is the first day before the games and the last after them', () => {
    expect(nearestGamesDay(days, '2026-01-01')).toBe('2026-07-11')
    expect(nearestGamesDay(days, '2026-11-28')).toBe('2026-07-15')
  })
  it('is the next day on a day between two, a tie going to the day to come', () => {
    expect(nearestGamesDay(days, '2026-07-13')).toBe('2026-07-14')
  })
  it('is undefined when the games have no days', () => expect(nearestGamesDay([], '2026-07-13')).toBeUndefined())
})

describe('shownTimeZoneLabel', () => {
  it('labels the games’ zone at the times shown, not at the reader’s now', () => {
    const july = '2024-07-28T18:00:00Z'
    const november = '2026-11-28T12:00:00Z'
    expect(shownTimeZoneLabel('Europe/Paris', 'en', [july], november)).toBe('GMT+2')
    expect(shownTimeZoneLabel('Europe/Paris', 'en', [], november)).toBe('GMT+1')
    expect(shownTimeZoneLabel('Europe/Paris', 'en', [july, '2024-07-29T08:00:00Z'], november)).toBe('GMT+2')
    expect(shownTimeZoneLabel('Europe/Paris', 'en', [july, '2024-10-28T08:00:00Z'], november)).toBe('GMT+2 / GMT+1')
  })
})

describe('Azerbaijani dates from the app’s own names (issue 39)', () => {
  // Node has full ICU: its Azerbaijani formats are CLDR's, which the app's names must reproduce exactly, so that a
  // page formatted on the server reads the same in a browser without Azerbaijani data (Chromium).
  const intl = (options: Intl.DateTimeFormatOptions, at: Date) => new Intl.DateTimeFormat('az', options).format(at)
  const zone = 'America/Sao_Paulo'
  // Every month and weekday, at hours either side of midnight in the zone.
  const instants = Array.from(
    { length: 24 },
    (_, i) => new Date(Date.UTC(2026, i % 12, 1 + ((i * 5) % 27), (i * 7) % 24, 5)),
  )

  it.each(['short', 'medium', 'long', 'full'] as const)('formatDate %s equals CLDR', (dateStyle) => {
    for (const at of instants)
      expect(formatDate(at, { locale: 'az', timeZone: zone, dateStyle })).toBe(intl({ dateStyle, timeZone: zone }, at))
  })

  it('formatTime, formatShortDateTime and formatDayMonthTime equal CLDR', () => {
    for (const at of instants) {
      const options = { locale: 'az', timeZone: zone } as const
      expect(formatTime(at, options)).toBe(intl({ hour: '2-digit', minute: '2-digit', timeZone: zone }, at))
      expect(formatShortDateTime(at, options)).toBe(
        intl({ dateStyle: 'short', timeStyle: 'short', timeZone: zone }, at),
      )
      expect(formatDayMonthTime(at, options)).toBe(
        intl({ day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: zone }, at),
      )
    }
  })

  it('formatDayLabel equals CLDR for every weekday and month', () => {
    for (let i = 0; i < 40; i++) {
      const day = addDays('2026-01-01', i * 9)
      expect(formatDayLabel(day, { locale: 'az' })).toBe(
        intl({ weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }, new Date(`${day}T12:00:00Z`)),
      )
    }
    expect(formatDayLabel('2026-11-27', { locale: 'az' })).toBe('27 noy, C.')
  })

  it('never asks Intl for Azerbaijani, so a runtime without its data formats the same', () => {
    const original = Intl.DateTimeFormat
    const asked: string[] = []
    const spy = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      asked.push(String(args[0]))
      return new original(...args)
    } as unknown as typeof Intl.DateTimeFormat
    Intl.DateTimeFormat = spy
    try {
      const options = { locale: 'az', timeZone: 'Asia/Baku' } as const
      formatDate('2026-11-27T13:00:00Z', { ...options, dateStyle: 'full' })
      formatTime('2026-11-27T13:01:00Z', options)
      formatDayLabel('2026-11-28', options)
      formatShortDateTime('2026-11-27T13:02:00Z', options)
      formatDayMonthTime('2026-11-27T13:03:00Z', options)
    } finally {
      Intl.DateTimeFormat = original
    }
    expect(asked.filter((tag) => tag.startsWith('az'))).toEqual([])
  })
})

describe('Azerbaijani measures (issue 39)', () => {
  it('equal CLDR as Node writes them', () => {
    for (const [value, unit] of [
      [159, 'centimeter'],
      [47.5, 'kilogram'],
      [70, 'kilogram'],
    ] as const)
      expect(formatMeasure(value, unit, 'az')).toBe(new Intl.NumberFormat('az', { style: 'unit', unit }).format(value))
  })
})
