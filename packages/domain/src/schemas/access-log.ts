import { z } from 'zod'
import { addDays, daysBetween } from '../rules/time.ts'

/** docs/product-rules.md §3: the device classes of the access-log metrics. */
export const DEVICE_CLASSES = ['Bot', 'Desktop', 'Mobile', 'Tablet'] as const
export type DeviceClass = (typeof DEVICE_CLASSES)[number]

/** docs/product-rules.md §9: the status groups of the breakdown. */
export const STATUS_GROUPS = ['2xx', '3xx', '4xx', '5xx'] as const
export type StatusGroup = (typeof STATUS_GROUPS)[number]

/**
 * docs/product-rules.md §8: the HTTP statuses the breakdown labels by name (200 to 503); any other counts in its group
 * only.
 */
export const LABELLED_STATUSES = [
  200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 409, 413, 422, 429, 500, 502, 503,
] as const

export const ACCESS_LOG_VIEWS = ['days', 'weekly', 'range'] as const
export type AccessLogView = (typeof ACCESS_LOG_VIEWS)[number]

/** The days view covers this many days up to today; the weekly view this many weeks up to this one. */
export const ACCESS_LOG_DAYS = 7
export const ACCESS_LOG_WEEKS = 8
/** A custom range may span at most this many days. */
export const ACCESS_LOG_MAX_RANGE_DAYS = 366

export function statusGroup(status: number): StatusGroup | null {
  if (status >= 200 && status < 300) return '2xx'
  if (status >= 300 && status < 400) return '3xx'
  if (status >= 400 && status < 500) return '4xx'
  if (status >= 500 && status < 600) return '5xx'
  return null
}

/** A request succeeded when it did not end in a 4xx or 5xx. */
export const isErrorStatus = (status: number) => status >= 400

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Use a real calendar date.')

export const AccessLogQuerySchema = z
  .object({
    view: z.enum(ACCESS_LOG_VIEWS).default('days'),
    from: isoDay.optional(),
    to: isoDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.view !== 'range') return
    if (!q.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day of the range.' })
    if (!q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day of the range.' })
    if (q.from && q.to) {
      const span = daysBetween(q.from, q.to)
      if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range ends before it starts.' })
      else if (span >= ACCESS_LOG_MAX_RANGE_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'A range may span at most 366 days.' })
    }
  })
export type AccessLogQuery = z.infer<typeof AccessLogQuerySchema>

/** Monday of the ISO week holding the day. */
export function weekStart(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7
  return addDays(day, -weekday)
}

/** The days a view covers, and how its series is bucketed. */
export function resolveAccessLogRange(
  query: AccessLogQuery,
  today: string,
): { from: string; to: string; bucket: 'day' | 'week' } {
  if (query.view === 'weekly') {
    return { from: addDays(weekStart(today), -7 * (ACCESS_LOG_WEEKS - 1)), to: today, bucket: 'week' }
  }
  if (query.view === 'range' && query.from && query.to) return { from: query.from, to: query.to, bucket: 'day' }
  return { from: addDays(today, -(ACCESS_LOG_DAYS - 1)), to: today, bucket: 'day' }
}

/** One roll-up row: the requests of a day with one status from one device class. */
export interface AccessLogCount {
  day: string
  status: number
  device: DeviceClass
  count: number
}

export const AccessLogSeriesPointSchema = z.object({
  /** The day, or the Monday of the week. */
  start: z.string(),
  total: z.number().int(),
  success: z.number().int(),
  errors: z.number().int(),
})
export type AccessLogSeriesPoint = z.infer<typeof AccessLogSeriesPointSchema>

/** `GET /api/v1/access-log`: the dashboard's figures for one view. */
export const AccessLogReportSchema = z.object({
  view: z.enum(ACCESS_LOG_VIEWS),
  from: z.string(),
  to: z.string(),
  bucket: z.enum(['day', 'week']),
  total: z.number().int(),
  success: z.number().int(),
  errors: z.number().int(),
  groups: z.array(z.object({ group: z.enum(STATUS_GROUPS), count: z.number().int() })),
  /** Labelled statuses with at least one request, in status order. */
  statuses: z.array(z.object({ status: z.number().int(), count: z.number().int() })),
  /** Every device class, with its share of the total in percent (one decimal). */
  devices: z.array(z.object({ device: z.enum(DEVICE_CLASSES), count: z.number().int(), percent: z.number() })),
  /** Every day (or week) of the range, zeros included, oldest first. */
  series: z.array(AccessLogSeriesPointSchema),
})
export type AccessLogReport = z.infer<typeof AccessLogReportSchema>

/** Sums roll-up rows into the dashboard's figures (pure: the same rule for any store). */
export function summariseAccessLog(
  rows: readonly AccessLogCount[],
  range: { view: AccessLogView; from: string; to: string; bucket: 'day' | 'week' },
): AccessLogReport {
  const groups = new Map<StatusGroup, number>(STATUS_GROUPS.map((g) => [g, 0]))
  const statuses = new Map<number, number>()
  const devices = new Map<DeviceClass, number>(DEVICE_CLASSES.map((d) => [d, 0]))
  const series = new Map<string, AccessLogSeriesPoint>()
  const bucketOf = (day: string) => (range.bucket === 'week' ? weekStart(day) : day)
  for (let day = range.from; day <= range.to; day = addDays(day, range.bucket === 'week' ? 7 : 1)) {
    const start = bucketOf(day)
    series.set(start, { start, total: 0, success: 0, errors: 0 })
  }
  let total = 0
  let errors = 0
  for (const row of rows) {
    if (row.day < range.from || row.day > range.to) continue
    total += row.count
    const error = isErrorStatus(row.status)
    if (error) errors += row.count
    const group = statusGroup(row.status)
    if (group) groups.set(group, (groups.get(group) ?? 0) + row.count)
    if ((LABELLED_STATUSES as readonly number[]).includes(row.status)) {
      statuses.set(row.status, (statuses.get(row.status) ?? 0) + row.count)
    }
    devices.set(row.device, (devices.get(row.device) ?? 0) + row.count)
    const point = series.get(bucketOf(row.day))
    if (point) {
      point.total += row.count
      if (error) point.errors += row.count
      else point.success += row.count
    }
  }
  const percent = (n: number) => (total === 0 ? 0 : Math.round((n / total) * 1000) / 10)
  return {
    ...range,
    total,
    success: total - errors,
    errors,
    groups: STATUS_GROUPS.map((group) => ({ group, count: groups.get(group) ?? 0 })),
    statuses: [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => ({ status, count })),
    devices: DEVICE_CLASSES.map((device) => ({
      device,
      count: devices.get(device) ?? 0,
      percent: percent(devices.get(device) ?? 0),
    })),
    series: [...series.values()],
  }
}
