import { DAY_MS, daysBetween, MINUTE_MS, timeZoneOffsetMinutes, wallClockInstant, zonedDate } from '@podium/domain'

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

/** The wall-clock time of day now in a time zone, as minutes after midnight. */
export function localMinutesNow(timeZone: string, now = Date.now()): number {
  const minutes = Math.floor(now / MINUTE_MS) + timeZoneOffsetMinutes(timeZone, now)
  return ((minutes % 1440) + 1440) % 1440
}

/** Minutes after midnight of an `HH:MM` time of day. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * A pinned day keeps the wall-clock time of day: the demo still moves through the day, on the pinned date. A pinned
 * time (PODIUM_TIME) starts the clock at that time of day instead; either way it then runs at real speed.
 */
export function createClock(options: {
  /** The games calendar's time zone, read at each call: an import may change it (calendar.ts). */
  calendar: { readonly timeZone: string }
  pinnedToday?: string | undefined
  /** HH:MM in the games' time zone. */
  pinnedTime?: string | undefined
}): Clock {
  const { calendar, pinnedToday, pinnedTime } = options
  let shiftMs = 0
  if (pinnedTime) {
    const day = pinnedToday ?? dayInTimeZone(new Date(), calendar.timeZone)
    shiftMs = Date.parse(wallClockInstant(day, minutesOfDay(pinnedTime), calendar.timeZone)) - Date.now()
  } else if (pinnedToday) {
    const realToday = dayInTimeZone(new Date(), calendar.timeZone)
    shiftMs = daysBetween(realToday, pinnedToday) * DAY_MS
  }
  // Formatting a date in a time zone costs tens of microseconds and several reads ask for today on every request;
  // the answer is kept for a second (a day's first second may still say yesterday, which no reader can tell).
  let kept = { at: Number.NEGATIVE_INFINITY, timeZone: '', day: '' }
  return {
    now: () => new Date(Date.now() + shiftMs),
    today: () => {
      const at = Date.now()
      if (at - kept.at < 1000 && at >= kept.at && kept.timeZone === calendar.timeZone) return kept.day
      kept = { at, timeZone: calendar.timeZone, day: dayInTimeZone(new Date(at + shiftMs), calendar.timeZone) }
      return kept.day
    },
    get timeZone() {
      return calendar.timeZone
    },
  }
}

/** A clock stopped at one instant, for tests. */
export function fixedClock(instant: Date, timeZone: string): Clock {
  return { now: () => new Date(instant), today: () => dayInTimeZone(instant, timeZone), timeZone }
}
