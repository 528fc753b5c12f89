/**
 * npm run bench:live — how long a change takes to reach N concurrent SSE clients (N = 100, 1,000, 2,000 by
 * default): a unit's status is changed through the API, and every client records when the event arrives. Prints
 * p50/p99/max of (arrival − request sent) over all clients and changes. Budget: p99 ≤ 250 ms at 10,000 clients.
 *
 * `BENCH_VIA=nginx` puts nginx in front, with deploy/nginx.conf's rules for the live stream (no buffering), two
 * workers (each holds a client's and an upstream socket per stream, within this machine's 20,000 descriptors).
 *
 *   BENCH_CLIENTS=100,1000,2000 BENCH_CHANGES=20 npm run bench:live
 *   BENCH_CLIENTS=10000 BENCH_VIA=nginx npm run bench:live
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, startBenchServer } from './bench-server.ts'

const CLIENT_COUNTS = (process.env.BENCH_CLIENTS ?? '100,1000,2000').split(',').map(Number)
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20)
const ADMIN_TOKEN = 'bench-admin-token-0123456789'

interface Client {
  arrivals: Map<number, number>
  close(): void
}

/** How many clients have received each event id, so the bench waits without scanning every client. */
const receivedBy = new Map<number, number>()

function openClient(url: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>()
    const req = request(`${url}/api/v1/live`, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`the live stream answered ${res.statusCode}`))
        res.resume()
        return
      }
      res.setEncoding('utf8')
      let opened = false
      res.on('data', (chunk: string) => {
        const now = performance.now()
        if (!opened && chunk.includes(': connected')) {
          opened = true
          resolve({ arrivals, close: () => req.destroy() })
        }
        for (const match of chunk.matchAll(/^id: (\d+)$/gm)) {
          const id = Number(match[1])
          arrivals.set(id, now)
          receivedBy.set(id, (receivedBy.get(id) ?? 0) + 1)
        }
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** nginx in front of the server, the live stream proxied as deploy/nginx.conf proxies it. */
async function startNginx(upstream: string): Promise<{ url: string; stop(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-live-nginx-'))
  const port = await freePort()
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 2;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_rlimit_nofile 19000;
events { worker_connections 18000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream podium { server ${upstream.replace('http://', '')}; keepalive 64; }
  server {
    listen 127.0.0.1:${port} backlog=4096 reuseport;
    location / {
      proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
    location = /api/v1/live {
      proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_cache off;
      proxy_read_timeout 1h;
    }
  }
}
`,
  )
  const nginx: ChildProcess = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break
    } catch {
      if (tries > 100) throw new Error('nginx did not start')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    stop() {
      nginx.kill('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
    },
  }
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
  // Every client comes from 127.0.0.1: the per-address cap (decision 070) would refuse all past its default.
  const most = String(Math.max(...CLIENT_COUNTS))
  const server = await startBenchServer({
    env: {
      PODIUM_ADMIN_TOKEN: ADMIN_TOKEN,
      PODIUM_LIVE_MAX_STREAMS: most,
      PODIUM_LIVE_MAX_STREAMS_PER_ADDRESS: most,
    },
  })
  const proxy = process.env.BENCH_VIA === 'nginx' ? await startNginx(server.url) : undefined
  const streamsFrom = proxy?.url ?? server.url
  const unitCode = await findUnit(server.url)
  console.log(
    `Podium bench:live — ${CHANGES} changes of unit ${unitCode} per run, server pid ${server.pid}, ` +
      `clients ${proxy ? 'through nginx' : 'straight to the server'}`,
  )
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
        ...(await Promise.all(Array.from({ length: Math.min(200, count - i) }, () => openClient(streamsFrom)))),
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
        id = Math.max(0, ...receivedBy.keys())
        if (id && receivedBy.get(id) === clients.length) break
        await new Promise((r) => setTimeout(r, 5))
      }
      receivedBy.clear()
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
  proxy?.stop()
  await server.stop()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
