import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/v1/health', () => {
  it('answers ok with the database kind in use', async () => {
    const res = await t.request('/api/v1/health')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    })
  })

  it('sends the basic security headers', async () => {
    const res = await t.request('/api/v1/health')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })
})

describe('GET /api/v1/health/ready', () => {
  it('answers ready while the database answers and live changes are heard, with the state', async () => {
    const res = await t.request('/api/v1/health/ready')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(await res.json()).toEqual({
      status: 'ready',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
      databaseAnswers: true,
      live: { state: 'listening', deafSince: null, lastEventId: t.ctx.live.latestId },
    })
  })
})
