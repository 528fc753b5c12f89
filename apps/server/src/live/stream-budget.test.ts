import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/helpers.ts'
import { createPodiumServer } from '../http/node-server.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ['10.0.0.1'] })
  // A small budget for the test (PODIUM_LIVE_MAX_STREAMS=3, PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS=2).
  t.ctx.config.liveStreams = { total: 3, perAddress: 2 }
})
afterAll(async () => {
  await t.close()
})

const live = (address: string) => t.requestFrom(address, '/api/v1/live')

describe('the live stream budget (decision 070)', () => {
  it('answers 503 with Retry-After past the per-address cap and the total, while everything else answers', async () => {
    const a1 = await live('203.0.113.1')
    const a2 = await live('203.0.113.1')
    expect([a1.status, a2.status]).toEqual([200, 200])
    expect(a1.headers.get('content-type')).toContain('text/event-stream')

    const a3 = await live('203.0.113.1')
    expect(a3.status).toBe(503)
    expect(Number(a3.headers.get('retry-after'))).toBeGreaterThanOrEqual(30)
    expect(((await a3.json()) as { error: { code: string } }).error.code).toBe('live_busy')

    // Another address still gets the last place; then the instance is full for everyone.
    const b1 = await live('198.51.100.7')
    expect(b1.status).toBe(200)
    const c1 = await live('192.0.2.9')
    expect(c1.status).toBe(503)
    expect(c1.headers.get('retry-after')).toMatch(/^\d+$/)

    // Health and reads are untouched.
    expect((await t.request('/api/v1/health')).status).toBe(200)

    // A stream that ends gives its place back.
    await a1.body?.cancel()
    const a4 = await live('203.0.113.1')
    expect(a4.status).toBe(200)
    for (const res of [a2, b1, a4]) await res.body?.cancel()
  })

  it('counts a proxied client by its own address, not the proxy’s', async () => {
    const viaProxy = (client: string) =>
      t.requestFrom('10.0.0.1', '/api/v1/live', { headers: { 'x-forwarded-for': client } })
    const streams = [await viaProxy('203.0.113.5'), await viaProxy('203.0.113.6'), await viaProxy('203.0.113.7')]
    expect(streams.map((res) => res.status)).toEqual([200, 200, 200])
    for (const res of streams) await res.body?.cancel()
  })
})

describe('request timeouts (decision 070)', () => {
  it('closes a connection whose headers trickle in past the headers timeout', async () => {
    const server = createPodiumServer(t.app, '127.0.0.1', { headersMs: 300, requestMs: 600, checkEveryMs: 100 })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const socket = connect(port, '127.0.0.1')
      const answer = new Promise<string>((resolve) => {
        let text = ''
        socket.on('data', (chunk) => {
          text += chunk.toString()
        })
        socket.on('close', () => resolve(text))
      })
      // Headers that never end, a line at a time (slowloris): Node's defaults kept this open for a minute, and a body
      // sent the same way for 300 s.
      socket.write('GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
      let n = 0
      const trickle = setInterval(() => socket.write(`X-Slow-${n++}: 1\r\n`), 50)
      try {
        expect(await answer).toContain('408')
      } finally {
        clearInterval(trickle)
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
