/**
 * npm run bench:mixed — the games' busiest minute on one instance: BENCH_READERS simulated spectators (1,000 by
 * default, each a keep-alive connection) read a day's schedule, the medal table and units as fast as they are
 * answered, while the live simulator writes results (PODIUM_SIM_SPEED high, so units start, score and turn official
 * and the read models are dropped and rebuilt under load) and BENCH_LISTENERS SSE clients (1,000) listen. Prints
 * the reads' throughput, p50/p99/max, errors, timeouts and non-2xx answers, and what the listeners received.
 * Budget (issue 9): no errors; the p99 is printed to watch, not to gate (the machine is shared).
 *
 *   BENCH_READERS=1000 BENCH_LISTENERS=1000 BENCH_DURATION=20 BENCH_SIM_SPEED=600 npm run bench:mixed
 */
import { Agent, request } from 'node:http'
import { BENCH_TODAY, startBenchServer } from './bench-server.ts'

const READERS = Number(process.env.BENCH_READERS ?? 1000)
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000)
const DURATION = Number(process.env.BENCH_DURATION ?? 20)
const SIM_SPEED = process.env.BENCH_SIM_SPEED ?? '600'
/** Seconds over which the readers arrive (a crowd after a final: 1,000 new connections in one second). */
const RAMP_S = Number(process.env.BENCH_RAMP ?? 1)

interface Listener {
  events: number
  ids: Set<number>
  closed: boolean
  close(): void
}

