import { z } from 'zod'
import { SCHEDULE_ITEM_TYPES, type ScheduleItemType } from './competition.ts'

/**
 * The schedule event types of docs/product-rules.md §3. `default` is a display catch-all; stored items use
 * ScheduleItemType.
 */
export const SCHEDULE_EVENT_TYPES = [
  'competition',
  'medal',
  'weighting',
  'broadcast',
  'default',
  'competition-medal',
  'training',
  'technical-meeting',
  'opening-ceremony',
  'closing-ceremony',
  'others',
] as const
export const ScheduleEventTypeSchema = z.enum(SCHEDULE_EVENT_TYPES)
export type ScheduleEventType = z.infer<typeof ScheduleEventTypeSchema>

/** The schedule grid's filters (docs/product-rules.md §3). */
export const GRID_FILTERS = [
  'arrival',
  'meeting',
  'competition',
  'medal',
  'departure',
  'broadcast',
  'weighting',
  'training',
  'others',
  'all',
] as const
export const GridFilterSchema = z.enum(GRID_FILTERS)
export type GridFilter = z.infer<typeof GridFilterSchema>

/**
 * The item types each filter shows. A medal-deciding competition (competition-medal) is both a competition and a
 * medal event; a technical meeting is a meeting; the ceremonies have no filter of their own and go under others.
 */
export const GRID_FILTER_ITEM_TYPES: Readonly<Record<GridFilter, readonly ScheduleItemType[]>> = {
  arrival: ['arrival'],
  meeting: ['meeting', 'technical-meeting'],
  competition: ['competition', 'competition-medal'],
  medal: ['medal', 'competition-medal'],
  departure: ['departure'],
  broadcast: ['broadcast'],
  weighting: ['weighting'],
  training: ['training'],
  others: ['others', 'opening-ceremony', 'closing-ceremony'],
  all: SCHEDULE_ITEM_TYPES,
}

export function matchesGridFilter(itemType: ScheduleItemType, filter: GridFilter): boolean {
  return GRID_FILTER_ITEM_TYPES[filter].includes(itemType)
}
