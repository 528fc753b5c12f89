import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { serveForTest } from '../../test/sse.ts'
import { createApp } from '../app.ts'
import { publishLiveEvent } from '../live/journal.ts'

const TOKEN = 'metrics-token-0123456789'
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('request ids and /metrics', () => {
  it('echoes a valid X-Request-Id and makes one otherwise', async () => {
    const given = await t.app.request('/api/v1/health', { headers: { 'X-Request-Id': 'abc-123' } })
    expect(given.headers.get('x-request-id')).toBe('abc-123')
    const made = await t.app.request('/api/v1/health', { headers: { 'X-Request-Id': 'bad id\n' } })
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('serves Prometheus metrics to loopback connections only when no token is set', async () => {
    const server = await serveForTest(t.app)
    try {
      await fetch(`${server.url}/api/v1/health`)
      const res = await fetch(`${server.url}/metrics`)
      expect(res.status).toBe(200)
      const text = await res.text()
      expect(text).toContain('podium_http_requests_total{route="/api/v1/health",method="GET",status="200"}')
      for (const name of ['podium_sse_clients', 'podium_read_model_builds_total', 'podium_live_event_lag_seconds'])
        expect(text).toContain(name)
      const proxied = await fetch(`${server.url}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })
      expect(proxied.status).toBe(404)
    } finally {
      await server.close()
    }
  })

  it('with a token, serves /metrics to its bearer only', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, metricsToken: TOKEN } })
    expect((await app.request('/metrics')).status).toBe(404)
    expect((await app.request('/metrics', { headers: { Authorization: 'Bearer wrong' } })).status).toBe(404)
    const res = await app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/plain')
  })

  it('rebuilds a read model dropped by a live event once, whatever the number of concurrent readers', async () => {
    const server = await serveForTest(t.app)
    const counter = async (name: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text()
      const line = text.split('\n').find((l) => l.startsWith(`${name} `))
      return Number(line?.split(' ')[1])
    }
    const medals = () => fetch(`${server.url}/api/v1/medals?lang=en`)
    try {
      const warm = await medals()
      expect(warm.status).toBe(200)
      const body = await warm.text()
      const heard = new Promise<void>((resolve) => {
        const stop = t.ctx.live.onEvent((event) => {
          if (event.kind !== 'medal') return
          stop()
          resolve()
        })
      })
      await t.ctx.database.db.transaction(async (tx) => {
        await publishLiveEvent(tx, 'medal', { eventCode: 'JUDM55KG-3D', disciplineCode: 'JUD' })
      })
      await heard
      const builds = await counter('podium_read_model_builds_total')
      const stale = await counter('podium_read_model_stale_served_total')
      const answers = await Promise.all(Array.from({ length: 200 }, medals))
      const texts = await Promise.all(answers.map((res) => res.text()))
      expect(answers.every((res) => res.status === 200)).toBe(true)
      expect(texts.every((text) => text === body)).toBe(true)
      expect((await counter('podium_read_model_builds_total')) - builds).toBe(1)
      // Those that arrived while the rebuild ran got the previous version, with its age.
      const aged = answers.filter((res) => res.headers.get('age') !== null)
      expect((await counter('podium_read_model_stale_served_total')) - stale).toBe(aged.length)
      expect(aged.length).toBeLessThan(200)
    } finally {
      await server.close()
    }
  })
})
