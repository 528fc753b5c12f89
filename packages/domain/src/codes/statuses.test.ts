import { describe, expect, it } from 'vitest'
import {
  canTransition,
  displayStatus,
  fromSpecStatus,
  isLiveStatus,
  RESULT_STATUSES,
  type ResultStatus,
  SCHEDULE_STATUS_TRANSITIONS,
  SCHEDULE_STATUSES,
  type ScheduleStatus,
  SPEC_STATUSES,
  type StatusBadge,
} from './statuses.ts'

// The Id column of shared/datasets/odf-codes/ScheduleStatus.csv and the Code column of ResultStatus.csv.
const ODF_SCHEDULE_STATUS_CSV = [
  'CANCELLED',
  'DELAYED',
  'FINISHED',
  'GETTING_READY',
  'INTERRUPTED',
  'POSTPONED',
  'RESCHEDULED',
  'RUNNING',
  'SCHEDULED',
  'SCHEDULED_BREAK',
  'UNSCHEDULED',
]
const ODF_RESULT_STATUS_CSV = [
  'INTERMEDIATE',
  'LIVE',
  'OFFICIAL',
  'PARTIAL',
  'PROTESTED',
  'START_LIST',
  'UNCONFIRMED',
  'UNOFFICIAL',
]

describe('status lists', () => {
  it('match the ODF code tables', () => {
    expect([...SCHEDULE_STATUSES].sort()).toEqual(ODF_SCHEDULE_STATUS_CSV)
    expect([...RESULT_STATUSES].sort()).toEqual(ODF_RESULT_STATUS_CSV)
  })

  it('the spec list has 16 distinct statuses', () => {
    expect(new Set(SPEC_STATUSES).size).toBe(16)
  })
})

describe('fromSpecStatus', () => {
  it.each([
    ['CANCELLED', { scheduleStatus: 'CANCELLED' }],
    ['DELAYED', { scheduleStatus: 'DELAYED' }],
    ['FINISHED', { scheduleStatus: 'FINISHED' }],
    ['GETTING_READY', { scheduleStatus: 'GETTING_READY' }],
    ['INTERRUPTED', { scheduleStatus: 'INTERRUPTED' }],
    ['OFFICIAL', { resultStatus: 'OFFICIAL' }],
    ['POSTPONED', { scheduleStatus: 'POSTPONED' }],
    ['RESCHEDULED', { scheduleStatus: 'RESCHEDULED' }],
    ['RUNNING', { scheduleStatus: 'RUNNING' }],
    ['SCHEDULED', { scheduleStatus: 'SCHEDULED' }],
    ['SCHEDULED_BREAK', { scheduleStatus: 'SCHEDULED_BREAK' }],
    ['START_LIST', { resultStatus: 'START_LIST' }],
    ['UNOFFICIAL', { resultStatus: 'UNOFFICIAL' }],
    ['UNSCHEDULED', { scheduleStatus: 'UNSCHEDULED' }],
    ['PROGRAMED_PAUSE', { scheduleStatus: 'SCHEDULED_BREAK' }],
    ['PROTESTED', { resultStatus: 'PROTESTED' }],
  ] as const)('%s → %o', (status, expected) => {
    expect(fromSpecStatus(status)).toEqual(expected)
  })

  it('covers every spec status with a valid ODF value', () => {
    for (const status of SPEC_STATUSES) {
      const { scheduleStatus, resultStatus } = fromSpecStatus(status)
      expect((scheduleStatus === undefined) !== (resultStatus === undefined)).toBe(true)
      if (scheduleStatus) expect(SCHEDULE_STATUSES).toContain(scheduleStatus)
      if (resultStatus) expect(RESULT_STATUSES).toContain(resultStatus)
    }
  })

  it('returns a fresh object each time', () => {
    const a = fromSpecStatus('RUNNING')
    a.scheduleStatus = 'FINISHED'
    expect(fromSpecStatus('RUNNING')).toEqual({ scheduleStatus: 'RUNNING' })
  })
})

