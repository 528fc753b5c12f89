import { describe, expect, it } from 'vitest'
import {
  type AccessLogCount,
  AccessLogQuerySchema,
  resolveAccessLogRange,
  statusGroup,
  summariseAccessLog,
  weekStart,
} from './access-log.ts'

describe('access-log rules', () => {
  it('groups statuses 2xx to 5xx and leaves others out', () => {
    expect([200, 204, 304, 404, 429, 503, 101].map(statusGroup)).toEqual([
      '2xx',
      '2xx',
      '3xx',
      '4xx',
      '4xx',
      '5xx',
      null,
    ])
  })

  it('weeks start on Monday', () => {
    expect(weekStart('2026-07-14')).toBe('2026-07-13') // a Tuesday
    expect(weekStart('2026-07-13')).toBe('2026-07-13')
    expect(weekStart('2026-07-19')).toBe('2026-07-13') // Sunday
  })

  it('resolves the three views', () => {
    const today = '2026-07-14'
    expect(resolveAccessLogRange({ view: 'days' }, today)).toEqual({ from: '2026-07-08', to: today, bucket: 'day' })
    expect(resolveAccessLogRange({ view: 'weekly' }, today)).toEqual({ from: '2026-05-25', to: today, bucket: 'week' })
    expect(resolveAccessLogRange({ view: 'range', from: '2026-07-01', to: '2026-07-02' }, today)).toEqual({
      from: '2026-07-01',
      to: '2026-07-02',
      bucket: 'day',
    })
  })

  it('refuses a range without ends, backwards or longer than 366 days', () => {
    const messages = (q: unknown) => {
      const r = AccessLogQuerySchema.safeParse(q)
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    }
    expect(messages({ view: 'range' })).toEqual([
      'from: Choose the first day of the range.',
      'to: Choose the last day of the range.',
    ])
    expect(messages({ view: 'range', from: '2026-07-02', to: '2026-07-01' })).toEqual([
      'to: The range ends before it starts.',
    ])
    expect(messages({ view: 'range', from: '2025-01-01', to: '2026-07-01' })).toEqual([
      'to: A range may span at most 366 days.',
    ])
    expect(messages({ view: 'range', from: '2026-02-30', to: '2026-03-01' })).toHaveLength(1)
    expect(messages({ view: 'sometimes' })).toHaveLength(1)
    expect(messages({})).toEqual([])
  })

  it('sums roll-ups into totals, groups, labelled statuses, device shares and a zero-filled series', () => {
    const rows: AccessLogCount[] = [
      { day: '2026-07-13', status: 200, device: 'Desktop', count: 6 },
      { day: '2026-07-13', status: 404, device: 'Mobile', count: 2 },
      { day: '2026-07-14', status: 503, device: 'Bot', count: 1 },
      { day: '2026-07-14', status: 418, device: 'Tablet', count: 1 },
      { day: '2026-06-01', status: 200, device: 'Desktop', count: 100 }, // outside the range
    ]
    const report = summariseAccessLog(rows, { view: 'days', from: '2026-07-12', to: '2026-07-14', bucket: 'day' })
    expect(report).toMatchObject({ total: 10, success: 6, errors: 4 })
    expect(report.groups).toEqual([
      { group: '2xx', count: 6 },
      { group: '3xx', count: 0 },
      { group: '4xx', count: 3 },
      { group: '5xx', count: 1 },
    ])
    expect(report.statuses).toEqual([
      { status: 200, count: 6 },
      { status: 404, count: 2 },
      { status: 503, count: 1 },
    ])
    expect(report.devices).toEqual([
      { device: 'Bot', count: 1, percent: 10 },
      { device: 'Desktop', count: 6, percent: 60 },
      { device: 'Mobile', count: 2, percent: 20 },
      { device: 'Tablet', count: 1, percent: 10 },
    ])
    expect(report.series).toEqual([
      { start: '2026-07-12', total: 0, success: 0, errors: 0 },
      { start: '2026-07-13', total: 8, success: 6, errors: 2 },
      { start: '2026-07-14', total: 2, success: 0, errors: 2 },
    ])
  })

  it('buckets the weekly view by Monday', () => {
    const rows: AccessLogCount[] = [
      { day: '2026-07-06', status: 200, device: 'Desktop', count: 1 },
      { day: '2026-07-12', status: 200, device: 'Desktop', count: 2 },
      { day: '2026-07-14', status: 500, device: 'Desktop', count: 3 },
    ]
    const report = summariseAccessLog(rows, { view: 'weekly', from: '2026-07-06', to: '2026-07-14', bucket: 'week' })
    expect(report.series).toEqual([
      { start: '2026-07-06', total: 3, success: 3, errors: 0 },
      { start: '2026-07-13', total: 3, success: 0, errors: 3 },
    ])
  })
})
