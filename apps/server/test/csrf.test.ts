/**
 * CSRF (issue 14, item 8): every write checks where a browser says it comes from (Origin, else Sec-Fetch-Site), and
 * every JSON endpoint wants `Content-Type: application/json` — a cross-site form can send neither our origin nor JSON.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.ts'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { trustedProxies } from '../src/http/client-address.ts'
import { TEST_ADMIN_TOKEN } from './constants.ts'
import { createTestApp, queryRows, type TestApp } from './helpers.ts'
import { tableCounts } from './security-helpers.ts'

let t: TestApp
let athlete: string
let admin: string
let unitCode: string
beforeAll(async () => {
  t = await createTestApp()
  athlete = await loginCookie(t, 'demo-athlete')
  admin = await loginCookie(t, 'demo-admin')
  const [unit] = await queryRows<{ code: string }>(t.db.database, sql`select code from units order by code limit 1`)
  unitCode = unit?.code ?? 'none'
})
afterAll(() => t.close())

/** A request to `app` as the browser at `url` would send it (the URL's host is what the server is called). */
const send = (url: string, init: RequestInit, app = t.app, peer = '127.0.0.1') =>
  app.request(url, init, { incoming: { socket: { remoteAddress: peer } } })

const jsonInit = (body: unknown, headers: Record<string, string>, method = 'POST'): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

/** The writes a forged page would aim at, each with a body its route would accept. */
const writes = () => [
  { name: 'login', path: '/api/v1/auth/login', body: { username: 'demo-athlete', password: DEMO_PASSWORD } },
  {
    name: 'signup',
    path: '/api/v1/auth/signup',
    body: {
      username: 'csrf-user',
      password: 'a good password',
      repeatPassword: 'a good password',
      email: 'c@e.org',
      cpf: 'AB123456',
    },
  },
  { name: 'client error', path: '/api/v1/client-errors', body: { message: 'forged' } },
  {
    name: 'feedback',
    path: '/api/v1/feedback',
    body: { sentiment: 'happy', suggestion: 'A forged suggestion' },
    cookie: true,
  },
  { name: 'safe-sport watched', path: '/api/v1/me/safe-sport', body: {}, cookie: true },
  { name: 'logout', path: '/api/v1/auth/logout', body: {}, cookie: true },
  {
    name: 'unit status',
    path: `/api/v1/units/${unitCode}`,
    body: { scheduleStatus: 'RUNNING' },
    method: 'PATCH',
    cookie: true,
  },
]

describe('writes from another origin', () => {
  it.each([
    ['a cross-site page', { Origin: 'https://evil.example' }],
    ['the same host on another port (same-site)', { Origin: 'http://127.0.0.1:5173' }],
    ['the same host over another scheme', { Origin: 'https://127.0.0.1' }],
    ['an opaque origin (sandboxed frame, file:)', { Origin: 'null' }],
    ['a cross-site request without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a same-site request without Origin', { 'Sec-Fetch-Site': 'same-site' }],
  ])('from %s are 403 cross_origin and write nothing', async (_label, headers) => {
    const before = await tableCounts(t.db.database)
    for (const w of writes()) {
      const cookie = w.name === 'unit status' ? admin : athlete
      const res = await send(
        `http://127.0.0.1${w.path}`,
        jsonInit(w.body, { ...headers, ...(w.cookie ? { cookie } : {}) }, w.method),
      )
      expect(res.status, `${w.name}`).toBe(403)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('cross_origin')
      expect(res.headers.get('set-cookie'), w.name).toBeNull()
    }
    expect(await tableCounts(t.db.database)).toEqual(before)
  })

  it('from a sibling subdomain are refused too (login CSRF included)', async () => {
    const res = await send(
      'http://games.example/api/v1/auth/login',
      jsonInit({ username: 'demo-athlete', password: DEMO_PASSWORD }, { Origin: 'http://evil.games.example' }),
    )
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('reads stay open to any origin (GET is not a write)', async () => {
    const res = await send('http://127.0.0.1/api/v1/medals', { headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(200)
  })
})

describe('writes the server accepts', () => {
  it.each([
    ['its own origin', { Origin: 'http://127.0.0.1' }],
    ['its own origin, written differently (case, default port)', { Origin: 'HTTP://127.0.0.1:80' }],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['Sec-Fetch-Site: none (typed by the user)', { 'Sec-Fetch-Site': 'none' }],
    ['neither header (curl, scripts)', {}],
  ])('from %s', async (_label, headers) => {
    const login = await send(
      'http://127.0.0.1/api/v1/auth/login',
      jsonInit({ username: 'demo-athlete', password: DEMO_PASSWORD }, headers),
    )
    expect(login.status).toBe(200)
    const watched = await send('http://127.0.0.1/api/v1/me/safe-sport', jsonInit({}, { ...headers, cookie: athlete }))
    expect(watched.status).toBe(200)
  })

  it('from the native shells and the origins listed in PODIUM_ALLOWED_ORIGINS, and only those', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, allowedOrigins: ['https://kiosk.example'] } })
    const report = (origin: string, on = app) =>
      send('http://127.0.0.1/api/v1/client-errors', jsonInit({ message: 'from the shell' }, { Origin: origin }), on)
    for (const shell of ['capacitor://localhost', 'https://localhost', 'http://localhost']) {
      expect((await report(shell)).status).toBe(204)
    }
    expect((await report('https://kiosk.example')).status).toBe(204)
    expect((await report('https://localhost:8443')).status).toBe(403)
    expect((await report('https://kiosk.example', t.app)).status).toBe(403)
  })

  it('behind a trusted proxy, from the public origin it forwards; the same headers from anyone else are ignored', async () => {
    const app = createApp({ ...t.ctx, config: { ...t.ctx.config, trustedProxies: trustedProxies(['10.0.0.0/8']) } })
    const forwarded = {
      Origin: 'https://games.example',
      'X-Forwarded-Host': 'games.example',
      'X-Forwarded-Proto': 'https',
    }
    // The proxy calls the server by its inner name; the browser's origin is the public one.
    const url = 'http://podium.internal:3000/api/v1/client-errors'
    expect((await send(url, jsonInit({ message: 'via proxy' }, forwarded), app, '10.1.2.3')).status).toBe(204)
    expect((await send(url, jsonInit({ message: 'spoofed' }, forwarded), app, '203.0.113.9')).status).toBe(403)
    // Without the forwarded host, the proxy's request names the inner host: the public origin is not it.
    const { 'X-Forwarded-Host': _, ...noHost } = forwarded
    expect((await send(url, jsonInit({ message: 'no host' }, noHost), app, '10.1.2.3')).status).toBe(403)
  })
})

