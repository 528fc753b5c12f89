/**
 * npm run bench:ssr — the server-side render (decision 060): a hot page's throughput against the ceiling of a
 * static file of the same bytes served by the same process (budget ≥ 70%, measured side by side in one run), and the
 * latency of cold renders (pages nobody asked for since the last change), printed as p50/p99.
 *
 *   BENCH_DURATION=8 BENCH_CONNECTIONS=50 npm run bench:ssr      (after npm run build)
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BENCH_TODAY, startBenchServer } from './bench-server.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const COLD_PAGES = Number(process.env.BENCH_COLD_PAGES ?? 60)
const BUDGET = 0.7
const HOT_PAGES = ['/medals/all', '/schedule/grid', `/schedule/day/${BENCH_TODAY}`]

interface Measure {
  rps: number
  p50: number
  p99: number
  errors: number
}

async function measure(url: string): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]

/** Each address rendered for the first time: athletes' pages, then the same in English. */
async function coldRenders(url: string): Promise<number[]> {
  const athletes = (await (await fetch(`${url}/api/v1/athletes?limit=${COLD_PAGES / 2}`)).json()) as {
    items: { id: string }[]
  }
  const paths = athletes.items.flatMap((a) => [`/participants/profile/${a.id}`, `/en/participants/profile/${a.id}`])
  const times: number[] = []
  for (const path of paths) {
    const started = performance.now()
    const res = await fetch(`${url}${path}`)
    const html = await res.text()
    if (!html.includes('id="podium-state"')) throw new Error(`${path} was not rendered by the server`)
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

async function main() {
  const root = mkdtempSync(join(tmpdir(), 'podium-bench-ssr-'))
  const built = join(process.cwd(), 'apps/web')
  if (!existsSync(join(built, 'dist-ssr', 'entry-server.js'))) throw new Error('run npm run build first')
  // The renderer is found beside the web directory (dist-ssr next to dist).
  cpSync(join(built, 'dist'), join(root, 'dist'), { recursive: true })
  cpSync(join(built, 'dist-ssr'), join(root, 'dist-ssr'), { recursive: true })
  const webDir = join(root, 'dist')
  mkdirSync(join(webDir, 'bench'), { recursive: true })

  const probe = await startBenchServer({ webDir })
  const bodies = new Map<string, Buffer>()
  for (const [index, path] of HOT_PAGES.entries()) {
    const res = await fetch(`${probe.url}${path}`)
    bodies.set(path, Buffer.from(await res.arrayBuffer()))
    writeFileSync(join(webDir, 'bench', `page-${index}.html`), bodies.get(path) ?? '')
  }
  await probe.stop()

  const server = await startBenchServer({ webDir })
  console.log(`Podium bench:ssr — ${DURATION} s per run, ${CONNECTIONS} connections, load ${loadavg()[0]?.toFixed(2)}`)
  const cold = await coldRenders(server.url)
  console.log(
    `cold renders: ${cold.length} pages, p50 ${percentile(cold, 0.5)?.toFixed(1)} ms, p99 ${percentile(cold, 0.99)?.toFixed(1)} ms, max ${cold.at(-1)?.toFixed(1)} ms`,
  )
  let failed = false
  for (const [index, path] of HOT_PAGES.entries()) {
    await measure(`${server.url}${path}`)
    const page = await measure(`${server.url}${path}`)
    const file = await measure(`${server.url}/bench/page-${index}.html`)
    const ratio = page.rps / file.rps
    const ok = ratio >= BUDGET && page.errors === 0
    if (!ok) failed = true
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${path.padEnd(24)} ${String(bodies.get(path)?.length).padStart(7)} B  page ${page.rps.toFixed(0)} req/s p99 ${page.p99} ms  static ${file.rps.toFixed(0)} req/s p99 ${file.p99} ms  ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET})${page.errors ? `, ${page.errors} errors` : ''}`,
    )
  }
  console.log(`load after: ${loadavg()[0]?.toFixed(2)}`)
  await server.stop()
  rmSync(root, { recursive: true, force: true })
  if (failed) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
