import { type AccessLogReport, DAY_MS } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_NOW } from '../../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { accessLogDaily, accessLogs } from '../../db/schema.ts'
import { handleError } from '../../http/errors.ts'
import { loginCookie } from '../accounts/test-session.ts'
import { accessLogMiddleware, isLoggedPath } from './access-log.middleware.ts'
import { USER_AGENTS } from './test-user-agents.ts'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await createTestApp({ accessLog: { retentionDays: 30 } })
  admin = await loginCookie(t, 'demo-admin')
  await t.ctx.accessLog?.flush()
  await t.ctx.database.db.delete(accessLogs)
  await t.ctx.database.db.delete(accessLogDaily)
})
afterAll(() => t.close())

const as = (ua: string) => ({ headers: { 'user-agent': ua } })
const dashboard = async (query = '') => {
  const res = await t.request(`/api/v1/access-log${query}`, { headers: { cookie: admin } })
  expect(res.status).toBe(200)
  return (await res.json()) as AccessLogReport
}

describe('access log', () => {
  it('counts a fixed set of requests by status group, status and device class', async () => {
    // 3 desktop 200s, 2 phone 200s, 1 tablet 200, a Googlebot 200, a curl 404, a phone 400 and an anonymous 401.
    for (let i = 0; i < 3; i++)
      expect((await t.request('/api/v1/disciplines', as(USER_AGENTS.desktop))).status).toBe(200)
    for (let i = 0; i < 2; i++) expect((await t.request('/api/v1/venues', as(USER_AGENTS.mobile))).status).toBe(200)
    expect((await t.request('/api/v1/organisations', as(USER_AGENTS.tablet))).status).toBe(200)
    expect((await t.request('/api/v1/disciplines', as(USER_AGENTS.bot))).status).toBe(200)
    expect((await t.request('/api/v1/no-such-thing', as(USER_AGENTS.curl))).status).toBe(404)
    expect((await t.request('/api/v1/schedule?day=someday', as(USER_AGENTS.iphone))).status).toBe(400)
    expect((await t.request('/api/v1/access-log', as(USER_AGENTS.desktop))).status).toBe(401)
    // Not logged: the health probe and static files.
    await t.request('/api/v1/health', as(USER_AGENTS.desktop))
    await t.request('/assets/index-abc.js', as(USER_AGENTS.desktop))
    await t.ctx.accessLog?.flush()

    const [{ n }] = (await queryRows<{ n: number }>(
      t.ctx.database,
      sql`select count(*)::int as n from access_logs`,
    )) as [{ n: number }]
    expect(n).toBe(10)
    const report = await dashboard()
    expect(report).toMatchObject({
      view: 'days',
      from: '2026-07-08',
      to: '2026-07-14',
      total: 10,
      success: 7,
      errors: 3,
    })
    expect(report.groups).toEqual([
      { group: '2xx', count: 7 },
      { group: '3xx', count: 0 },
      { group: '4xx', count: 3 },
      { group: '5xx', count: 0 },
    ])
    expect(report.statuses).toEqual([
      { status: 200, count: 7 },
      { status: 400, count: 1 },
      { status: 401, count: 1 },
      { status: 404, count: 1 },
    ])
    expect(report.devices).toEqual([
      { device: 'Bot', count: 2, percent: 20 },
      { device: 'Desktop', count: 4, percent: 40 },
      { device: 'Mobile', count: 3, percent: 30 },
      { device: 'Tablet', count: 1, percent: 10 },
    ])
    expect(report.series.at(-1)).toEqual({ start: '2026-07-14', total: 10, success: 7, errors: 3 })
    expect(report.series).toHaveLength(7)
  })

  it('keeps the same figures in the weekly and range views, and refuses a bad range with a clear message', async () => {
    const weekly = await dashboard('?view=weekly')
    expect(weekly).toMatchObject({ bucket: 'week', total: 10 })
    expect(weekly.series).toHaveLength(8)
    expect(weekly.series.at(-1)).toMatchObject({ start: '2026-07-13', total: 10 })
    expect(await dashboard('?view=range&from=2026-07-14&to=2026-07-14')).toMatchObject({ total: 10 })
    expect(await dashboard('?view=range&from=2026-07-01&to=2026-07-13')).toMatchObject({ total: 0, errors: 0 })
    const bad = await t.request('/api/v1/access-log?view=range&from=2026-07-14&to=2026-07-01', {
      headers: { cookie: admin },
    })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('The range ends before it starts.')
  })

  it('is for admin and staff only', async () => {
    expect((await t.request('/api/v1/access-log')).status).toBe(401)
    const athlete = await loginCookie(t, 'demo-athlete')
    expect((await t.request('/api/v1/access-log', { headers: { cookie: athlete } })).status).toBe(403)
    const staff = await loginCookie(t, 'demo-staff')
    expect((await t.request('/api/v1/access-log', { headers: { cookie: staff } })).status).toBe(200)
  })

  it('prunes raw rows past the retention and keeps the roll-ups', async () => {
    const old = new Date(TEST_NOW.getTime() - 31 * DAY_MS)
    await t.ctx.database.db.insert(accessLogs).values({
      at: old,
      method: 'GET',
      path: '/old',
      status: 200,
      durationMs: 1,
      device: 'Desktop',
      userId: null,
    })
    const before = await queryRows<{ n: number }>(t.ctx.database, sql`select count(*)::int as n from access_logs`)
    expect(await t.ctx.accessLog?.prune()).toBe(1)
    const after = await queryRows<{ n: number }>(t.ctx.database, sql`select count(*)::int as n from access_logs`)
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) - 1)
    expect((await dashboard()).total).toBeGreaterThanOrEqual(10)
  })

  it('logs server errors too (5xx), timed to the response', async () => {
    const logger = t.ctx.accessLog
    if (!logger) throw new Error('logging is on in this suite')
    const app = new Hono()
    app.onError(handleError)
    app.use('*', accessLogMiddleware(logger, t.ctx.clock))
    app.get('/api/v1/boom', () => {
      throw new Error('boom')
    })
    expect((await app.request('/api/v1/boom', as(USER_AGENTS.desktop))).status).toBe(500)
    await logger.flush()
    expect((await dashboard()).groups.find((g) => g.group === '5xx')?.count).toBe(1)
  })

  it('logs pages and API calls, not static files or the health probe', () => {
    expect(['/', '/schedule/grid', '/api/v1/medals', '/en/medals/all'].every(isLoggedPath)).toBe(true)
    expect(['/assets/index-abc.js', '/flags/br.svg', '/api/v1/health', '/favicon.svg'].some(isLoggedPath)).toBe(false)
  })
})
