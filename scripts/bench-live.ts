/**
 * npm run bench:live — how long a change takes to reach N concurrent SSE clients (N = 100, 1,000, 2,000 by
 * default): a unit's status is changed through the API, and every client records when the event arrives. Prints
 * p50/p99/max of (arrival − request sent) over all clients and changes. Budget: p99 ≤ 250 ms at 2,000 clients.
 *
 *   BENCH_CLIENTS=100,1000,2000 BENCH_CHANGES=20 npm run bench:live
 */
import { request } from 'node:http'
import { startBenchServer } from './bench-server.ts'

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '100,1000,2000').split(',').map(Number)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20)
const ADMIN_TOKEN = 'bench-admin-token-0123456789'

interface Client {
  arrivals: Map<number, number>
  close(): void
}

function openClient(url: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>()
    const req = request(`${url}/api/v1/live`, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      res.setEncoding('utf8')
      let opened = false
      res.on('data', (chunk: string) => {
        const now = performance.now()
        if (!opened && chunk.includes(': connected')) {
          opened = true
          resolve({ arrivals, close: () => req.destroy() })
        }
        for (const match of chunk.matchAll(/^id: (\d+)$/gm)) arrivals.set(Number(match[1]), now)
      })
    })
    req.on('error', reject)
    req.end()
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

async function findUnit(url: string): Promise<string> {
  const now = (await (await fetch(`${url}/api/v1/now`)).json()) as {
    next: { code: string; eventCode: string | null }[]
  }
  const unit = now.next.find((u) => u.eventCode)
  if (!unit) throw new Error('no upcoming unit to change')
  return unit.code
}

async function main() {
  const server = await startBenchServer({ env: { PODIUM_ADMIN_TOKEN: ADMIN_TOKEN } })
  const unitCode = await findUnit(server.url)
  console.log(`Podium bench:live — ${CHANGES} changes of unit ${unitCode} per run, server pid ${server.pid}`)
  console.log(
    'clients'.padStart(8),
    'deliveries'.padStart(11),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    'missed'.padStart(7),
  )
  let toggle = false
  for (const count of CLIENT_COUNTS) {
    const clients: Client[] = []
    // Connect in batches so the server's accept queue is not the thing measured.
    for (let i = 0; i < count; i += 200) {
      clients.push(
        ...(await Promise.all(Array.from({ length: Math.min(200, count - i) }, () => openClient(server.url)))),
      )
    }
    const latencies: number[] = []
    let missed = 0
    for (let change = 0; change < CHANGES; change++) {
      toggle = !toggle
      const sent = performance.now()
      const res = await fetch(`${server.url}/api/v1/units/${unitCode}`, {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ resultStatus: toggle ? 'INTERMEDIATE' : 'START_LIST' }),
      })
      if (!res.ok) throw new Error(`PATCH answered ${res.status}: ${await res.text()}`)
      await res.arrayBuffer()
      // The id the change got: the newest any client has seen once all have it (or after a 2 s deadline).
      const deadline = performance.now() + 2_000
      let id = 0
      while (performance.now() < deadline) {
        id = Math.max(0, ...clients.map((c) => Math.max(0, ...c.arrivals.keys())))
        if (id && clients.every((c) => c.arrivals.has(id))) break
        await new Promise((r) => setTimeout(r, 5))
      }
      for (const c of clients) {
        const at = c.arrivals.get(id)
        if (at === undefined) missed++
        else latencies.push(at - sent)
        c.arrivals.clear()
      }
      await new Promise((r) => setTimeout(r, 50))
    }
    latencies.sort((a, b) => a - b)
    console.log(
      String(count).padStart(8),
      String(latencies.length).padStart(11),
      percentile(latencies, 50).toFixed(1).padStart(8),
      percentile(latencies, 99).toFixed(1).padStart(8),
      (latencies.at(-1) ?? Number.NaN).toFixed(1).padStart(8),
      String(missed).padStart(7),
    )
    for (const c of clients) c.close()
    await new Promise((r) => setTimeout(r, 300))
  }
  await server.stop()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