describe('displayStatus', () => {
  const cases: [ScheduleStatus, ResultStatus | null | undefined, StatusBadge][] = [
    ['SCHEDULED', undefined, 'scheduled'],
    ['SCHEDULED', 'START_LIST', 'scheduled'],
    ['GETTING_READY', 'START_LIST', 'getting-ready'],
    ['RUNNING', 'LIVE', 'live'],
    ['RUNNING', null, 'live'],
    ['SCHEDULED_BREAK', 'INTERMEDIATE', 'break'],
    ['INTERRUPTED', 'LIVE', 'interrupted'],
    ['DELAYED', 'START_LIST', 'delayed'],
    ['POSTPONED', null, 'postponed'],
    ['RESCHEDULED', null, 'rescheduled'],
    ['UNSCHEDULED', null, 'unscheduled'],
    ['CANCELLED', null, 'cancelled'],
    // CANCELLED and POSTPONED win over any result status
    ['CANCELLED', 'OFFICIAL', 'cancelled'],
    ['POSTPONED', 'PROTESTED', 'postponed'],
    // finished, by result status
    ['FINISHED', null, 'finished'],
    ['FINISHED', 'UNCONFIRMED', 'finished'],
    ['FINISHED', 'PARTIAL', 'finished'],
    ['FINISHED', 'LIVE', 'finished'],
    ['FINISHED', 'UNOFFICIAL', 'unofficial'],
    ['FINISHED', 'OFFICIAL', 'official'],
    ['FINISHED', 'PROTESTED', 'protested'],
    // a unit that is on shows it, even with an older result status
    ['RUNNING', 'PROTESTED', 'live'],
    ['INTERRUPTED', 'OFFICIAL', 'interrupted'],
    // a final result outranks a stale pre-start schedule status
    ['SCHEDULED', 'OFFICIAL', 'official'],
    ['GETTING_READY', 'UNOFFICIAL', 'unofficial'],
    ['DELAYED', 'PROTESTED', 'protested'],
  ]
  it.each(cases)('%s + %s → %s', (schedule, result, badge) => {
    expect(displayStatus(schedule, result)).toBe(badge)
  })

  it('gives every schedule status a badge', () => {
    for (const s of SCHEDULE_STATUSES) expect(typeof displayStatus(s)).toBe('string')
  })
})

describe('isLiveStatus', () => {
  it.each(SCHEDULE_STATUSES.map((s) => [s, s === 'RUNNING' || s === 'SCHEDULED_BREAK' || s === 'INTERRUPTED']))(
    '%s → %s',
    (status, live) => {
      expect(isLiveStatus(status as ScheduleStatus)).toBe(live)
    },
  )
})

describe('schedule status transitions', () => {
  it('has an entry for every status, listing only other statuses', () => {
    expect(Object.keys(SCHEDULE_STATUS_TRANSITIONS).sort()).toEqual([...SCHEDULE_STATUSES].sort())
    for (const [from, next] of Object.entries(SCHEDULE_STATUS_TRANSITIONS)) {
      expect(next).not.toContain(from)
      expect(new Set(next).size).toBe(next.length)
    }
  })

  it('allows the normal course of a unit', () => {
    const path: ScheduleStatus[] = [
      'SCHEDULED',
      'GETTING_READY',
      'RUNNING',
      'SCHEDULED_BREAK',
      'RUNNING',
      'INTERRUPTED',
      'RUNNING',
      'FINISHED',
    ]
    for (let i = 1; i < path.length; i++)
      expect(canTransition(path[i - 1] as ScheduleStatus, path[i] as ScheduleStatus)).toBe(true)
  })

  it.each([
    ['SCHEDULED', 'RUNNING', true],
    ['SCHEDULED', 'DELAYED', true],
    ['DELAYED', 'RUNNING', true],
    ['SCHEDULED', 'POSTPONED', true],
    ['POSTPONED', 'RESCHEDULED', true],
    ['RESCHEDULED', 'GETTING_READY', true],
    ['INTERRUPTED', 'POSTPONED', true],
    ['INTERRUPTED', 'FINISHED', true],
    ['FINISHED', 'RESCHEDULED', true],
    ['UNSCHEDULED', 'SCHEDULED', true],
    ['RUNNING', 'RUNNING', true],
    ['SCHEDULED', 'FINISHED', false],
    ['RUNNING', 'SCHEDULED', false],
    ['RUNNING', 'GETTING_READY', false],
    ['SCHEDULED_BREAK', 'FINISHED', false],
    ['POSTPONED', 'RUNNING', false],
    ['FINISHED', 'RUNNING', false],
    ['CANCELLED', 'SCHEDULED', false],
    ['CANCELLED', 'RESCHEDULED', false],
    ['UNSCHEDULED', 'RUNNING', false],
  ] as const)('%s → %s: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed)
  })
})
