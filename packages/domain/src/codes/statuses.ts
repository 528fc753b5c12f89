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

/**
 * The product's single status list (docs/product-rules.md §4). It mixes ODF's two fields and adds PROGRAMED_PAUSE, an
 * older name for ODF's SCHEDULED_BREAK.
 */
export const SPEC_STATUSES = [
  'CANCELLED',
  'DELAYED',
  'FINISHED',
  'GETTING_READY',
  'INTERRUPTED',
  'OFFICIAL',
  'POSTPONED',
  'RESCHEDULED',
  'RUNNING',
  'SCHEDULED',
  'SCHEDULED_BREAK',
  'START_LIST',
  'UNOFFICIAL',
  'UNSCHEDULED',
  'PROGRAMED_PAUSE',
  'PROTESTED',
] as const
export const SpecStatusSchema = z.enum(SPEC_STATUSES)
export type SpecStatus = z.infer<typeof SpecStatusSchema>

export interface UnitStatusPatch {
  scheduleStatus?: ScheduleStatus
  resultStatus?: ResultStatus
}

const SPEC_TO_ODF: Record<SpecStatus, UnitStatusPatch> = {
  CANCELLED: { scheduleStatus: 'CANCELLED' },
  DELAYED: { scheduleStatus: 'DELAYED' },
  FINISHED: { scheduleStatus: 'FINISHED' },
  GETTING_READY: { scheduleStatus: 'GETTING_READY' },
  INTERRUPTED: { scheduleStatus: 'INTERRUPTED' },
  OFFICIAL: { resultStatus: 'OFFICIAL' },
  POSTPONED: { scheduleStatus: 'POSTPONED' },
  RESCHEDULED: { scheduleStatus: 'RESCHEDULED' },
  RUNNING: { scheduleStatus: 'RUNNING' },
  SCHEDULED: { scheduleStatus: 'SCHEDULED' },
  SCHEDULED_BREAK: { scheduleStatus: 'SCHEDULED_BREAK' },
  START_LIST: { resultStatus: 'START_LIST' },
  UNOFFICIAL: { resultStatus: 'UNOFFICIAL' },
  UNSCHEDULED: { scheduleStatus: 'UNSCHEDULED' },
  PROGRAMED_PAUSE: { scheduleStatus: 'SCHEDULED_BREAK' },
  PROTESTED: { resultStatus: 'PROTESTED' },
}

/**
 * Which of the two ODF fields a status of the product's list sets. Only that field is returned: the caller merges
 * it into the unit's current statuses (an OFFICIAL result says nothing new about the schedule status).
 */
export function fromSpecStatus(status: SpecStatus): UnitStatusPatch {
  return { ...SPEC_TO_ODF[status] }
}

/** The badge a spectator sees for a unit. */
export const STATUS_BADGES = [
  'scheduled',
  'getting-ready',
  'live',
  'break',
  'interrupted',
  'delayed',
  'postponed',
  'rescheduled',
  'cancelled',
  'unofficial',
  'official',
  'protested',
  'finished',
  'unscheduled',
] as const
export const StatusBadgeSchema = z.enum(STATUS_BADGES)
export type StatusBadge = z.infer<typeof StatusBadgeSchema>

/** Schedule statuses of a unit that has started and not finished: it is "live now". */
export const LIVE_SCHEDULE_STATUSES: readonly ScheduleStatus[] = ['RUNNING', 'SCHEDULED_BREAK', 'INTERRUPTED']

export function isLiveStatus(scheduleStatus: ScheduleStatus): boolean {
  return LIVE_SCHEDULE_STATUSES.includes(scheduleStatus)
}

