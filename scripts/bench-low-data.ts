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
 */
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { BENCH_TODAY, startBenchServer } from './bench-server.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Time each page gets after its load event: the prefetch waits 1 s after settling, the worker registers at 2 s. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 6000)

type Kind = 'document' | 'script' | 'stylesheet' | 'image' | 'api' | 'live' | 'font' | 'service worker' | 'other'

async function visit(url: string, paths: readonly string[], lowData: boolean) {
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  // The setting as the settings screen stores it (a script string: this file is not compiled for the browser).
  if (lowData) await context.addInitScript({ content: "localStorage.setItem('podiumLowData', 'on')" })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const kinds = new Map<string, Kind>()
  const bytes = new Map<string, number>()
  cdp.on('Network.requestWillBeSent', (e) => {
    const path = new URL(e.request.url).pathname
    const kind: Kind = path.startsWith('/api/v1/live')
      ? 'live'
      : path.startsWith('/api/')
        ? 'api'
        : e.type === 'Document'
          ? 'document'
          : e.type === 'Script'
            ? 'script'
            : e.type === 'Stylesheet'
              ? 'stylesheet'
              : e.type === 'Image'
                ? 'image'
                : e.type === 'Font'
                  ? 'font'
                  : 'other'
    kinds.set(e.requestId, kind)
  })
  cdp.on('Network.dataReceived', (e) => bytes.set(e.requestId, (bytes.get(e.requestId) ?? 0) + e.encodedDataLength))
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength))
  // The service worker's own fetches (its precache) happen in another target: counted through the context.
  let workerBytes = 0
  context.on('requestfinished', async (request) => {
    if (!request.serviceWorker()) return
    const sizes = await request.sizes().catch(() => null)
    if (sizes) workerBytes += sizes.responseBodySize + sizes.responseHeadersSize
  })
  for (const path of paths) {
    await page.goto(`${url}${path}`, { waitUntil: 'load' })
    await page.waitForTimeout(SETTLE_MS)
  }
  await browser.close()
  const byKind = new Map<Kind, number>()
  for (const [id, n] of bytes) {
    const kind = kinds.get(id) ?? 'other'
    byKind.set(kind, (byKind.get(kind) ?? 0) + n)
  }
  if (workerBytes > 0) byKind.set('service worker', workerBytes)
  const total = [...byKind.values()].reduce((a, b) => a + b, 0)
  return { total, byKind }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

async function main() {
  const server = await startBenchServer({ webDir: join(process.cwd(), 'apps/web/dist') })
  try {
    const day = (await (await fetch(`${server.url}/api/v1/schedule?day=${BENCH_TODAY}`)).json()) as {
      items: { code: string; disciplineKey: string | null; eventCode: string | null }[]
    }
    const units = day.items.filter((i) => i.eventCode && i.disciplineKey).slice(0, 2)
    const paths = [
      '/',
      `/schedule/day/${BENCH_TODAY}`,
      ...units.map((u) => `/discipline/${u.disciplineKey}/results/${u.code}`),
      '/medals/all',
    ]
    console.log(`Podium bench:low-data — a visit of ${paths.length} pages (${paths.join(', ')}), ${SETTLE_MS} ms each`)
    const normal = await visit(server.url, paths, false)
    const low = await visit(server.url, paths, true)
    const kinds = [...new Set([...normal.byKind.keys(), ...low.byKind.keys()])].sort()
    console.log(`${'kind'.padEnd(16)}${'normal'.padStart(12)}${'low data'.padStart(12)}`)
    for (const kind of kinds)
      console.log(
        `${kind.padEnd(16)}${kb(normal.byKind.get(kind) ?? 0).padStart(12)}${kb(low.byKind.get(kind) ?? 0).padStart(12)}`,
      )
    console.log(`${'total'.padEnd(16)}${kb(normal.total).padStart(12)}${kb(low.total).padStart(12)}`)
    console.log(
      `low data saves ${kb(normal.total - low.total)} (${((1 - low.total / normal.total) * 100).toFixed(0)} %)`,
    )
  } finally {
    await server.stop()
  }
}

await main()
