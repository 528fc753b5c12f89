import type { Locale } from '../codes/locales.ts'
import type { ScheduleItem } from '../schemas/schedule.ts'
import { type Instant, nameCollator, timeZoneOffsetMinutes } from './time.ts'

/** How the day view groups the units that are not live: by discipline or by the hour they start in. */
export type DayGrouping = 'discipline' | 'hour'
export const DAY_GROUPINGS: readonly DayGrouping[] = ['discipline', 'hour']

export interface DayGroup {
  /** `live`, `d:<discipline key or item type>` or `h:<ISO instant of the hour's start>`. */
  key: string
  kind: 'live' | 'discipline' | 'hour'
  /** The discipline's name; null for the live group, an hour, and items outside a discipline (use `type`). */
  name: string | null
  /** The item type of a group of items outside any discipline (arrivals, meetings …). */
  type: string | null
  /** The start of an hour group (the hour as the chosen clock reads it); null otherwise. */
  hourStart: string | null
  items: ScheduleItem[]
  /** Holds the first unit not yet started at `now` (not live). */
  holdsNext: boolean
}

interface Options {
  /** The clock hours are read in (the games' zone or the visitor's). */
  timeZone: string
  /** Discipline names are ordered in this language. */
  locale: Locale
}

const HOUR_MS = 3_600_000

function byStart(a: ScheduleItem, b: ScheduleItem): number {
  return Date.parse(a.startAt) - Date.parse(b.startAt) || a.code.localeCompare(b.code)
}

/** The instant the wall-clock hour of `startAt` begins, in `timeZone`. */
function hourStartOf(startAt: string, timeZone: string): string {
  const at = Date.parse(startAt)
  const offset = timeZoneOffsetMinutes(timeZone, at) * 60_000
  return new Date(Math.floor((at + offset) / HOUR_MS) * HOUR_MS - offset).toISOString()
}

/**
 * A day's items for the day view (issue 16): the live units first, then the rest by discipline (names in the
 * locale's order, items outside a discipline after them by type) or by hour (ascending). Items start-ordered in each
 * group; a live item is only in the live group; empty groups are left out.
 */
export function groupDayItems(
  items: readonly ScheduleItem[],
  by: DayGrouping,
  now: Instant,
  { timeZone, locale }: Options,
): DayGroup[] {
  const sorted = [...items].sort(byStart)
  const nowMs = typeof now === 'number' ? now : new Date(now).getTime()
  const live = sorted.filter((i) => i.status === 'live')
  const rest = sorted.filter((i) => i.status !== 'live')
  const next = rest.find((i) => Date.parse(i.startAt) >= nowMs && i.status === 'scheduled')

  const groups = new Map<string, DayGroup>()
  for (const item of rest) {
    const key =
      by === 'hour'
        ? `h:${hourStartOf(item.startAt, timeZone)}`
        : `d:${item.disciplineName ? (item.disciplineKey ?? item.disciplineName) : `type:${item.type}`}`
    let group = groups.get(key)
    if (!group) {
      group = {
        key,
        kind: by,
        name: by === 'discipline' ? item.disciplineName : null,
        type: by === 'discipline' && !item.disciplineName ? item.type : null,
        hourStart: by === 'hour' ? key.slice(2) : null,
        items: [],
        holdsNext: false,
      }
      groups.set(key, group)
    }
    group.items.push(item)
    if (item === next) group.holdsNext = true
  }

  const collator = nameCollator(locale)
  const ordered = [...groups.values()].sort((a, b) => {
    if (by === 'hour') return Date.parse(a.hourStart ?? '') - Date.parse(b.hourStart ?? '')
    if (a.name !== null && b.name !== null) return collator.compare(a.name, b.name)
    if (a.name !== null || b.name !== null) return a.name === null ? 1 : -1
    return (a.type ?? '').localeCompare(b.type ?? '')
  })
  const liveGroup: DayGroup[] = live.length
    ? [{ key: 'live', kind: 'live', name: null, type: null, hourStart: null, items: live, holdsNext: false }]
    : []
  return [...liveGroup, ...ordered]
}
