import { describe, expect, it } from 'vitest'
import { fetchLatestBuild, isChunkLoadError, isNewerBuild } from './build-check.ts'

const answer = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

describe('build check', () => {
  it('reads the published version and tolerates 404, 403, bad bodies and no network', async () => {
    expect(await fetchLatestBuild(answer(200, { version: 'b2' }))).toBe('b2')
    expect(await fetchLatestBuild(answer(404, {}))).toBeNull()
    expect(await fetchLatestBuild(answer(403, { version: 'b2' }))).toBeNull()
    expect(await fetchLatestBuild(answer(200, { nope: 1 }))).toBeNull()
    expect(
      await fetchLatestBuild((async () => {
        throw new TypeError('Failed to fetch')
      }) as unknown as typeof fetch),
    ).toBeNull()
  })

  it('offers an update only for a different published build, never under the dev server', () => {
    expect(isNewerBuild('b2', 'b1')).toBe(true)
    expect(isNewerBuild('b1', 'b1')).toBe(false)
    expect(isNewerBuild(null, 'b1')).toBe(false)
    expect(isNewerBuild('b2', 'dev')).toBe(false)
  })

  it('recognises chunk-load errors of Chromium, Firefox, Safari and Vite', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
