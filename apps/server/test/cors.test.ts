/**
 * CORS for the native shells (issue 21): their origins and PODIUM_ALLOWED_ORIGINS get readable answers and answered
 * preflights with the Bearer header allowed, never credentials; every other origin gets no CORS header at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { json } from '../src/features/accounts/test-session.ts'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  t = await createTestApp()
  app = createApp({ ...t.ctx, config: { ...t.ctx.config, allowedOrigins: ['https://kiosk.example'] } })
})
afterAll(() => t.close())

const send = (path: string, init: RequestInit = {}) => app.request(`http://127.0.0.1${path}`, init)
const preflight = (origin: string, method = 'POST', headers = 'authorization, content-type') =>
  send('/api/v1/auth/login', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
  })

describe('CORS', () => {
  it('answers the preflight of the shells and the listed origins, Bearer allowed, no credentials', async () => {
    for (const origin of ['https://localhost', 'capacitor://localhost', 'http://localhost', 'https://kiosk.example']) {
      const res = await preflight(origin)
      expect(res.status, origin).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/)
      expect(res.headers.get('access-control-allow-headers')).toMatch(/Last-Event-ID/)
      expect(res.headers.get('access-control-allow-methods')).toMatch(/POST/)
      expect(res.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  it('lets a shell log in as native and read with its Bearer token, errors readable too', async () => {
    const origin = 'capacitor://localhost'
    const login = await send(
      '/api/v1/auth/login',
      json({ username: 'demo-athlete', password: DEMO_PASSWORD, client: 'native' }, { Origin: origin }),
    )
    expect(login.status).toBe(200)
    expect(login.headers.get('access-control-allow-origin')).toBe(origin)
    expect(login.headers.get('set-cookie')).toBeNull()
    const { token } = (await login.json()) as { token: string }
    const me = await send('/api/v1/auth/me', { headers: { Origin: origin, Authorization: `Bearer ${token}` } })
    expect(me.status).toBe(200)
    expect(me.headers.get('access-control-allow-origin')).toBe(origin)
    expect(me.headers.get('vary')).toMatch(/Origin/)
    const refused = await send('/api/v1/auth/me', { headers: { Origin: origin, Authorization: 'Bearer nope' } })
    expect(refused.status).toBe(401)
    expect(refused.headers.get('access-control-allow-origin')).toBe(origin)
  })

  it('gives every other origin no CORS header, and refuses its preflight', async () => {
    for (const origin of ['https://evil.example', 'https://localhost:8443', 'null', 'capacitor://evil']) {
      const res = await preflight(origin)
      expect(res.status, origin).toBe(403)
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
      expect(res.headers.get('access-control-allow-headers')).toBeNull()
      const read = await send('/api/v1/config', { headers: { Origin: origin } })
      expect(read.status).toBe(200)
      expect(read.headers.get('access-control-allow-origin')).toBeNull()
    }
    // The configured origins are the app's: the default app lists none.
    const unlisted = await t.request('/api/v1/config', { headers: { Origin: 'https://kiosk.example' } })
    expect(unlisted.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('sends no CORS header on the app pages, only on the API', async () => {
    const page = await send('/schedule', { headers: { Origin: 'https://localhost' } })
    expect(page.headers.get('access-control-allow-origin')).toBeNull()
  })
})
