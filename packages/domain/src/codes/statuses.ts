import { z } from 'zod'

/**
 * ODF keeps two status lists (shared/datasets/README.md): ScheduleStatus says whether a unit is on,
 * ResultStatus says how final its results are. The product's single list mixes both; we store two fields.
 */
export const SCHEDULE_STATUSES = [
  'UNSCHEDULED',
  'SCHEDULED',
  'RESCHEDULED',
  'POSTPONED',
  'DELAYED',
  'GETTING_READY',
  'RUNNING',
  'SCHEDULED_BREAK',
  'INTERRUPTED',
  'FINISHED',
  'CANCELLED',
] as const
export const ScheduleStatusSchema = z.enum(SCHEDULE_STATUSES)
export type ScheduleStatus = z.infer<typeof ScheduleStatusSchema>

export const RESULT_STATUSES = [
  'START_LIST',
  'LIVE',
  'INTERMEDIATE',
  'UNCONFIRMED',
  'UNOFFICIAL',
  'OFFICIAL',
  'PARTIAL',
  'PROTESTED',
] as const
export const ResultStatusSchema = z.enum(RESULT_STATUSES)
export type ResultStatus = z.infer<typeof ResultStatusSchema>
