import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../src/features/accounts/demo-accounts.ts'
import { loginCookie } from '../src/features/accounts/test-session.ts'
import { createPodiumServer } from '../src/http/node-server.ts'
import { TEST_ADMIN_TOKEN } from './constants.ts'
import { createTestApp, type TestApp } from './helpers.ts'

/**
 * Decision 095: what a shared cache in front (nginx, a CDN) may keep, read from the headers of a real server's
 * answers (the Node server, so that the hot-read lane answers the repeated reads as in production).
 */

/** A stand-in for the web build's server entry: every page renders at once. */
const ENTRY = `
export function configureRender() {}
export async function renderPage(href, locale) {
  return { kind: 'page', html: '<h1>' + href + '</h1>' + 'x'.repeat(2000), state: '{}', locale, head: { title: href, description: '', siteName: 'Games' } }
}
`
const PUBLIC = /^public, max-age=\d+, s-maxage=1, stale-while-revalidate=1$/

let t: TestApp
let root: string
let base: string
let close: () => Promise<void>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'podium-shared-cache-'))
  mkdirSync(join(root, 'dist'))
  mkdirSync(join(root, 'dist-ssr'))
  writeFileSync(
    join(root, 'dist', 'index.html'),
    '<!doctype html><html lang="pt"><head><title>Podium</title></head><div id="root"></div></html>',
  )
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY)
  t = await createTestApp({ webDir: join(root, 'dist') })
  const server = createPodiumServer(t.app, '127.0.0.1')
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => server.close(() => resolve()))
  // The renderer loads in the background; the first page served waits for it.
  await fetch(`${base}/en/venues`).then((res) => res.text())
})
afterAll(async () => {
  await close()
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers })

/** nginx's expiry: `@` and the wall-clock second the answer left in. */
function expectThisSecond(res: Response) {
  const value = res.headers.get('x-accel-expires') ?? ''
  expect(value).toMatch(/^@\d+$/)
  expect(Math.abs(Number(value.slice(1)) - Date.now() / 1000)).toBeLessThan(2)
}

describe('public reads: a shared cache keeps them one second (decision 095)', () => {
  it('says s-maxage=1 with a one-second stale window, and nginx this second, on the first answer and the lane’s', async () => {
    for (const round of ['first', 'hot-read lane']) {
      const res = await get('/api/v1/medals?lang=en', { 'accept-encoding': 'gzip' })
      expect(res.status, round).toBe(200)
      expect(res.headers.get('cache-control'), round).toMatch(PUBLIC)
      expect(res.headers.get('cache-control'), round).toContain('max-age=5,')
      expectThisSecond(res)
    }
  })

  it('varies only on what changes the bytes: the language only when ?lang= does not name it', async () => {
    const named = await get('/api/v1/disciplines?lang=en', { 'accept-encoding': 'gzip' })
    expect(named.headers.get('content-encoding')).toBe('gzip')
    // Origin: the native shells' CORS answers differ per origin (http/cors.ts).
    expect(named.headers.get('vary')).toBe('Accept-Encoding, Origin')
    const byHeader = await get('/api/v1/disciplines', { 'accept-language': 'en', 'accept-encoding': 'gzip' })
    expect(byHeader.headers.get('vary')).toBe('Accept-Language, Accept-Encoding, Origin')
    // An unknown code is not a language: the header decides, so it is named.
    const unknown = await get('/api/v1/disciplines?lang=xx')
    expect(unknown.headers.get('vary')).toContain('Accept-Language')
  })

  it('a signed-out visitor’s server-rendered page: public one second; the language in the address, not in Vary', async () => {
    const res = await get('/en/medals/all', { 'accept-encoding': 'gzip' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>')
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=1')
    expectThisSecond(res)
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })
})

describe('answers no shared cache may keep (decision 095)', () => {
  it('the spoiler shield’s page: private, never rendered with results, no nginx expiry', async () => {
    const res = await get('/en/medals/all', { cookie: 'podium_shield=1' })
    expect(res.status).toBe(200)
    expect(await res.text()).not.toContain('<h1>')
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('x-accel-expires')).toBeNull()
  })

  it('a signed-in visitor’s page: private', async () => {
    const res = await get('/en/medals/all', { cookie: 'podium_session=whatever' })
    expect(res.headers.get('cache-control')).toBe('private, no-cache')
    expect(res.headers.get('x-accel-expires')).toBeNull()
  })

  it('personal and staff answers: private, no-store', async () => {
    const cookie = await loginCookie(t, 'demo-athlete')
    const me = await get('/api/v1/auth/me', { cookie })
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('private, no-store')
    const staff = await get('/api/v1/admin/places', { authorization: `Bearer ${TEST_ADMIN_TOKEN}` })
    expect(staff.status).toBe(200)
    expect(staff.headers.get('cache-control')).toBe('private, no-store')
  })

  it('any answer that sets a cookie: private, no-store, even a page’s redirect', async () => {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo-athlete', password: DEMO_PASSWORD }),
    })
    expect(login.headers.get('set-cookie')).not.toBeNull()
    expect(login.headers.get('cache-control')).toBe('private, no-store')
    // /pt/… is not the canonical address under prefix_except_default: redirected, the choice kept in a cookie.
    const redirect = await fetch(`${base}/pt/medals/all`, { redirect: 'manual' })
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('set-cookie')).toContain('podium_locale=pt')
    expect(redirect.headers.get('cache-control')).toBe('private, no-store')
  })

  it('an API answer that says nothing of caching: private, no-store (a CDN’s default lifetime never applies)', async () => {
    const res = await get('/api/v1/no-such-read')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})
