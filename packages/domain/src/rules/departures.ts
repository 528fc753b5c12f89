/**
 * "Next departures" (docs/product-rules.md §2 Transport): a line's timetable is a list of HH:MM times of day in the
 * games' time zone; the next departures are the ones at or after now, continuing on the following service days once
 * today's are over.
 */
import { addDays, wallClockInstant, zonedDate } from './time.ts'

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)$/

export function minutesOfDay(hhmm: string): number {
  const m = HHMM.exec(hhmm)
  if (!m) throw new RangeError(`Invalid time of day: ${hhmm}`)
  return Number(m[1]) * 60 + Number(m[2])
}

/** The instant (ISO) of a wall-clock time on a day in a time zone. */
export function zonedInstant(day: string, hhmm: string, timeZone: string): string {
  return wallClockInstant(day, minutesOfDay(hhmm), timeZone)
}

/** HH:MM of an instant in a time zone. */
export function zonedTimeOfDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    instant,
  )
}

export interface NextDeparturesInput {
  /** The timetable: HH:MM times of day, in any order, duplicates allowed. */
  times: readonly string[]
  now: Date
  timeZone: string
  /** The days (YYYY-MM-DD) the line runs; null means every day up to `lastDay`. */
  serviceDays: readonly string[] | null
  /** No departure after this day (the games' last day). */
  lastDay: string
  count: number
}

export interface Departure {
  day: string
  time: string
  /** The departure instant, ISO. */
  at: string
}

/** At most `count` departures at or after `now`, in order, looking ahead up to 14 days. */
export function nextDepartures(input: NextDeparturesInput): Departure[] {
  const { now, timeZone, serviceDays, lastDay, count } = input
  const sorted = [...new Set(input.times)].sort((a, b) => minutesOfDay(a) - minutesOfDay(b))
  const today = zonedDate(now, timeZone)
  const nowMinutes = minutesOfDay(zonedTimeOfDay(now, timeZone))
  const runs = (day: string) => (serviceDays ? serviceDays.includes(day) : true)
  const out: Departure[] = []
  for (let i = 0, day = today; i < 15 && day <= lastDay && out.length < count; i++, day = addDays(day, 1)) {
    if (!runs(day)) continue
    for (const time of sorted) {
      if (day === today && minutesOfDay(time) < nowMinutes) continue
      out.push({ day, time, at: zonedInstant(day, time, timeZone) })
      if (out.length === count) break
    }
  }
  return out
}
