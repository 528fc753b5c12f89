/**
 * npm run bench:api — throughput and p99 latency of the hot public reads (a day's schedule, the medal table, a
 * unit, the venues) against the ceiling of a static file of the same size served by the same process, measured
 * side by side in one run (the machine is shared and noisy, so the ratio is the figure to quote, not the absolute
 * numbers). Budget (docs/architecture.md): each read ≥ 70% of its static twin's throughput; exits 1 when one is below.
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 npm run bench:api
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { BENCH_TODAY, startBenchServer } from './bench-server.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 8)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const BUDGET = 0.7

interface Target {
  name: string
  path: string
}

/** The hot public reads; the unit is the first competition unit of the bench day's schedule. */
async function hotReads(url: string): Promise<Target[]> {
  const schedule = `/api/v1/schedule?day=${BENCH_TODAY}&lang=pt`
  const day = (await (await fetch(`${url}${schedule}`)).json()) as {
    items: { code: string; eventCode: string | null }[]
  }
  const unit = day.items.find((item) => item.eventCode)
  if (!unit) throw new Error(`no competition unit on ${BENCH_TODAY}`)
  return [
    { name: 'schedule-day', path: schedule },
    { name: 'medals', path: '/api/v1/medals?lang=pt' },
    { name: 'unit', path: `/api/v1/units/${encodeURIComponent(unit.code)}?lang=pt` },
    { name: 'venues', path: '/api/v1/venues?lang=pt' },
  ]
}

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

async function main() {
  const webDir = mkdtempSync(join(tmpdir(), 'podium-bench-web-'))
  const builtWeb = join(process.cwd(), 'apps/web/dist')
  if (existsSync(builtWeb)) cpSync(builtWeb, webDir, { recursive: true })
  else writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Podium</title>')
  mkdirSync(join(webDir, 'bench'), { recursive: true })

  // First pass: learn each response's bytes and write the static twin before the server starts serving it.
  const probe = await startBenchServer({ webDir })
  const TARGETS = await hotReads(probe.url)
  const bodies = new Map<string, Buffer>()
  for (const target of TARGETS) {
    const res = await fetch(`${probe.url}${target.path}`, { headers: { 'Accept-Encoding': 'identity' } })
    if (!res.ok) throw new Error(`${target.path} answered ${res.status}`)
    bodies.set(target.name, Buffer.from(await res.arrayBuffer()))
  }
  await probe.stop()
  for (const [name, body] of bodies) writeFileSync(join(webDir, 'bench', `${name}.json`), body)

  const server = await startBenchServer({ webDir })
  console.log(
    `Podium bench:api — ${DURATION} s per run, ${CONNECTIONS} connections, server pid ${server.pid}, access log ${process.env.PODIUM_ACCESS_LOG ?? 'on (default)'}`,
  )
  console.log(
    'target'.padEnd(12),
    'bytes'.padStart(7),
    'kind'.padEnd(7),
    'req/s'.padStart(9),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
  )
  const rows: string[] = []
  let failed = false
  for (const target of TARGETS) {
    // Warm both paths (JIT, read-model cache), then alternate api/static twice and keep each one's best run.
    await measure(`${server.url}${target.path}`)
    const api: Measure[] = []
    const stat: Measure[] = []
    for (let i = 0; i < 2; i++) {
      api.push(await measure(`${server.url}${target.path}`))
      stat.push(await measure(`${server.url}/bench/${target.name}.json`))
    }
    const best = (list: Measure[]) => list.reduce((a, b) => (b.rps > a.rps ? b : a))
    const a = best(api)
    const s = best(stat)
    const bytes = bodies.get(target.name)?.length ?? 0
    for (const [kind, m] of [
      ['api', a],
      ['static', s],
    ] as const) {
      console.log(
        target.name.padEnd(12),
        String(bytes).padStart(7),
        kind.padEnd(7),
        m.rps.toFixed(0).padStart(9),
        m.p50.toFixed(1).padStart(7),
        m.p99.toFixed(1).padStart(7),
        String(m.errors).padStart(7),
      )
    }
    const ratio = a.rps / s.rps
    const ok = ratio >= BUDGET && a.errors === 0
    if (!ok) failed = true
    rows.push(
      `${ok ? 'ok  ' : 'FAIL'} ${target.name.padEnd(12)} api/static throughput ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET.toFixed(2)}), p99 ${a.p99} ms vs ${s.p99} ms${a.errors ? `, ${a.errors} errors` : ''}`,
    )
  }
  console.log('')
  for (const row of rows) console.log(row)
  await server.stop()
  rmSync(webDir, { recursive: true, force: true })
  if (failed) process.exit(1)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
