/**
 * Route rules over HTTP (decision 046): staff create short links and redirects; the checks refuse what would break
 * the app (a page's path, a loop, a plain-http target) with the field's message; a document request for a ruled
 * path is redirected (301 or 302, the visitor's language kept for an app target) and counted; an edit made on an
 * old version is refused; the guard's public list follows every write.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type AdminRouteRule, type AdminRouteRules, ROUTE_RULE_PROBLEMS, type RouteRules } from '@podium/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, queryRows, type TestApp } from '../../../test/helpers.ts'
import { qrSvg } from '../../media/qr-matrix.ts'
import { json, loginCookie } from '../accounts/test-session.ts'
import { flushHits } from './hit-counter.ts'

let t: TestApp
let webDir: string
let staff: string

const post = (body: unknown, cookie = staff) => t.request('/api/v1/admin/route-rules', json(body, { cookie }))
const created = async (body: unknown) => {
  const res = await post(body)
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201)
  return (await res.json()) as AdminRouteRule
}
const publicList = async () => ((await (await t.request('/api/v1/route-rules')).json()) as RouteRules).items

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'podium-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>')
  t = await createTestApp({ webDir })
  staff = await loginCookie(t, 'demo-staff')
})
afterAll(async () => {
  await t.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('writing rules', () => {
  it('is for staff: a spectator and a referee get 403 and nothing is written', async () => {
    for (const user of ['demo-athlete', 'demo-volunteer', 'demo-referee']) {
      const cookie = await loginCookie(t, user)
      expect((await post({ source: '/go/x', target: '/transport' }, cookie)).status, user).toBe(403)
    }
    expect((await t.request('/api/v1/admin/route-rules', json({ source: '/go/x', target: '/transport' }))).status).toBe(
      401,
    )
    expect(await publicList()).toEqual([])
  })

  it('refuses a page’s path, a plain-http target, a self-target and a loop, naming the field', async () => {
    const refused = async (body: unknown) => {
      const res = await post(body)
      expect(res.status).toBe(400)
      return ((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields
    }
    expect(await refused({ source: '/medals', target: '/transport' })).toEqual({
      source: [ROUTE_RULE_PROBLEMS.sourceReserved],
    })
    expect(await refused({ source: '/tickets', target: 'http://tickets.example.org' })).toEqual({
      target: [ROUTE_RULE_PROBLEMS.targetNotHttps],
    })
    expect(await refused({ source: '/go/self', target: '/go/self' })).toEqual({
      target: [ROUTE_RULE_PROBLEMS.selfTarget],
    })
    await created({ source: '/loop/a', target: '/loop/b' })
    expect(await refused({ source: '/loop/b', target: '/loop/a' })).toEqual({ target: [ROUTE_RULE_PROBLEMS.loop] })
    expect(await refused({ source: '/loop/a', target: '/medals' })).toEqual({
      source: [ROUTE_RULE_PROBLEMS.sourceTaken],
    })
  })

  it('refuses one of two concurrent writes that would close a loop together (issue 37; PostgreSQL)', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [`/loop${round}a`, `/loop${round}b`]
      const answers = await Promise.all([post({ source: a, target: b }), post({ source: b, target: a })])
      expect(answers.map((res) => res.status).sort(), `round ${round}`).toEqual([201, 400])
    }
  })

  it('refuses an edit made on an old version with 409, and audits each write', async () => {
    const rule = await created({ source: '/go/edit', target: '/transport' })
    const put = (version: number) =>
      t.request(
        `/api/v1/admin/route-rules/${rule.id}`,
        json({ source: '/go/edit', target: '/venues', version }, { cookie: staff }, 'PUT'),
      )
    expect((await put(rule.version)).status).toBe(200)
    expect((await put(rule.version)).status).toBe(409)
    const audit = await queryRows<{ action: string }>(
      t.ctx.database,
      sql`select action from audit_log where entity = 'route-rule' and entity_id = ${String(rule.id)} order by id`,
    )
    expect(audit.map((a) => a.action)).toEqual(['route-rule.create', 'route-rule.update'])
    const list = (await (
      await t.request('/api/v1/admin/route-rules?q=edit', { headers: { cookie: staff } })
    ).json()) as AdminRouteRules
    expect(list.items.map((r) => [r.source, r.target, r.version])).toEqual([['/go/edit', '/venues', 2]])
  })
})

describe('redirecting document requests', () => {
  it('redirects a short link (302), keeps the visitor’s language and query, and counts the hit', async () => {
    const rule = await created({ source: '/go/bus', target: '/transport' })
    expect((await publicList()).some((r) => r.source === '/go/bus')).toBe(true)
    const res = await t.request('/go/bus?from=qr', { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/transport?from=qr')
    const english = await t.request('/en/go/bus', { redirect: 'manual' })
    expect(english.headers.get('location')).toBe('/en/transport')
    // A visitor whose language is English by the browser goes straight to the English page: one redirect.
    const browser = await t.request('/go/bus', { redirect: 'manual', headers: { 'accept-language': 'en' } })
    expect(browser.headers.get('location')).toBe('/en/transport')
    // Hits are counted in memory and written in batches (issue 37): none written yet, all three listed.
    const stored = async () =>
      (await queryRows<{ hits: number }>(t.ctx.database, sql`select hits from route_rules where id = ${rule.id}`))[0]
        ?.hits
    expect(await stored()).toBe(0)
    const listed = await t.request('/api/v1/admin/route-rules?q=%2Fgo%2Fbus', { headers: { cookie: staff } })
    expect(((await listed.json()) as AdminRouteRules).items.find((r) => r.id === rule.id)?.hits).toBe(3)
    await flushHits(t.ctx.database.db)
    expect(await stored()).toBe(3)
  })

  it('never sends a visitor to another site through an internal target (issue 37)', async () => {
    await created({ source: '/go', match: 'prefix', target: '/' })
    for (const path of ['/go//evil.example', '/go/%5Cevil.example', '/go/%5C%5Cevil.example']) {
      const res = await t.request(path, { redirect: 'manual' })
      const location = res.headers.get('location') ?? ''
      expect(res.status, path).toBe(302)
      expect(location, path).toMatch(/^\/(?![/\\])/)
      expect(new URL(location, 'https://podium.test').host, path).toBe('podium.test')
    }
    const refused = await t.request(
      '/api/v1/admin/route-rules',
      json({ source: '/away', target: '/\\evil.example' }, { cookie: staff }),
    )
    expect(refused.status).toBe(400)
  })

  it('sends a permanent rule as 301 and an external target as it is; a disabled rule is a 404 again', async () => {
    const moved = await created({ source: '/old/calendar', match: 'prefix', target: '/schedule', permanent: true })
    const res = await t.request('/old/calendar/grid', { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/schedule/grid')
    await created({ source: '/tickets', target: 'https://tickets.example.org/rio' })
    const away = await t.request('/es/tickets', { redirect: 'manual' })
    expect(away.headers.get('location')).toBe('https://tickets.example.org/rio')
    const off = await t.request(
      `/api/v1/admin/route-rules/${moved.id}`,
      json(
        { source: '/old/calendar', match: 'prefix', target: '/schedule', permanent: true, enabled: false, version: 1 },
        { cookie: staff },
        'PUT',
      ),
    )
    expect(off.status).toBe(200)
    expect((await t.request('/old/calendar/grid', { redirect: 'manual' })).status).toBe(404)
  })

  it('draws the short link’s QR code for staff, which reads back as the link', async () => {
    const rule = await created({ source: '/go/qr', target: '/venues' })
    const res = await t.request(`/api/v1/admin/route-rules/${rule.id}/qr.svg`, { headers: { cookie: staff } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await res.text()
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/)
    expect(svg).toEqual(qrSvg('http://127.0.0.1/go/qr'))
    const athlete = await loginCookie(t, 'demo-athlete')
    expect(
      (await t.request(`/api/v1/admin/route-rules/${rule.id}/qr.svg`, { headers: { cookie: athlete } })).status,
    ).toBe(403)
  })

  it('never redirects a page of the app or the API', async () => {
    expect((await t.request('/medals/all', { redirect: 'manual' })).status).toBe(200)
    expect((await t.request('/api/v1/go/bus')).status).toBe(404)
  })
})
