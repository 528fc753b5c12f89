/**
 * Decision 070: what a flood of cold page renders does to everything else. 16 clients ask
 * `/en/medals/all?utm=<random>` (or, with `--distinct`, a search the page reads: `/en/participants/athletes?q=<random>`)
 * for 15 s, while one client asks `/api/v1/health` every 100 ms; prints health's p50/p95/max and what the pages were.
 * Loopback only: `PODIUM_URL=http://127.0.0.1:3000 npm run bench:render-flood`.
 */
import { performance } from 'node:perf_hooks'

const base = process.env.PODIUM_URL ?? 'http://127.0.0.1:3000'
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(base)) throw new Error('loopback addresses only')
const seconds = Number(process.env.FLOOD_SECONDS ?? 15)
const clients = Number(process.env.FLOOD_CLIENTS ?? 16)
const distinct = process.argv.includes('--distinct')
const until = Date.now() + seconds * 1000
const pages = { rendered: 0, shell: 0, failed: 0 }
const health: number[] = []

async function flood() {
  while (Date.now() < until) {
    const junk = Math.random().toString(36).slice(2)
    const path = distinct ? `/en/participants/athletes?q=${junk}` : `/en/medals/all?utm=${junk}`
    try {
      const html = await (await fetch(`${base}${path}`)).text()
      if (html.includes('id="podium-state"')) pages.rendered++
      else pages.shell++
    } catch {
      pages.failed++
    }
  }
}

async function probe() {
  while (Date.now() < until) {
    const started = performance.now()
    const res = await fetch(`${base}/api/v1/health`)
    await res.arrayBuffer()
    health.push(performance.now() - started)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

await Promise.all([...Array.from({ length: clients }, flood), probe()])
const sorted = [...health].sort((a, b) => a - b)
const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(0)
console.log(
  JSON.stringify({
    clients,
    seconds,
    kind: distinct ? 'distinct searches' : 'random utm',
    pages,
    health: { count: sorted.length, p50: at(0.5), p95: at(0.95), max: sorted.at(-1)?.toFixed(0) },
  }),
)