function listen(url: string): Promise<Listener> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/v1/live`, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`live answered ${res.statusCode}`))
      res.setEncoding('utf8')
      const listener: Listener = {
        events: 0,
        ids: new Set(),
        closed: false,
        close: () => req.destroy(),
      }
      let opened = false
      res.on('data', (chunk: string) => {
        if (!opened && chunk.includes(': connected')) {
          opened = true
          resolve(listener)
        }
        for (const match of chunk.matchAll(/^id: (\d+)$/gm)) {
          listener.events++
          listener.ids.add(Number(match[1]))
        }
      })
      res.on('close', () => {
        listener.closed = true
      })
    })
    req.on('error', reject)
    req.end()
  })
}

interface ReadResult {
  total: number
  rps: number
  /** Sorted latencies (ms) of every answered read. */
  latencies: number[]
  /** Sorted latencies of each reader's first read, which includes opening the connection. */
  first: number[]
  errors: number
  timeouts: number
  non2xx: number
}

const READ_TIMEOUT_MS = 10_000

/**
 * BENCH_READERS spectators, each one keep-alive connection reading the paths in turn (from a different start) for
 * BENCH_DURATION seconds. They arrive over BENCH_RAMP seconds (1), as a crowd does, rather than in the same millisecond.
 */
async function read(url: string, paths: string[]): Promise<ReadResult> {
  const latencies: number[] = []
  const first: number[] = []
  let errors = 0
  let timeouts = 0
  let non2xx = 0
  const started = performance.now()
  const endAt = started + DURATION * 1000
  const once = (agent: Agent, path: string, isFirst: boolean) =>
    new Promise<void>((resolve) => {
      const sent = performance.now()
      const req = request(
        `${url}${path}`,
        { agent, headers: { 'accept-encoding': 'gzip', 'accept-language': 'pt' }, timeout: READ_TIMEOUT_MS },
        (res) => {
          res.on('data', () => {})
          res.on('end', () => {
            if (res.statusCode && res.statusCode >= 200 && res.statusCode < 300)
              (isFirst ? first : latencies).push(performance.now() - sent)
            else non2xx++
            resolve()
          })
          res.on('error', () => {
            errors++
            resolve()
          })
        },
      )
      req.on('timeout', () => {
        timeouts++
        req.destroy(new Error('timeout'))
      })
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end()
    })
  const reader = async (index: number) => {
    await new Promise((r) => setTimeout(r, (index / READERS) * RAMP_S * 1000))
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    for (let i = index; performance.now() < endAt; i++) {
      await once(agent, paths[i % paths.length] as string, i === index)
    }
    agent.destroy()
  }
  await Promise.all(Array.from({ length: READERS }, (_, i) => reader(i)))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  first.sort((a, b) => a - b)
  return {
    total: latencies.length + first.length + non2xx,
    rps: (latencies.length + first.length + non2xx) / seconds,
    latencies,
    first,
    errors,
    timeouts,
    non2xx,
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function readPaths(url: string): Promise<string[]> {
  const day = (await (await fetch(`${url}/api/v1/schedule?day=${BENCH_TODAY}&lang=pt`)).json()) as {
    items: { code: string; eventCode: string | null }[]
  }
  const units = day.items.filter((item) => item.eventCode).map((item) => item.code)
  if (units.length === 0) throw new Error(`no competition unit on ${BENCH_TODAY}`)
  // Spread over the day: ten units, from the morning's (official) to the evening's (to come).
  const step = Math.max(1, Math.floor(units.length / 10))
  const picked = units.filter((_, i) => i % step === 0).slice(0, 10)
  return [
    `/api/v1/schedule?day=${BENCH_TODAY}&lang=pt`,
    '/api/v1/medals?lang=pt',
    ...picked.flatMap((code) => [`/api/v1/units/${encodeURIComponent(code)}?lang=pt`, '/api/v1/medals?lang=en']),
    `/api/v1/schedule?day=${BENCH_TODAY}&lang=en`,
  ]
}

async function main() {
  const server = await startBenchServer({ env: { PODIUM_SIM_SPEED: SIM_SPEED } })
  try {
    const paths = process.env.BENCH_PATHS?.split(',') ?? (await readPaths(server.url))
    console.log(
      `Podium bench:mixed — ${READERS} readers × ${DURATION} s over ${paths.length} paths (schedule day, medals, units), ${LISTENERS} SSE listeners, simulator at ${SIM_SPEED}× real time, server pid ${server.pid}`,
    )
    const listeners: Listener[] = []
    for (let i = 0; i < LISTENERS; i += 200) {
      listeners.push(
        ...(await Promise.all(Array.from({ length: Math.min(200, LISTENERS - i) }, () => listen(server.url)))),
      )
    }
    console.log(`${listeners.length} listeners connected; reading …`)

    const result = await read(server.url, paths)
    // Let the last events reach everyone before counting.
    await new Promise((r) => setTimeout(r, 1_000))

    const written = new Set<number>()
    for (const l of listeners) for (const id of l.ids) written.add(id)
    const received = listeners.reduce((sum, l) => sum + l.events, 0)
    const dropped = listeners.filter((l) => l.closed).length
    const complete = listeners.filter((l) => l.ids.size === written.size).length
    for (const l of listeners) l.close()

    const errors = result.errors + result.non2xx
    console.log('')
    console.log(
      ''.padEnd(8),
      'req/s'.padStart(8),
      'total'.padStart(9),
      'p50 ms'.padStart(7),
      'p90 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'max ms'.padStart(7),
      'errors'.padStart(7),
      'timeouts'.padStart(9),
      'non-2xx'.padStart(8),
    )
    const row = (label: string, sorted: number[], withCounts: boolean) =>
      console.log(
        label.padEnd(8),
        (withCounts ? result.rps.toFixed(0) : '').padStart(8),
        String(withCounts ? result.total : sorted.length).padStart(9),
        percentile(sorted, 50).toFixed(0).padStart(7),
        percentile(sorted, 90).toFixed(0).padStart(7),
        percentile(sorted, 99).toFixed(0).padStart(7),
        (sorted.at(-1) ?? Number.NaN).toFixed(0).padStart(7),
        (withCounts ? String(result.errors) : '').padStart(7),
        (withCounts ? String(result.timeouts) : '').padStart(9),
        (withCounts ? String(result.non2xx) : '').padStart(8),
      )
    // A reader's first read also opens its connection: printed apart, so the reads' p99 is the steady state.
    row('reads', result.latencies, true)
    row('first', result.first, false)
    console.log(
      `live: the simulator published ${written.size} events during the run; ${listeners.length} listeners received ${received} (${complete} got every one), ${dropped} streams dropped`,
    )
    const ok = errors === 0 && dropped === 0 && written.size > 0
    console.log(
      ok
        ? `ok: no errors; p99 of reads ${percentile(result.latencies, 99).toFixed(0)} ms (first reads, with the connection: ${percentile(result.first, 99).toFixed(0)} ms) under writes and ${listeners.length} listeners`
        : `FAIL: ${errors} read errors/timeouts/non-2xx, ${dropped} dropped streams, ${written.size} events written`,
    )
    if (!ok) process.exitCode = 1
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
