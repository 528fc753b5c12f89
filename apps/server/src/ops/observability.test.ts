import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { serveForTest } from '../../test/sse.ts'
import { createApp } from '../app.ts'

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
})