describe('JSON endpoints want application/json', () => {
  const bodies: [string, string, string][] = [
    ['text/plain (what a cross-site form or a no-cors fetch may send)', 'text/plain', 'JSON'],
    ['text/plain with a charset', 'text/plain;charset=UTF-8', 'JSON'],
    ['form data', 'application/x-www-form-urlencoded', 'FORM'],
    ['multipart form data', 'multipart/form-data; boundary=x', 'MULTIPART'],
    ['no content type', '', 'JSON'],
  ]

  it.each(bodies)(
    '%s is 415 unsupported_media_type on every JSON write, writing nothing',
    async (_label, type, kind) => {
      const before = await tableCounts(t.db.database)
      for (const w of writes().filter((w) => w.name !== 'logout' && w.name !== 'safe-sport watched')) {
        const json = JSON.stringify(w.body)
        const body =
          kind === 'FORM'
            ? new URLSearchParams(Object.entries(w.body).map(([k, v]): [string, string] => [k, String(v)])).toString()
            : kind === 'MULTIPART'
              ? `--x\r\nContent-Disposition: form-data; name="json"\r\n\r\n${json}\r\n--x--\r\n`
              : json
        const cookie = w.name === 'unit status' ? admin : athlete
        const headers: Record<string, string> = w.cookie ? { cookie } : {}
        if (type) headers['Content-Type'] = type
        // A Blob body would set its own type; a string body with no header gets text/plain from fetch: remove it.
        const request = new Request(`http://127.0.0.1${w.path}`, { method: w.method ?? 'POST', headers, body })
        if (!type) request.headers.delete('content-type')
        const res = await t.app.request(request, undefined, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })
        expect(res.status, `${w.name}`).toBe(415)
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type')
      }
      expect(await tableCounts(t.db.database)).toEqual(before)
    },
  )

  it('accepts application/json with a charset', async () => {
    const res = await t.request('/api/v1/client-errors', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
      body: JSON.stringify({ message: 'with a charset' }),
    })
    expect(res.status).toBe(204)
  })

  it('uploads keep their own types: the bundle zip and the ODF XML are not refused for not being JSON', async () => {
    const token = { Authorization: `Bearer ${TEST_ADMIN_TOKEN}` }
    const zip = await t.request('/api/v1/admin/import', {
      method: 'POST',
      headers: { ...token, 'Content-Type': 'application/zip' },
      body: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]),
    })
    expect(zip.status).not.toBe(415)
    expect(zip.status).toBeLessThan(500)
    const odf = await t.request('/api/v1/odf', {
      method: 'POST',
      headers: { ...token, 'Content-Type': 'application/xml' },
      body: '<OdfBody DocumentType="DT_NOTHING"/>',
    })
    expect(odf.status).not.toBe(415)
    expect(odf.status).toBeLessThan(500)
  })
})