/**
 * One badge from the two fields. The first rule that applies wins:
 * 1. CANCELLED, then POSTPONED: the unit will not take place as planned, whatever its results say.
 * 2. RUNNING → live, SCHEDULED_BREAK → break, INTERRUPTED → interrupted: a unit that is on shows that it is on.
 * 3. Result PROTESTED → protested (it outranks finished and official).
 * 4. Result OFFICIAL → official, then result UNOFFICIAL → unofficial. These apply whatever the schedule status
 *    (FINISHED normally): the product's single list and some feeds send only the result status, and a final result
 *    must not be hidden behind a stale SCHEDULED.
 * 5. FINISHED → finished (with no result status, or START_LIST, LIVE, INTERMEDIATE, UNCONFIRMED, PARTIAL).
 * 6. GETTING_READY, DELAYED, RESCHEDULED, UNSCHEDULED, SCHEDULED → their own badge.
 */
export function displayStatus(scheduleStatus: ScheduleStatus, resultStatus?: ResultStatus | null): StatusBadge {
  if (scheduleStatus === 'CANCELLED') return 'cancelled'
  if (scheduleStatus === 'POSTPONED') return 'postponed'
  if (scheduleStatus === 'RUNNING') return 'live'
  if (scheduleStatus === 'SCHEDULED_BREAK') return 'break'
  if (scheduleStatus === 'INTERRUPTED') return 'interrupted'
  if (resultStatus === 'PROTESTED') return 'protested'
  if (resultStatus === 'OFFICIAL') return 'official'
  if (resultStatus === 'UNOFFICIAL') return 'unofficial'
  switch (scheduleStatus) {
    case 'FINISHED':
      return 'finished'
    case 'GETTING_READY':
      return 'getting-ready'
    case 'DELAYED':
      return 'delayed'
    case 'RESCHEDULED':
      return 'rescheduled'
    case 'UNSCHEDULED':
      return 'unscheduled'
    case 'SCHEDULED':
      return 'scheduled'
  }
}

/**
 * The schedule statuses a unit may move to next, as ODF result systems move units:
 * SCHEDULED → GETTING_READY → RUNNING ⇄ (SCHEDULED_BREAK | INTERRUPTED) → FINISHED. GETTING_READY is optional
 * (many sports go straight to RUNNING). An unstarted unit can be DELAYED (late, no new time), RESCHEDULED (new time
 * known), POSTPONED (new time to be determined) or CANCELLED; a stopped one (INTERRUPTED) can be POSTPONED,
 * RESCHEDULED for a re-start, CANCELLED, or FINISHED when its result stands. A POSTPONED unit comes back as
 * RESCHEDULED once its new time is known. FINISHED can only be RESCHEDULED (a re-run ordered by the jury);
 * CANCELLED is final.
 */
export const SCHEDULE_STATUS_TRANSITIONS: Readonly<Record<ScheduleStatus, readonly ScheduleStatus[]>> = {
  UNSCHEDULED: ['SCHEDULED', 'CANCELLED'],
  SCHEDULED: ['GETTING_READY', 'RUNNING', 'DELAYED', 'RESCHEDULED', 'POSTPONED', 'CANCELLED'],
  RESCHEDULED: ['GETTING_READY', 'RUNNING', 'DELAYED', 'POSTPONED', 'CANCELLED'],
  DELAYED: ['GETTING_READY', 'RUNNING', 'RESCHEDULED', 'POSTPONED', 'CANCELLED'],
  POSTPONED: ['RESCHEDULED', 'CANCELLED'],
  GETTING_READY: ['RUNNING', 'DELAYED', 'POSTPONED', 'CANCELLED'],
  RUNNING: ['SCHEDULED_BREAK', 'INTERRUPTED', 'FINISHED'],
  SCHEDULED_BREAK: ['RUNNING', 'INTERRUPTED'],
  INTERRUPTED: ['RUNNING', 'RESCHEDULED', 'POSTPONED', 'CANCELLED', 'FINISHED'],
  FINISHED: ['RESCHEDULED'],
  CANCELLED: [],
}

/** Whether a unit may go from one schedule status to another. Re-sending the current status is not a change: true. */
export function canTransition(from: ScheduleStatus, to: ScheduleStatus): boolean {
  return from === to || SCHEDULE_STATUS_TRANSITIONS[from].includes(to)
}
