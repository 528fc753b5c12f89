import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { TEST_ADMIN_TOKEN } from '../../test/constants.ts'
import { createTestApp, queryRows, type TestApp } from '../../test/helpers.ts'
import { serveForTest } from '../../test/sse.ts'
import { appSettings } from '../db/schema.ts'
import { GAMES_SETTINGS_KEY } from '../settings.ts'
import type { HotReads } from './hot-reads.ts'
import { createPodiumServer } from './node-server.ts'

interface Raw {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A GET through a real socket, its bytes as sent (no decompression): what a browser's network layer sees. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/**
 * The headers two answers must share: all but the ones that belong to one answer (its date, request id and the shared
 * cache's expiry, which is the answering second's). The expiry is checked apart: the same or a second later.
 */
function shared(headers: Raw['headers']): Record<string, unknown> {
  const {
    date: _date,
    'x-request-id': _id,
    'x-accel-expires': expires,
    connection: _connection,
    'keep-alive': _keepAlive,
    ...rest
  } = headers
  expect(String(expires)).toMatch(/^@\d+$/)
  return rest
}

/** The shared cache's expiry of a later answer is the earlier one's or a few seconds on: the clock moved, nothing else. */
function expectLaterExpiry(later: Raw, earlier: Raw): void {
  const seconds = (answer: Raw) => Number(String(answer.headers['x-accel-expires']).slice(1))
  expect(seconds(later) - seconds(earlier)).toBeGreaterThanOrEqual(0)
  expect(seconds(later) - seconds(earlier)).toBeLessThan(5)
}

/** A reload: `Cache-Control: no-cache` sends the request through the app, never the lane. */
const THROUGH_THE_APP = { 'cache-control': 'no-cache' }
const admin = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }

let t: TestApp
let server: Awaited<ReturnType<typeof serveForTest>>

beforeAll(async () => {
  t = await createTestApp({ accessLog: { retentionDays: 30 } })
  server = await serveForTest(t.app)
})
afterAll(async () => {
  await server.close()
  await t.close()
})

