import type { ScheduleItem } from '../schemas/schedule.ts'
import { startOfZonedHour } from './time.ts'

/** How the day view groups its units (docs/decisions/033-day-view-grouped.md). */
export const DAY_GROUPINGS = ['discipline', 'hour'] as const
export type DayGrouping = (typeof DAY_GROUPINGS)[number]

export interface DayGroup {
  /** The discipline's key ('' for items of no discipline: meetings, arrivals…), or the hour's start (ISO instant). */
  key: string
  /** The discipline's name, or null (the hour's label is formatted by the screen, in its locale and zone). */
  name: string | null
  items: ScheduleItem[]
}

export interface DayGroups {
  /** Units under way (status `live`), first whatever the grouping, by start time. */
  live: ScheduleItem[]
  /** The rest: by discipline (A to Z, items of no discipline last) or by hour (in order), each by start time. */
  groups: DayGroup[]
}

const byStart = (a: ScheduleItem, b: ScheduleItem) => Date.parse(a.startAt) - Date.parse(b.startAt)

/** A day's items as the day view shows them: live first, then grouped by discipline or by hour in `timeZone`. */
export function groupDayItems(
  items: ScheduleItem[],
  options: { by: DayGrouping; timeZone: string; locale?: string },
): DayGroups {
  const sorted = [...items].sort(byStart)
  const live = sorted.filter((i) => i.status === 'live')
  const groups = new Map<string, DayGroup>()
  for (const item of sorted) {
    if (item.status === 'live') continue
    const key =
      options.by === 'hour'
        ? startOfZonedHour(item.startAt, options.timeZone)
        : (item.disciplineKey ?? item.disciplineCode ?? '')
    let group = groups.get(key)
    if (!group) {
      group = { key, name: options.by === 'hour' ? null : item.disciplineName, items: [] }
      groups.set(key, group)
    }
    group.items.push(item)
  }
  const list = [...groups.values()]
  if (options.by === 'hour') list.sort((a, b) => Date.parse(a.key) - Date.parse(b.key))
  else
    list.sort((a, b) =>
      !a.key || !b.key
        ? Number(!a.key) - Number(!b.key)
        : (a.name ?? a.key).localeCompare(b.name ?? b.key, options.locale),
    )
  return { live, groups: list }
}
