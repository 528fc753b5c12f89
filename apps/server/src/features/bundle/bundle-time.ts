import { timeZoneOffsetMinutes } from '@podium/domain'

/** `2026-07-14T09:30:00-03:00`: the wall-clock time in the zone and its offset (milliseconds only when set). */
export function isoWithOffset(at: Date, timeZone: string): string {
  const offset = timeZoneOffsetMinutes(timeZone, at)
  const local = new Date(at.getTime() + offset * 60_000).toISOString()
  const clock = at.getUTCMilliseconds() ? local.slice(0, 23) : local.slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${clock}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