describe('the hot-read lane (decision 063)', () => {
  it('answers a public read again with the same bytes and headers as the app, plain, gzipped and 304', async () => {
    const url = `${server.url}/api/v1/medals?lang=pt`
    const first = await get(url, { 'accept-encoding': 'gzip' })
    expect(first.status).toBe(200)
    const before = t.app.hotReads.served

    const gzipped = await get(url, { 'accept-encoding': 'gzip' })
    expect(t.app.hotReads.served).toBe(before + 1)
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.body.equals(first.body)).toBe(true)
    expect(shared(gzipped.headers)).toEqual(shared(first.headers))
    expectLaterExpiry(gzipped, first)
    expect(gzipped.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(gzipped.headers['content-security-policy']).toContain("default-src 'self'")

    const plainByApp = await get(url, THROUGH_THE_APP)
    const plain = await get(url)
    expect(t.app.hotReads.served).toBe(before + 2)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(plainByApp.body)).toBe(true)
    expect(plain.body.equals(gunzipSync(first.body))).toBe(true)
    expect(shared(plain.headers)).toEqual(shared(plainByApp.headers))
    expectLaterExpiry(plain, plainByApp)
    expect(JSON.parse(plain.body.toString())).toHaveProperty('items')

    const etag = String(first.headers.etag)
    const notModifiedByApp = await get(url, { 'if-none-match': etag, ...THROUGH_THE_APP })
    const notModified = await get(url, { 'if-none-match': `W/${etag}` })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(t.app.hotReads.served).toBe(before + 3)
    expect(shared(notModified.headers)).toEqual(shared(notModifiedByApp.headers))
    expectLaterExpiry(notModified, notModifiedByApp)

    const proxied = await get(url, { 'x-request-id': 'crowd-42', 'x-forwarded-proto': 'https' })
    expect(proxied.headers['strict-transport-security']).toContain('max-age=')
    const proxiedAgain = await get(url, { 'x-request-id': 'crowd-43', 'x-forwarded-proto': 'https' })
    expect(proxiedAgain.headers['x-request-id']).toBe('crowd-43')
    expect(proxiedAgain.headers['strict-transport-security']).toBe(proxied.headers['strict-transport-security'])
    expect(plain.headers['strict-transport-security']).toBeUndefined()
  })

  it('never sends a version the read model dropped: the next read goes through the app and rebuilds', async () => {
    const url = `${server.url}/api/v1/days?lang=en`
    const first = await get(url)
    await get(url)
    const served = t.app.hotReads.served
    const builds = t.ctx.cache.builds
    t.ctx.cache.invalidate()
    const afterDrop = await get(url)
    expect(afterDrop.status).toBe(200)
    expect(t.app.hotReads.served).toBe(served)
    expect(t.ctx.cache.builds).toBe(builds + 1)
    expect(afterDrop.body.equals(first.body)).toBe(true)
    await get(url)
    expect(t.app.hotReads.served).toBe(served + 1)
  })

  it('leaves to the app what differs per request: another language, an Origin, credentials, a HEAD', async () => {
    const url = `${server.url}/api/v1/config?lang=es`
    await get(url)
    const served = t.app.hotReads.served
    const otherLanguage = await get(url, { 'accept-language': 'az' })
    expect(otherLanguage.status).toBe(200)
    const shell = await get(url, { origin: 'capacitor://localhost' })
    expect(shell.headers['access-control-allow-origin']).toBe('capacitor://localhost')
    const bearer = await get(url, admin)
    expect(bearer.status).toBe(200)
    expect(t.app.hotReads.served).toBe(served)
    const head = await new Promise<number>((resolve, reject) => {
      request(url, { method: 'HEAD', agent: false }, (res) => resolve(res.statusCode ?? 0))
        .on('error', reject)
        .end()
    })
    expect(head).toBe(200)
    expect(t.app.hotReads.served).toBe(served)
    // The other language's answer is remembered under its own key.
    await get(url, { 'accept-language': 'az' })
    expect(t.app.hotReads.served).toBe(served + 1)
  })

  it('answers 404 feature_off once the games switch the feature off, whatever the read model still holds', async () => {
    const url = `${server.url}/api/v1/transport?lang=pt`
    expect((await get(url)).status).toBe(200)
    await get(url)
    const served = t.app.hotReads.served
    // As another instance's admin would: the row changes and this instance's settings are read again (the `settings`
    // live event), while the transport read model here stays current.
    const setTransport = async (transport: boolean) => {
      const value = { ...t.ctx.settings.current, features: { ...t.ctx.settings.current.features, transport } }
      await t.ctx.database.db
        .insert(appSettings)
        .values({ key: GAMES_SETTINGS_KEY, value })
        .onConflictDoUpdate({ target: appSettings.key, set: { value } })
      await t.ctx.settings.refresh()
    }
    await setTransport(false)
    try {
      const off = await get(url)
      expect(off.status).toBe(404)
      expect(JSON.parse(off.body.toString()).error.code).toBe('feature_off')
      expect(t.app.hotReads.served).toBe(served)
    } finally {
      await setTransport(true)
    }
    expect((await get(url)).status).toBe(200)
  })

  it('counts lane answers in /metrics and in the access log like any other request', async () => {
    const counted = async () => {
      const metrics = await (await fetch(`${server.url}/metrics`)).text()
      await t.ctx.accessLog?.flush()
      const [logged] = await queryRows<{ count: number }>(
        t.ctx.database,
        sql`select count(*)::int as count from access_logs where path = '/api/v1/places' and status = 200`,
      )
      return {
        lane: Number(/^podium_hot_reads_total (\d+)/m.exec(metrics)?.[1]),
        byRoute: Number(
          /^podium_http_requests_total\{route="\/api\/v1\/places",method="GET",status="200"\} (\d+)/m.exec(
            metrics,
          )?.[1] ?? 0,
        ),
        logged: logged?.count ?? 0,
      }
    }
    const before = await counted()
    const url = `${server.url}/api/v1/places?lang=en`
    for (let i = 0; i < 3; i++) expect((await get(url)).status).toBe(200)
    const after = await counted()
    expect(after.lane - before.lane).toBe(2)
    expect(after.lane).toBe(t.app.hotReads.served)
    expect(after.byRoute - before.byRoute).toBe(3)
    expect(after.logged - before.logged).toBe(3)
  })

  it('a lane that fails leaves the request to the app, and the server goes on', async () => {
    const broken = {
      serve: () => {
        throw new Error('the lane broke')
      },
    } as unknown as HotReads
    const server = createPodiumServer({ fetch: t.app.fetch, hotReads: broken }, '127.0.0.1')
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/medals?lang=pt`
      for (let i = 0; i < 2; i++) expect((await get(url)).status).toBe(200)
      expect(errors).toHaveBeenCalledWith('[hot reads]', 'the lane broke')
    } finally {
      errors.mockRestore()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
