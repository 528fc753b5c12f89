/** The security headers on every kind of response: pages, API JSON, errors, files, widgets; HSTS only over HTTPS. */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HSTS_VALUE, SONNER_STYLE_HASH } from '../src/http/security-headers.ts'
import { createTestApp, type TestApp } from './helpers.ts'

let t: TestApp
let webDir: string

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'podium-web-'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>app</title>')
  writeFileSync(join(webDir, 'color-mode.js'), '// mode')
  t = await createTestApp({ webDir })
})
afterAll(async () => {
  await t.close()
  rmSync(webDir, { recursive: true, force: true })
})

/** The directives of a CSP header, by name. */
function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/)
    if (name) map.set(name, values.join(' '))
  }
  return map
}

const RESPONSES: [string, string, RequestInit?][] = [
  ['a page of the app', '/schedule'],
  ['an unknown page (404)', '/no-such-page'],
  ['a static file', '/color-mode.js'],
  ['API JSON', '/api/v1/config'],
  ['an API 404', '/api/v1/nothing-here'],
  ['an API 401', '/api/v1/auth/me'],
  ['an API 400', '/api/v1/auth/login', { method: 'POST', body: '{', headers: { 'Content-Type': 'application/json' } }],
  [
    'an API 413',
    '/api/v1/client-errors',
    { method: 'POST', body: 'x'.repeat(200_000), headers: { 'Content-Type': 'application/json' } },
  ],
  ['a generated image', '/api/v1/media/1/image.svg'],
]

describe.each(RESPONSES)('%s', (_, path, init) => {
  it('carries the security headers', async () => {
    const res = await t.request(path, init)
    const csp = directives(res.headers.get('content-security-policy'))
    expect(csp.get('default-src')).toBe("'self'")
    expect(csp.get('script-src')).toBe("'self'")
    expect(csp.get('object-src')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'self'")
    expect(csp.get('connect-src')).toBe("'self'")
    expect(csp.get('style-src')).not.toContain('unsafe-inline')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

describe('the live stream', () => {
  it('carries the security headers on its streamed response too', async () => {
    const controller = new AbortController()
    const res = await t.request('/api/v1/live', { signal: controller.signal })
    expect(res.headers.get('content-type')).toContain('text/event-stream')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    controller.abort()
    await res.body?.cancel().catch(() => undefined)
  })
})

describe('the policy', () => {
  it('allows the map tiles, the safe-sport video host, workers and the manifest from where the app uses them', async () => {
    const csp = directives((await t.request('/')).headers.get('content-security-policy'))
    expect(csp.get('img-src')).toBe("'self' data: blob: https://tile.openstreetmap.org")
    expect(csp.get('media-src')).toContain('https://storage.googleapis.com')
    // The videos manager's allow-list (decision 044): embedded players may be framed, nothing else.
    expect(csp.get('frame-src')).toBe("'self' https://www.youtube-nocookie.com https://player.vimeo.com")
    expect(csp.get('worker-src')).toBe("'self'")
    expect(csp.get('manifest-src')).toBe("'self'")
  })

  it.each(['/widget/medals', '/widget/schedule?day=3', '/widget'])(
    'lets any site frame the widget %s',
    async (path) => {
      const res = await t.request(path)
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toBe('*')
      expect(res.headers.get('x-frame-options')).toBeNull()
    },
  )

  it.each(['/widgets', '/widgetx/a', '/schedule/widget'])(
    'keeps %s (not a widget) framed by this site only',
    async (path) => {
      const res = await t.request(path)
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'self'")
    },
  )

  it('allows sonner’s one style block by the hash of the installed sonner’s CSS', () => {
    // The web app's dependency, resolved from its workspace.
    const require = createRequire(join(import.meta.dirname, '../../web/package.json'))
    const source = readFileSync(require.resolve('sonner').replace(/index\.js$/, 'index.mjs'), 'utf8')
    const literal = source.match(/__insertCSS\(("(?:[^"\\]|\\.)*")\)/)?.[1]
    expect(literal, 'sonner no longer inserts its CSS this way: revisit style-src').toBeDefined()
    const css = JSON.parse(literal ?? '""') as string
    expect(SONNER_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`)
  })
})

describe('HSTS', () => {
  it('is sent when a proxy says the request came over HTTPS', async () => {
    const res = await t.request('/', { headers: { 'X-Forwarded-Proto': 'https' } })
    expect(res.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
  })

  it('is sent on a direct HTTPS request', async () => {
    const res = await t.app.request('https://podium.example/api/v1/config')
    expect(res.headers.get('strict-transport-security')).toBe(HSTS_VALUE)
  })

  it.each(['http', 'HTTP', 'http, https', ''])('is not sent over plain HTTP (X-Forwarded-Proto %j)', async (proto) => {
    const res = await t.request('/', { headers: { 'X-Forwarded-Proto': proto } })
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})
