/**
 * The games' calendar. Everything is computed from the given `today` (a date in the games' time zone), never
 * from the wall clock, so the same input gives the same games.
 */
import { addDays, MINUTE_MS, wallClockInstant } from '@podium/domain'

export const GAMES_DAYS = 10
/** `today` is this day (1-based) of the games. */
export const TODAY_DAY = 4
/** The demo's fixed "now": 11:00 on `today`, in the games' time zone. */
export const NOW_MINUTES = 11 * 60

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
  /** 11:00 on `today` in the games' time zone. */
  now: Date
  /** The instant of a time on a day of the games (1-based). */
  at(day: number, minutes: number): Date
  /** The day (1-based) an instant falls on, in the games' time zone; may be outside 1..10. */
  dayOf(instant: Date): number
  /** Minutes after local midnight of an instant. */
  minutesOf(instant: Date): number
}

export function makeCalendar(today: string, timeZone: string): Calendar {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`Invalid date "${today}": expected YYYY-MM-DD`)
  const startsOn = addDays(today, 1 - TODAY_DAY)
  const days = Array.from({ length: GAMES_DAYS }, (_, i) => addDays(startsOn, i))
  const dayStarts = days.map((day) => zonedInstant(day, 0, timeZone).getTime())
  const at = (day: number, minutes: number) => zonedInstant(addDays(startsOn, day - 1), minutes, timeZone)
  const dayOf = (instant: Date) => {
    const t = instant.getTime()
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
    now: at(TODAY_DAY, NOW_MINUTES),
    at,
    dayOf,
    minutesOf: (instant) => {
      const day = dayOf(instant)
      const start = zonedInstant(addDays(startsOn, day - 1), 0, timeZone).getTime()
      return Math.round((instant.getTime() - start) / MINUTE_MS)
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
