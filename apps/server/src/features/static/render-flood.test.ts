import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { createPodiumServer } from '../../http/node-server.ts'

/**
 * A stand-in for the web build's server entry that costs what a real rendering costs: three passes of synchronous
 * CPU (busy for 50 ms each, like `renderToString`) with an in-process API read before each, as the routes' loaders
 * and the repeated passes make. It counts the renderings begun and finished.
 */
const HEAVY_ENTRY = `
let api
const counts = { begun: 0, done: 0, mostAtOnce: 0 }
globalThis.__podiumFlood = counts
export function configureRender(setup) { api = setup.api }
const busy = (ms) => { const end = Date.now() + ms; while (Date.now() < end) {} }
export async function renderPage(href, locale) {
  counts.begun++
  const n = counts.begun
  counts.mostAtOnce = Math.max(counts.mostAtOnce, counts.begun - counts.done)
  for (let pass = 0; pass < 3; pass++) {
    await api(new Request('http://podium.internal/api/v1/no-such-read'))
    busy(50)
  }
  counts.done++
  return { kind: 'page', html: '<h1>' + href + ' #' + n + '</h1>', state: '{}', locale, head: { title: href, description: '', siteName: 'Games' } }
}
`
const counts = () =>
  (globalThis as unknown as { __podiumFlood: { begun: number; done: number; mostAtOnce: number } }).__podiumFlood

let t: TestApp
let root: string
let base: string
let close: () => Promise<void>

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'podium-flood-'))
  const webDir = join(root, 'dist')
  mkdirSync(webDir)
  mkdirSync(join(root, 'dist-ssr'))
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><html lang="pt"><head><title>Podium</title></head><div id="root"></div></html>',
  )
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), HEAVY_ENTRY)
  t = await createTestApp({ webDir })
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

const page = (path: string) =>
  fetch(`${base}${path}`).then(async (res) => ({ status: res.status, html: await res.text() }))
const isRendered = (html: string) => html.includes('<h1>')

describe('server renders under a flood (decision 070)', () => {
  it('renders a page once whatever junk its address carries, and names the canonical address', async () => {
    const before = counts().begun
    const first = await page('/en/medals/all?utm_source=a&gender=W')
    const second = await page('/en/medals/all?gender=W&utm_source=b')
    const third = await page('/en/medals/all?fbclid=zz&gender=W&gender=M')
    expect(counts().begun - before).toBe(1)
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200)
      expect(answer.html).toContain(`<h1>/en/medals/all?gender=W #${before + 1}</h1>`)
      expect(answer.html).toContain(`content="${base}/en/medals/all?gender=W"`)
    }
  })

  it('renders one page at a time with a few waiting, serves the rest the shell, and health answers meanwhile', async () => {
    const before = { ...counts() }
    // 16 distinct cold pages at once (a search the page reads, so no canonical form folds them together).
    const flood = Array.from({ length: 16 }, (_, i) => page(`/en/participants/athletes?q=flood-${i}`))
    const health = fetch(`${base}/api/v1/health`).then((res) => ({ status: res.status, doneThen: counts().done }))
    const answers = await Promise.all(flood)
    const healthAnswer = await health
    const rendered = answers.filter((answer) => isRendered(answer.html)).length
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    // One rendering at a time, four waiting: the pages that found the lane full were the shell (the browser renders
    // them), instead of a queue of 16 renderings ahead of every other request.
    expect(counts().mostAtOnce).toBe(1)
    expect(rendered).toBeGreaterThanOrEqual(1)
    expect(rendered).toBeLessThan(16)
    expect(counts().begun - before.begun).toBe(rendered)
    // Health was answered between the passes of the first renderings, not after the whole flood.
    expect(healthAnswer.status).toBe(200)
    expect(healthAnswer.doneThen - before.done).toBeLessThanOrEqual(2)
  })
})
