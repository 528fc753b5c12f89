import { DAY_MS, daysBetween, zonedDate } from '@podium/domain'

/** The server's sense of "now", shifted by whole days when PODIUM_TODAY pins the games' today. */
export interface Clock {
  now(): Date
  /** Today as YYYY-MM-DD in the games' time zone. */
  today(): string
  /** The games' IANA time zone, in which days begin and end. */
  timeZone: string
}

/** Today's date in a time zone: the domain's `zonedDate`, under the name the clock's callers know. */
export const dayInTimeZone = (instant: Date, timeZone: string): string => zonedDate(instant, timeZone)

/**
 * A pinned day keeps the wall-clock time of day: the demo still moves through the day, on the pinned date.
 * `offsetMs` lets tests freeze or move time.
 */
export function createClock(options: {
  /** The games calendar's time zone, read at each call: an import may change it (calendar.ts). */
  calendar: { readonly timeZone: string }
  pinnedToday?: string | undefined
}): Clock {
  const { calendar, pinnedToday } = options
  let shiftMs = 0
  if (pinnedToday) {
    const realToday = dayInTimeZone(new Date(), calendar.timeZone)
    shiftMs = daysBetween(realToday, pinnedToday) * DAY_MS
  }
  return {
    now: () => new Date(Date.now() + shiftMs),
    today: () => dayInTimeZone(new Date(Date.now() + shiftMs), calendar.timeZone),
    get timeZone() {
      return calendar.timeZone
    },
  }
}

/** A clock stopped at one instant, for tests. */
export function fixedClock(instant: Date, timeZone: string): Clock {
  return { now: () => new Date(instant), today: () => dayInTimeZone(instant, timeZone), timeZone }
}
