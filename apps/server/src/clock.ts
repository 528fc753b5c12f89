/** The server's sense of "now", shifted by whole days when PODIUM_TODAY pins the games' today. */
export interface Clock {
  now(): Date
  /** Today as YYYY-MM-DD in the games' time zone. */
  today(): string
  /** The games' IANA time zone, in which days begin and end. */
  timeZone: string
}

const DAY_MS = 86_400_000

export function dayInTimeZone(instant: Date, timeZone: string): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  )
}

/**
 * A pinned day keeps the wall-clock time of day: the demo still moves through the day, on the pinned date.
 * `offsetMs` lets tests freeze or move time.
 */
export function createClock(options: { timeZone: string; pinnedToday?: string | undefined }): Clock {
  const { timeZone, pinnedToday } = options
  let shiftMs = 0
  if (pinnedToday) {
    const realToday = dayInTimeZone(new Date(), timeZone)
    shiftMs =
      Math.round((Date.parse(`${pinnedToday}T00:00:00Z`) - Date.parse(`${realToday}T00:00:00Z`)) / DAY_MS) * DAY_MS
  }
  return {
    now: () => new Date(Date.now() + shiftMs),
    today: () => dayInTimeZone(new Date(Date.now() + shiftMs), timeZone),
    timeZone,
  }
}

/** A clock stopped at one instant, for tests. */
export function fixedClock(instant: Date, timeZone: string): Clock {
  return { now: () => new Date(instant), today: () => dayInTimeZone(instant, timeZone), timeZone }
}
