import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'

let t: TestApp
let webDir: string
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'podium-web-'))
  mkdirSync(join(webDir, 'assets'))
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Podium</title><div id="root"></div>')
  writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)')
  writeFileSync(join(webDir, 'manifest.webmanifest'), '{}')
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

  it('answers an unknown page with the app and 404, so the app renders its not-found page', async () => {
    const res = await t.request('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('<div id="root">')
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
