/**
 * The games' calendar. Everything is computed from the given `today` (a date in the games' time zone), never
 * from the wall clock, so the same input gives the same games.
 */
import { addDays, MINUTE_MS, wallClockInstant } from '@podium/domain'

export const GAMES_DAYS = 10
/** `today` is this day (1-based) of the games. */
export const TODAY_DAY = 4
/** The demo's "now" when none is given (the test suites): 11:00 on `today`, in the games' time zone. */
export const DEFAULT_NOW_MINUTES = 11 * 60

/**
 * The times of day when the demo's sessions have several units under way (catalogue.ts: sessions 08:00–12:30 and
 * 15:00–21:00; the evenings hold few, long finals, so they are not counted).
 */
const MORNING = [9 * 60, 12 * 60 + 30] as const
const AFTERNOON = [15 * 60 + 5, 18 * 60 + 30] as const

/**
 * How many whole hours the demo's schedule is moved so that `nowMinutes` (the real time of day when the demo is
 * seeded) falls while units are under way: none inside the sessions; otherwise the schedule moves so that now is
 * mid-morning (before the morning session, late at night), late morning (over lunch) or late afternoon (in the
 * evening). Started at night, a few early or late units then fall on the next or previous date.
 */
export function demoShiftHours(nowMinutes: number): number {
  if ([MORNING, AFTERNOON].some(([from, to]) => nowMinutes >= from && nowMinutes < to)) return 0
  const hour = Math.floor(nowMinutes / 60)
  if (nowMinutes < MORNING[0]) return hour - 10
  if (nowMinutes < AFTERNOON[0]) return hour - 11
  return hour - 17
}

/** The instant of a wall-clock time (minutes after midnight) on a date in a time zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  return new Date(wallClockInstant(date, minutes, timeZone))
}

export interface Calendar {
  timeZone: string
  /** The 10 dates of the games, day 1 first. */
  days: string[]
  startsOn: string
  endsOn: string
  today: string
  /** The demo's "now": `nowMinutes` on `today` in the games' time zone. */
  now: Date
  /** Minutes the schedule is moved by (demoShiftHours), so that now falls while units are under way. */
  shiftMinutes: number
  /** The instant of a time of the plan on a day of the games (1-based), moved by `shiftMinutes`. */
  at(day: number, minutes: number): Date
  /** The day (1-based) of the plan an instant falls on; may be outside 1..10. The inverse of `at`. */
  dayOf(instant: Date): number
  /** Minutes after the plan's midnight of an instant (the inverse of `at`, so the plan's sessions, 08:00–21:00). */
  minutesOf(instant: Date): number
}

export function makeCalendar(today: string, timeZone: string, nowMinutes: number = DEFAULT_NOW_MINUTES): Calendar {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Invalid date "${today}": expected YYYY-MM-DD`)
  if (!Number.isInteger(nowMinutes) || nowMinutes < 0 || nowMinutes >= 1440) {
    throw new Error(`Invalid time of day ${nowMinutes}: expected minutes after midnight`)
  }
  const shiftMinutes = demoShiftHours(nowMinutes) * 60
  const shiftMs = shiftMinutes * MINUTE_MS
  const startsOn = addDays(today, 1 - TODAY_DAY)
  const days = Array.from({ length: GAMES_DAYS }, (_, i) => addDays(startsOn, i))
  const dayStarts = days.map((day) => zonedInstant(day, 0, timeZone).getTime())
  const at = (day: number, minutes: number) =>
    zonedInstant(addDays(startsOn, day - 1), minutes + shiftMinutes, timeZone)
  const dayOf = (instant: Date) => {
    const t = instant.getTime() - shiftMs
    let day = 0
    for (let i = 0; i < dayStarts.length; i++) if (t >= (dayStarts[i] as number)) day = i + 1
    if (day === GAMES_DAYS && t >= zonedInstant(addDays(startsOn, GAMES_DAYS), 0, timeZone).getTime()) day++
    return day
  }
  return {
    timeZone,
    days,
    startsOn,
    endsOn: days[GAMES_DAYS - 1] as string,
    today,
    now: zonedInstant(today, nowMinutes, timeZone),
    shiftMinutes,
    at,
    dayOf,
    minutesOf: (instant) => {
      const day = dayOf(instant)
      const start = zonedInstant(addDays(startsOn, day - 1), 0, timeZone).getTime()
      return Math.round((instant.getTime() - shiftMs - start) / MINUTE_MS)
    },
  }
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * MINUTE_MS)
}

/** "HH:MM" of minutes after midnight. */
export function hhmm(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}
