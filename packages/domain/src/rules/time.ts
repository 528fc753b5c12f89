/**
 * Dates and times with Intl only (no date library). Instants are ISO strings, epoch milliseconds or Dates; calendar
 * days are 'YYYY-MM-DD' strings, always read in a given time zone (the games' or the user's).
 */
import { LOCALE_TAGS, type Locale } from '../codes/locales.ts'

export type Instant = string | number | Date

export interface FormatOptions {
  locale: Locale
  timeZone: string
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
export const MINUTE_MS = 60_000
export const HOUR_MS = 60 * MINUTE_MS
/** A calendar day in UTC, where every day is 24 hours; in a time zone with summer time, days are not (see below). */
export const DAY_MS = 24 * HOUR_MS

function toDate(instant: Instant): Date {
  const date = instant instanceof Date ? instant : new Date(instant)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`)
  return date
}

/** Intl formatters are costly to build and lists format hundreds of times: keep one per set of options. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options)
    formatters.set(key, f)
  }
  return f
}

/** One formatter per time zone for partsOf: it runs for every unit of a schedule, so not even its key is rebuilt. */
const partsFormatters = new Map<string, Intl.DateTimeFormat>()

function partsOf(date: Date, timeZone: string): Record<string, number> {
  let zoned = partsFormatters.get(timeZone)
  if (!zoned) {
    zoned = formatter('en-US', {
      timeZone,
      calendar: 'gregory',
      numberingSystem: 'latn',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    partsFormatters.set(timeZone, zoned)
  }
  const parts = zoned.formatToParts(date)
  const out: Record<string, number> = {}
  for (const part of parts) if (part.type !== 'literal') out[part.type] = Number(part.value)
  return out
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The calendar day ('YYYY-MM-DD') of an instant in a time zone. */
export function zonedDate(instant: Instant, timeZone: string): string {
  const p = partsOf(toDate(instant), timeZone)
  return `${pad(p.year ?? 0, 4)}-${pad(p.month ?? 0)}-${pad(p.day ?? 0)}`
}

/** A time zone's offset from UTC at an instant, in minutes (Sao Paulo: -180). */
export function timeZoneOffsetMinutes(timeZone: string, at: Instant): number {
  const date = toDate(at)
  const p = partsOf(date, timeZone)
  const wallClock = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0)
  return Math.round((wallClock - Math.floor(date.getTime() / 1000) * 1000) / MINUTE_MS)
}

function parseDay(day: string): number {
  const m = DAY_PATTERN.exec(day)
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : Number.NaN
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) throw new RangeError(`Invalid day: ${day}`)
  return ms
}

/** The day n days after (or before, n < 0) a 'YYYY-MM-DD' day. */
/** Whether a string is a real calendar day as YYYY-MM-DD (2026-02-30 and 2026-13-99 are not). */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false
  const at = new Date(`${day}T12:00:00Z`)
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day
}

export function addDays(day: string, n: number): string {
  return new Date(parseDay(day) + Math.trunc(n) * DAY_MS).toISOString().slice(0, 10)
}

/**
 * Whole days from one 'YYYY-MM-DD' day to another (negative when `to` is before `from`). It does not throw: query
 * schemas call it on input that is only shaped like a day (NaN for what is not one).
 */
export function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS
}

/**
 * The day a schedule screen opens on (decision 066): today when the games run today, else the games day nearest to
 * it (the first before the games, the last after them, the next one on a rest day between two; a tie goes to the
 * later day, the one still to come). Undefined only when the games have no days.
 */
export function nearestGamesDay(days: readonly string[], today: string): string | undefined {
  if (days.includes(today)) return today
  let best: string | undefined
  let bestDistance = Number.POSITIVE_INFINITY
  for (const day of days) {
    const distance = Math.abs(daysBetween(today, day))
    if (distance < bestDistance || (distance === bestDistance && best !== undefined && day > best)) {
      best = day
      bestDistance = distance
    }
  }
  return best
}

/** The same calendar day some years away; 29 February becomes 28 February in a year without it. */
export function addYears(day: string, years: number): string {
  parseDay(day)
  const y = Number(day.slice(0, 4)) + Math.trunc(years)
  const md = day.slice(5)
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0
  return `${String(y).padStart(4, '0')}-${md === '02-29' && !leap ? '02-28' : md}`
}

/** Age in whole years on a day (both 'YYYY-MM-DD'): one more on each birthday. */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

/**
 * The instant (ISO) of a wall-clock time, `minutes` after midnight, on a day in a time zone. A time that a clock
 * change skips or repeats lands on one side of it; `zonedDayRange` handles days that do not start at midnight.
 */
export function wallClockInstant(day: string, minutes: number, timeZone: string): string {
  const wall = parseDay(day) + minutes * MINUTE_MS
  const first = wall - timeZoneOffsetMinutes(timeZone, wall) * MINUTE_MS
  const second = wall - timeZoneOffsetMinutes(timeZone, first) * MINUTE_MS
  return new Date(second).toISOString()
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function dayRange(from: string, to: string): string[] {
  const days: string[] = []
  const end = parseDay(to)
  for (let ms = parseDay(from); ms <= end; ms += DAY_MS) days.push(new Date(ms).toISOString().slice(0, 10))
  return days
}

/**
 * The instants a calendar day of a time zone runs over: [start, end), ISO strings, for "units on this day" queries.
 * A day is not always 24 hours: where clocks jump at midnight (Brazil's summer time until 2019) it starts at 01:00.
 */
export function zonedDayRange(day: string, timeZone: string): { start: string; end: string } {
  return { start: zonedDayStart(day, timeZone), end: zonedDayStart(addDays(day, 1), timeZone) }
}

function zonedDayStart(day: string, timeZone: string): string {
  const midnight = parseDay(day)
  // Local midnight read as UTC, shifted by the offset at two nearby instants: one of them is right unless the
  // offset changes at midnight; then the earliest candidate that lies in the day is its start.
  const first = midnight - timeZoneOffsetMinutes(timeZone, midnight) * MINUTE_MS
  const second = midnight - timeZoneOffsetMinutes(timeZone, first) * MINUTE_MS
  const inDay = [first, second].filter((t) => zonedDate(t, timeZone) === day).sort((a, b) => a - b)
  return new Date(inDay[0] ?? Math.max(first, second)).toISOString()
}

/**
 * Azerbaijani names of months and weekdays (CLDR's, as Node's full ICU has them). Chromium ships no Azerbaijani date
 * data: its Intl formats "27 noy, C." as "M11 27, Fri", so a page rendered by the server changed under the reader
 * (and React's hydration failed, issue 39). Azerbaijani dates are therefore always formatted from these names, on the
 * server and in every browser alike, never by Intl.
 */
export const AZ_DATE_NAMES = {
  monthsShort: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avq', 'sen', 'okt', 'noy', 'dek'],
  monthsLong: [
    'yanvar',
    'fevral',
    'mart',
    'aprel',
    'may',
    'iyun',
    'iyul',
    'avqust',
    'sentyabr',
    'oktyabr',
    'noyabr',
    'dekabr',
  ],
  /** Sunday first, as Date.getUTCDay counts; in a date (CLDR's format context, not its stand-alone one). */
  weekdaysShort: ['B.', 'B.e.', 'Ç.a.', 'Ç.', 'C.a.', 'C.', 'Ş.'],
  weekdaysLong: ['bazar', 'bazar ertəsi', 'çərşənbə axşamı', 'çərşənbə', 'cümə axşamı', 'cümə', 'şənbə'],
} as const

/**
 * A measure with its unit ('159 cm'; CLDR's '159 sm' and '47,5 kq' in Azerbaijani, written from the app's own words
 * for the reason AZ_DATE_NAMES gives: Chromium would write '159 cm' and the page would change under the reader).
 */
export function formatMeasure(value: number, unit: 'centimeter' | 'kilogram', locale: Locale): string {
  if (locale === 'az') return `${String(value).replace('.', ',')} ${unit === 'centimeter' ? 'sm' : 'kq'}`
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'unit', unit }).format(value)
}

/**
 * A collator that sorts the same on the server and in the browser: Azerbaijani by the root order, since Chromium has
 * no Azerbaijani collation and would order a list differently from the server (a hydration error, issue 39).
 */
export function nameCollator(locale: Locale): Intl.Collator {
  return new Intl.Collator(locale === 'az' ? 'und' : LOCALE_TAGS[locale], { sensitivity: 'base' })
}

/** Whether dates in this language are formatted from the app's own names instead of Intl (see AZ_DATE_NAMES). */
const ownNames = (locale: Locale) => locale === 'az'

/** The calendar fields of an instant in a time zone, with its weekday (0 = Sunday). */
function zonedFields(date: Date, timeZone: string) {
  const p = partsOf(date, timeZone)
  const year = p.year ?? 0
  const month = p.month ?? 1
  const day = p.day ?? 1
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  // Intl's h23 gives 0-23; some older engines say 24 at midnight.
  return { year, month, day, weekday, hour: (p.hour ?? 0) % 24, minute: p.minute ?? 0 }
}

type DateStyle = 'full' | 'long' | 'medium' | 'short'

/** An Azerbaijani date in CLDR's patterns: short dd.MM.yy, medium d MMM y, long d MMMM y, full d MMMM y, EEEE. */
function azDate(f: ReturnType<typeof zonedFields>, style: DateStyle): string {
  const month = f.month - 1
  if (style === 'short') return `${pad(f.day)}.${pad(f.month)}.${pad(f.year % 100)}`
  if (style === 'medium') return `${f.day} ${AZ_DATE_NAMES.monthsShort[month]} ${f.year}`
  const long = `${f.day} ${AZ_DATE_NAMES.monthsLong[month]} ${f.year}`
  return style === 'long' ? long : `${long}, ${AZ_DATE_NAMES.weekdaysLong[f.weekday]}`
}

/** Hours and minutes of an instant in a time zone, in the locale's way ('14:30', '2:30 PM'). */
export function formatTime(instant: Instant, options: FormatOptions): string {
  if (ownNames(options.locale)) {
    const f = zonedFields(toDate(instant), options.timeZone)
    return `${pad(f.hour)}:${pad(f.minute)}`
  }
  return formatter(LOCALE_TAGS[options.locale], {
    timeZone: options.timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant))
}

/** The date of an instant in a time zone ('30/06/2025', 'Jun 30, 2025'). */
export function formatDate(instant: Instant, options: FormatOptions & { dateStyle?: DateStyle }): string {
  if (ownNames(options.locale))
    return azDate(zonedFields(toDate(instant), options.timeZone), options.dateStyle ?? 'medium')
  return formatter(LOCALE_TAGS[options.locale], {
    timeZone: options.timeZone,
    dateStyle: options.dateStyle ?? 'medium',
  }).format(toDate(instant))
}

/** A short date and time ('27/11/26, 17:00'; '27.11.26 17:00' in Azerbaijani), for "data as of" labels. */
export function formatShortDateTime(instant: Instant, options: FormatOptions): string {
  if (ownNames(options.locale)) {
    const f = zonedFields(toDate(instant), options.timeZone)
    return `${azDate(f, 'short')}, ${pad(f.hour)}:${pad(f.minute)}`
  }
  return formatter(LOCALE_TAGS[options.locale], {
    timeZone: options.timeZone,
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(toDate(instant))
}

/** Day, month and time in figures ('12/07, 09:00'; '12.07, 09:00' in Azerbaijani), where a card is narrow. */
export function formatDayMonthTime(instant: Instant, options: FormatOptions): string {
  if (ownNames(options.locale)) {
    const f = zonedFields(toDate(instant), options.timeZone)
    return `${pad(f.day)}.${pad(f.month)}, ${pad(f.hour)}:${pad(f.minute)}`
  }
  return formatter(LOCALE_TAGS[options.locale], {
    timeZone: options.timeZone,
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(toDate(instant))
}

/**
 * A short label for a calendar day, for the schedule's day tabs ('Tue, Jul 1'). The day is a day, not an instant,
 * so it is formatted in UTC, where it cannot shift.
 */
export function formatDayLabel(day: string, options: { locale: Locale }): string {
  if (ownNames(options.locale)) {
    const f = zonedFields(new Date(parseDay(day) + DAY_MS / 2), 'UTC')
    return `${f.day} ${AZ_DATE_NAMES.monthsShort[f.month - 1]}, ${AZ_DATE_NAMES.weekdaysShort[f.weekday]}`
  }
  return formatter(LOCALE_TAGS[options.locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(parseDay(day) + DAY_MS / 2))
}

/**
 * The short offset name of a time zone at an instant ('GMT-3'). The offset depends on the date (summer time), so the
 * instant is required. ICU versions disagree on UTC ('GMT' or 'GMT+0'); a zero offset is always 'GMT'.
 */
export function timeZoneLabel(timeZone: string, locale: Locale, at: Instant): string {
  const parts = formatter(LOCALE_TAGS[locale], { timeZone, timeZoneName: 'shortOffset' }).formatToParts(toDate(at))
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone
  return name.replace(/^GMT[+\u2212-]0(?::00)?$/, 'GMT')
}

/**
 * The games' time-zone label for the times a screen shows (decision 066): the offset at those instants, not at the
 * reader's now — a home page read in November about a games in July says the July offset, as the unit pages do.
 * Times on both sides of a daylight-saving change name both offsets ("GMT+1 / GMT+2"). With nothing shown, the
 * offset at `fallback`.
 */
export function shownTimeZoneLabel(
  timeZone: string,
  locale: Locale,
  shown: readonly Instant[],
  fallback: Instant,
): string {
  const instants = shown.length > 0 ? shown : [fallback]
  return [...new Set(instants.map((at) => timeZoneLabel(timeZone, locale, at)))].join(' / ')
}

/** Whether the runtime knows a time zone name (for a user's stored preference). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!timeZone) return false
  try {
    new Intl.DateTimeFormat('en-US', { timeZone })
    return true
  } catch {
    return false
  }
}
