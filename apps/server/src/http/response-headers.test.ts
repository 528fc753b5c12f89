import type { AddressInfo } from 'node:net'
import { createAdaptorServer } from '@hono/node-server'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers.ts'

/**
 * Decision 058: headers set after the handler must not turn @hono/node-server's lightweight response (bytes sent as
 * they are, with their length) into a streamed web Response (sent in chunks, at several times the CPU).
 */
describe('headers written after the handler', () => {
  const app = new Hono()
  // What @hono/node-server will send, seen from outside the middleware: the body it keeps (its `cache` slot) is the
  // handler's bytes, or a stream when the response was rebuilt.
  let sentBody: unknown
  app.use('*', async (c, next) => {
    await next()
    const slot = Object.getOwnPropertySymbols(c.res).find((symbol) => symbol.description === 'cache')
    sentBody = slot ? (c.res as unknown as Record<symbol, unknown[]>)[slot]?.[1] : undefined
  })
  app.use('*', securityHeaders())
  app.get('/bytes', (c) => c.body(new TextEncoder().encode('{"ok":true}'), 200, { 'Content-Type': 'application/json' }))
  app.get('/moved', (c) => c.redirect('/bytes', 302))
  const server = createAdaptorServer({ fetch: app.fetch })
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('keep the response as bytes with its length, not a chunked stream', async () => {
    const res = await fetch(`${url}/bytes`)
    expect(await res.text()).toBe('{"ok":true}')
    expect(res.headers.get('content-length')).toBe('11')
    expect(res.headers.get('transfer-encoding')).toBeNull()
    expect(sentBody).toBeInstanceOf(Uint8Array)
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  it('still reach a redirect', async () => {
    const res = await fetch(`${url}/moved`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
