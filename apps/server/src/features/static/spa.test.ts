import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { athletes, disciplines, units } from '../../db/schema.ts'
import { startingAfterPaint } from './spa.routes.ts'

let t: TestApp
let webDir: string
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'podium-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><head><meta name="podium-locale-strategy" content="prefix_except_default" /><title>Podium</title></head><div id="root"></div>',
  )
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{}')
  writeFileSync(
    join(webDir, 'locale-chunks.json'),
    JSON.stringify({ pt: '/assets/pt-abc.js', en: '/assets/en-abc.js', xx: '/assets/xx.js', es: '"><script>' }),
  )
  t = await createTestApp({ webDir })
})
afterAll(async () => {
  await t.close()
  rmSync(webDir, { recursive: true, force: true })
})

describe('serving the web app', () => {
  it('answers a known page with the app and 200', async () => {
    for (const path of [
      '/',
      '/medals/all',
      '/schedule/day/2026-07-14',
      '/discipline/swimming/finalrank',
      '/en/medals',
    ]) {
      const res = await t.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toContain('<div id="root">')
    }
  })

  it('answers 200 for pages about things that exist, 404 for pages about things that do not', async () => {
    const [athlete] = await t.ctx.database.db.select({ id: athletes.id }).from(athletes).limit(1)
    const [unit] = await t.ctx.database.db
      .select({ code: units.code, discipline: disciplines.key })
      .from(units)
      .innerJoin(disciplines, eq(disciplines.code, units.disciplineCode))
      .where(isNotNull(units.eventCode))
      .limit(1)
    if (!athlete || !unit) throw new Error('the demo has no athlete or unit')
    const firstDay = t.ctx.calendar.days[0] as string
    const found = [
      `/participants/profile/${athlete.id}`,
      '/participants/delegations/BRA',
      `/discipline/${unit.discipline}/results/${unit.code}`,
      `/en/discipline/${unit.discipline}/results/${unit.code}/startlist`,
      '/discipline/ATH',
      '/medals/swimming',
      `/schedule/day/${firstDay}`,
      `/schedule/day/${firstDay.replaceAll('-', '/')}`,
      // A content kind's manager (decision 103), beside a hand-made one.
      '/manage/volunteers',
      // The volunteers' page came back with its screen (decision 103; 004 had left it out).
      '/volunteers',
      '/en/volunteers',
      '/en/manage/courses',
      '/manage/places',
    ]
    const missing = [
      '/participants/profile/NO-SUCH-ATHLETE',
      '/participants/delegations/ZZZ',
      `/discipline/${unit.discipline}/results/NO-SUCH-UNIT`,
      '/discipline/curling',
      '/discipline/curling/finalrank',
      '/en/medals/curling',
      '/schedule/day/2026-13-99',
      '/schedule/day/1999-01-01',
      '/participants/profile/%3Cscript%3E',
      '/manage/no-such-kind',
    ]
    for (const path of found) expect((await t.request(path)).status, path).toBe(200)
    for (const path of missing) {
      const res = await t.request(path)
      expect(res.status, path).toBe(404)
      expect(await res.text(), path).toContain('<div id="root">')
    }
  })

  it('answers an unknown page with the app and 404, so the app renders its not-found page', async () => {
    const res = await t.request('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('<div id="root">')
  })

  it("answers 404 for the original list's pages the app does not have (decision 004)", async () => {
    for (const path of ['/medal-test', '/mock-summary', '/more-dev', '/test-trampoline', '/test-results-card']) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })

  it('serves hashed assets as immutable and other files as revalidated', async () => {
    const asset = await t.request('/assets/index-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toContain('immutable')
    const manifest = await t.request('/manifest.webmanifest')
    expect(manifest.headers.get('cache-control')).toBe('no-cache')
  })

  it('refuses path traversal', async () => {
    const res = await t.request('/assets/..%2f..%2fetc%2fpasswd')
    expect(res.status).toBe(404)
  })
})

describe('the locale in page URLs', () => {
  const english = { headers: { 'accept-language': 'en-GB,en;q=0.9' } }

  it('prefix_except_default (the default): a visitor whose browser prefers English is sent to /en/…', async () => {
    const res = await t.request('/medals/all?division=1D', english)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/en/medals/all?division=1D')
    expect(res.headers.get('vary')).toContain('Accept-Language')
    expect((await t.request('/', english)).headers.get('location')).toBe('/en')
  })

  it('a stored choice (the locale cookie) wins over the browser, and Portuguese has no prefix', async () => {
    const res = await t.request('/medals/all', { headers: { ...english.headers, cookie: 'podium_locale=pt' } })
    expect(res.status).toBe(200)
    const prefixed = await t.request('/pt/medals/all')
    expect(prefixed.status).toBe(302)
    expect(prefixed.headers.get('location')).toBe('/medals/all')
    expect(prefixed.headers.get('set-cookie')).toContain('podium_locale=pt')
    expect((await t.request('/es/medals/all', english)).status).toBe(200)
  })

  it('tells the app the strategy in index.html, for / too', async () => {
    for (const path of ['/', '/index.html', '/medals/all']) {
      const html = await (await t.request(path, { headers: { cookie: 'podium_locale=pt' } })).text()
      expect(html, path).toContain('<meta name="podium-locale-strategy" content="prefix_except_default" />')
    }
  })

  it("names the page language's messages, and only them, as a modulepreload", async () => {
    const preloads = async (path: string, init?: RequestInit) =>
      [
        ...(await (await t.request(path, init)).text()).matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1])
    expect(await preloads('/en/medals/all')).toEqual(['/assets/en-abc.js'])
    expect(await preloads('/medals/all', { headers: { cookie: 'podium_locale=pt' } })).toEqual(['/assets/pt-abc.js'])
    // A language the build did not list (or listed with a file name that is not an asset) gets none.
    expect(await preloads('/es/medals/all')).toEqual([])
    expect(await preloads('/no-such-page')).toEqual([])
  })

  it('a rendered page starts the app after its first paint: the entry and its preloads move to the starter', () => {
    const shell = [
      '<head><script src="/color-mode.js"></script>',
      '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">',
      '<link rel="modulepreload" crossorigin href="/assets/pt-abc.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
    ].join('\n')
    const page = startingAfterPaint(shell)
    expect(page).not.toContain('type="module"')
    expect(page).not.toContain('rel="modulepreload"')
    expect(page).toContain(
      '<script src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/react-abc.js /assets/pt-abc.js" defer></script>',
    )
    // What the first paint needs stays: the stylesheet and the colour mode.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">')
    expect(page).toContain('<script src="/color-mode.js"></script>')
    // A page without an entry (a build of another shape) is left as it is.
    expect(startingAfterPaint('<head></head>')).toBe('<head></head>')
  })

  it('leaves widgets, files and unknown pages alone', async () => {
    expect((await t.request('/widget/medals?lang=es', english)).status).toBe(200)
    expect((await t.request('/manifest.webmanifest', english)).status).toBe(200)
    expect((await t.request('/no-such-page', english)).status).toBe(404)
  })

  it('prefix: every page URL names its language', async () => {
    const prefixed = await createTestApp({ webDir, localeStrategy: 'prefix' })
    try {
      const bare = await prefixed.request('/schedule/grid')
      expect(bare.status).toBe(302)
      expect(bare.headers.get('location')).toBe('/pt/schedule/grid')
      expect((await prefixed.request('/pt/schedule/grid')).status).toBe(200)
      const html = await (await prefixed.request('/az')).text()
      expect(html).toContain('content="prefix"')
    } finally {
      await prefixed.close()
    }
  })
})
