/**
 * npm run bench:low-data — the bytes a typical visit transfers (home, the day, two units, the medal table), with and
 * without the low-data mode (decision 088), in Debian's Chromium on a fresh profile each (nothing cached), against the
 * demo games served by the real server from the last web build (`npm run build` first).
 *
 * Counted: every response's bytes on the wire (headers and compressed body, Chromium's `encodedDataLength`),
 * including what the page requests after it settles (route prefetch, the service worker's precache, the live
 * stream's first frames), split by kind. Each page is given SETTLE_MS to do what it does after loading — a measure,
 * not a test: the figures move a little from run to run.
 *
 *   npm run build && npm run bench:low-data
 *   BENCH_URL=http://127.0.0.1:3185 npm run bench:low-data   # a server already running (e.g. scripts/e2e-serve.ts)
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startBenchServer } from './bench-server.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Time each page gets after its load event: the prefetch waits 1 s after settling, the worker registers at 2 s. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6000)

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'api' | 'live' | 'font' | 'other'

async function visit(url: string, paths: readonly string[], lowData: boolean, worker = true) {
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: worker ? 'allow' : 'block',
  })
  // The setting as the settings screen stores it (a script string: this file is not compiled for the browser).
  if (lowData) await context.addInitScript({ content: "localStorage.setItem('podiumLowData', 'on')" })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const kinds = new Map<string, Kind>()
  const bytes = new Map<string, number>()
  const images = new Set<string>()
  const classify = (url: string, type: string): Kind => {
    const path = new URL(url).pathname
    if (path.startsWith('/api/v1/live')) return 'live'
    if (path.startsWith('/api/')) return 'api'
    const byType: Record<string, Kind> = {
      Document: 'document',
      document: 'document',
      Script: 'script',
      script: 'script',
      Stylesheet: 'stylesheet',
      stylesheet: 'stylesheet',
      Image: 'image',
      image: 'image',
      Font: 'font',
      font: 'font',
    }
    return byType[type] ?? (/\.js$/.test(path) ? 'script' : /\.css$/.test(path) ? 'stylesheet' : 'other')
  }
  cdp.on('Network.requestWillBeSent', (e) => {
    kinds.set(e.requestId, classify(e.request.url, e.type ?? ''))
    if (e.type === 'Image') images.add(new URL(e.request.url).pathname.replace(/\/[^/]+$/, '/…'))
  })
  // A response the service worker answered is counted where the worker fetched it (below), not twice.
  const fromWorker = new Set<string>()
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId)
  })
  cdp.on('Network.dataReceived', (e) => bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength))
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength))
  // The service worker's own fetches (its precache, and what it fetches for the page) happen in its own target.
  let workerBytes = 0
  const workerByKind = new Map<Kind, number>()
  context.on('requestfinished', async (request) => {
    if (!request.serviceWorker()) return
    const sizes = await request.sizes().catch(() => null)
    if (!sizes) return
    const n = sizes.responseBodySize + sizes.responseHeadersSize
    workerBytes += n
    const kind = classify(request.url(), request.resourceType())
    workerByKind.set(kind, (workerByKind.get(kind) ?? 0) + n)
  })
  for (const path of paths) {
    await page.goto(`${url}${path}`, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
  }
  await browser.close()
  const byKind = new Map<Kind, number>()
  for (const [id, n] of bytes) {
    if (fromWorker.has(id)) continue
    const kind = kinds.get(id) ?? 'other'
    byKind.set(kind, (byKind.get(kind) ?? 0) + n)
  }
  for (const [kind, n] of workerByKind) byKind.set(kind, (byKind.get(kind) ?? 0) + n)
  const total = [...byKind.values()].reduce((a, b) => a + b, 0)
  return { total, byKind, workerBytes, images: [...images].sort() }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

async function main() {
  const server = process.env.BENCH_URL
    ? { url: process.env.BENCH_URL, stop: async () => undefined }
    : await startBenchServer({ webDir: join(process.cwd(), 'apps/web/dist') })
  try {
    const today = ((await (await fetch(`${server.url}/api/v1/config`)).json()) as { games: { today: string } }).games
      .today
    const day = (await (await fetch(`${server.url}/api/v1/schedule?day=${today}`)).json()) as {
      items: { code: string; disciplineKey: string | null; eventCode: string | null }[]
    }
    const units = day.items.filter((i) => i.eventCode && i.disciplineKey).slice(0, 2)
    const paths = [
      '/',
      `/schedule/day/${today}`,
      ...units.map((u) => `/discipline/${u.disciplineKey}/results/${u.code}`),
      '/medals/all',
    ]
    console.log(`Podium bench:low-data — a visit of ${paths.length} pages (${paths.join(', ')}), ${SETTLE_MS} ms each`)
    // The worker's traffic is counted from its own target, less exactly than the page's: the visit is also measured
    // with the worker blocked, page traffic only.
    const runs = [
      { name: 'normal', ...(await visit(server.url, paths, false)) },
      { name: 'no worker', ...(await visit(server.url, paths, false, false)) },
      { name: 'low data', ...(await visit(server.url, paths, true)) },
    ]
    const kinds = [...new Set(runs.flatMap((r) => [...r.byKind.keys()]))].sort()
    console.log(`${'kind'.padEnd(12)}${runs.map((r) => r.name.padStart(12)).join('')}`)
    for (const kind of kinds)
      console.log(`${kind.padEnd(12)}${runs.map((r) => kb(r.byKind.get(kind) ?? 0).padStart(12)).join('')}`)
    console.log(`${'total'.padEnd(12)}${runs.map((r) => kb(r.total).padStart(12)).join('')}`)
    console.log(`${'by worker'.padEnd(12)}${runs.map((r) => kb(r.workerBytes).padStart(12)).join('')}`)
    const [normal, noWorker, low] = runs
    if (normal && noWorker && low) {
      console.log(`images requested in low data: ${low.images.join(', ') || 'none'}`)
      const saved = (from: { total: number }) =>
        `${kb(from.total - low.total)} (${((1 - low.total / from.total) * 100).toFixed(0)} %)`
      console.log(`low data saves ${saved(normal)} of a first visit, ${saved(noWorker)} of its pages' own traffic`)
    }
  } finally {
    await server.stop()
  }
}

await main()
