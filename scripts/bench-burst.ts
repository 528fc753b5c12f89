/**
 * npm run bench:burst   (DATABASE_URL: a PostgreSQL the script may create a database on)
 *
 * The burst after a final (issue 20, decision 058): N new readers arrive within one second, each opening its own
 * connection and loading a page's first reads as the app does (`/`: config, days, today's schedule, medal table;
 * `/medals/all`: config, medal table, medallists), while the simulator writes (read models dropped and rebuilt) and
 * SSE clients listen. On PostgreSQL; one instance, two behind nginx, and two behind nginx with the shared cache of
 * deploy/nginx.conf (decision 095), beside that nginx serving the same bytes as static files, the ceiling
 * (BENCH_TOPOLOGY: a comma list of one, two, cache; default one,two,cache; `both` is one,two).
 * Prints per N (BENCH_BURSTS, default 2000,5000,10000): errors by cause, the page's first-read p50/p99, the machine's
 * load average, and what it saw on the server side (accept-queue overflows, pool waits, open files); then the first
 * N that broke the budget (0 errors, p99 ≤ 1 s at 2,000 on one instance) and the cause it sees.
 *
 * Each topology first takes BENCH_WARMUP (2000) readers, unmeasured. Instances run with the image's NODE_OPTIONS.
 *
 *   BENCH_BURSTS=2000,5000,10000 BENCH_LISTENERS=1000 BENCH_SIM_SPEED=600 npm run bench:burst
 *   BENCH_NODE_ARGS="--min-semi-space-size=16" tries a Node or V8 option on the instances.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { buildServer, SERVER_MAIN } from './build-server.ts'
import { shippedCacheRules } from './nginx-cache-rules.ts'

const BASE_PORT = Number(process.env.BENCH_PORT ?? 3222)
const BURSTS = (process.env.BENCH_BURSTS ?? '2000,5000,10000').split(',').map(Number)
const LISTENERS = Number(process.env.BENCH_LISTENERS ?? 1000)
const SIM_SPEED = process.env.BENCH_SIM_SPEED ?? '600'
const TOPOLOGIES = new Set(
  (process.env.BENCH_TOPOLOGY === 'both' ? 'one,two' : (process.env.BENCH_TOPOLOGY ?? 'one,two,cache')).split(','),
)
/**
 * Readers sent, unmeasured, before the first measured burst: a server that has just started compiles its hot paths
 * and builds its read models during its first requests, and a games' server has been up for hours when a final ends.
 */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000)
/** BENCH_PROFILE_DIR=/tmp/prof writes each instance's CPU profile there when it stops (node --cpu-prof). */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR
/** BENCH_NODE_ARGS='--min-semi-space-size=16' tries a V8 or Node option on the instances (beside the image's). */
const NODE_ARGS = process.env.BENCH_NODE_ARGS
const READ_TIMEOUT_MS = 10_000
const BUDGET_P99_MS = 1_000
const TODAY = '2026-07-14'
const DATABASE = process.env.BENCH_DATABASE ?? 'podium_bench_burst'
const ROOT = new URL('..', import.meta.url).pathname

const baseUrl = process.env.DATABASE_URL
if (!baseUrl) {
  console.error('Set DATABASE_URL to a PostgreSQL (the script creates and drops its own database there).')
  process.exit(2)
}
const databaseUrl = (() => {
  const u = new URL(baseUrl)
  u.pathname = `/${DATABASE}`
  return u.toString()
})()

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const ready = async (port: number) =>
  (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`).catch(() => undefined))?.ok ?? false

async function waitUntil(condition: () => Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(200)
  }
}

function startInstance(port: number): ChildProcess {
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []
  const extra = NODE_ARGS ? NODE_ARGS.split(' ') : []
  return spawn(process.execPath, [...profile, ...extra, '--enable-source-maps', SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PODIUM_TODAY: TODAY,
      PODIUM_SIM_SPEED: SIM_SPEED,
      PODIUM_TRUSTED_PROXIES: '127.0.0.1',
      PODIUM_LOG_REQUESTS: 'false',
      // As the image runs it (Dockerfile).
      NODE_OPTIONS: '--max-semi-space-size=32',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

/** Where the ceiling's static files are served: the same bytes as the API's answers, by nginx alone. */
const STATIC_PREFIX = '/static-ceiling'

function nginxConfig(dir: string, port: number, upstreams: number[], withCache = false): string {
  const cache = withCache ? shippedCacheRules(dir) : { http: '', location: '' }
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
worker_rlimit_nofile 65536;
events { worker_connections 30000; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream podium {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
${cache.http}
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
${cache.location}
    }
    # The ceiling: the same bytes the instances sent (gzipped or plain), as files written before its bursts.
    location ${STATIC_PREFIX}/gzip/ {
      root ${dir};
      default_type application/json;
      gzip off;
      add_header Content-Encoding gzip;
    }
    location ${STATIC_PREFIX}/plain/ {
      root ${dir};
      default_type application/json;
      gzip off;
    }
    location = /api/v1/live {
      proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`
}

/** The first reads of the two pages a crowd opens (apps/web: the home page's and the medal table's queries). */
const PAGES = [
  ['/api/v1/config?lang=pt', '/api/v1/days?lang=pt', `/api/v1/schedule?day=${TODAY}&lang=pt`, '/api/v1/medals?lang=pt'],
  ['/api/v1/config?lang=pt', '/api/v1/medals?lang=pt', '/api/v1/medallists?lang=pt'],
]

type Cause = 'timeout' | 'ECONNREFUSED' | 'ECONNRESET' | 'EMFILE' | 'EADDRNOTAVAIL' | 'http 5xx' | 'http 4xx' | 'other'

interface Burst {
  pages: number[]
  causes: Map<Cause, number>
  /** nginx's X-Cache-Status of each read (HIT, STALE, UPDATING, MISS, EXPIRED…), when a cache answered. */
  cache: Map<string, number>
}

/** The answers' X-Cache-Status, counted as they arrive. */
let cacheStatuses = new Map<string, number>()

function get(agent: Agent, url: string): Promise<Cause | undefined> {
  return new Promise((resolve) => {
    const req = request(
      url,
      { agent, headers: { 'accept-encoding': 'gzip', 'accept-language': 'pt' }, timeout: READ_TIMEOUT_MS },
      (res) => {
        const cacheStatus = res.headers['x-cache-status']
        if (typeof cacheStatus === 'string') cacheStatuses.set(cacheStatus, (cacheStatuses.get(cacheStatus) ?? 0) + 1)
        res.resume()
        res.on('end', () => {
          const status = res.statusCode ?? 0
          resolve(status >= 500 ? 'http 5xx' : status >= 400 ? 'http 4xx' : undefined)
        })
        res.on('error', () => resolve('ECONNRESET'))
      },
    )
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })))
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code as Cause | undefined
      resolve(
        code && ['timeout', 'ECONNREFUSED', 'ECONNRESET', 'EMFILE', 'EADDRNOTAVAIL'].includes(code) ? code : 'other',
      )
    })
    req.end()
  })
}

/** N readers within one second: each a new visitor (own connections, as a browser's 2 per origin) loading a page. */
async function burst(url: string, n: number, pathOf: (path: string) => string = (path) => path): Promise<Burst> {
  const pages: number[] = []
  const causes = new Map<Cause, number>()
  cacheStatuses = new Map()
  const reader = async (index: number) => {
    await sleep((index / n) * 1000)
    const agent = new Agent({ keepAlive: true, maxSockets: 2 })
    const started = performance.now()
    const results = await Promise.all(
      (PAGES[index % PAGES.length] ?? []).map((path) => get(agent, `${url}${pathOf(path)}`)),
    )
    agent.destroy()
    const failed = results.filter((r): r is Cause => r !== undefined)
    for (const cause of failed) causes.set(cause, (causes.get(cause) ?? 0) + 1)
    if (failed.length === 0) pages.push(performance.now() - started)
  }
  await Promise.all(Array.from({ length: n }, (_, i) => reader(i)))
  pages.sort((a, b) => a - b)
  return { pages, causes, cache: cacheStatuses }
}

/** An answer's bytes as sent (fetch would unzip them), as a reader of the burst asks. */
function rawGet(url: string): Promise<{ body: Buffer; gzipped: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip', 'accept-language': 'pt' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ body: Buffer.concat(chunks), gzipped: res.headers['content-encoding'] === 'gzip' }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

function listen(url: string): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/v1/live`, { headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`live answered ${res.statusCode}`))
      res.on('data', () => {})
      resolve(() => req.destroy())
    })
    req.on('error', reject)
    req.end()
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN)
    : Number.NaN

/** TcpExt ListenOverflows: connections dropped because an accept queue was full. */
/** A TCP counter of the machine's kernel (`/proc/net/netstat`, TcpExt). */
function tcpCounter(name: string): number {
  const lines = readFileSync('/proc/net/netstat', 'utf8').split('\n')
  const head = lines.findIndex((l) => l.startsWith('TcpExt:'))
  const names = lines[head]?.split(' ') ?? []
  const values = lines[head + 1]?.split(' ') ?? []
  return Number(values[names.indexOf(name)] ?? 0)
}

const listenOverflows = () => tcpCounter('ListenOverflows')
/** Connection attempts sent again: a SYN left unanswered waits 1 s before its retry, whatever the server's speed. */
const synRetransmits = () => tcpCounter('TCPSynRetrans')

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

const openFiles = (pid: number | undefined) => {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return 0
  }
}

/** A value of an instance's `/metrics`, by the line's start (0 when absent). */
async function metric(port: number, prefix: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => undefined))?.text().catch(() => '')
  const line = text?.split('\n').find((l) => l.startsWith(prefix))
  return Number(line?.split(' ')[1] ?? 0)
}

const poolWaiting = (port: number) => metric(port, 'podium_db_pool_connections{state="waiting"}')
/** A counter of `/metrics` summed over the instances. */
const summed = async (ports: number[], prefix: string) =>
  (await Promise.all(ports.map((port) => metric(port, prefix)))).reduce((a, b) => a + b, 0)
/** Reads the instances answered from the hot-read lane (decision 063) so far. */
const laneReads = (ports: number[]) => summed(ports, 'podium_hot_reads_total ')
/** Read models built or rebuilt so far (each drop by a live event costs one). */
const rebuilds = (ports: number[]) => summed(ports, 'podium_read_model_builds_total ')
/** Live events sent to the SSE clients so far, from the lag histogram's count. */
const liveEventsSent = (ports: number[]) => summed(ports, 'podium_live_event_lag_seconds_count ')

interface Row {
  topology: string
  n: number
  errors: number
  p50: number
  p99: number
  load: string
  cause: string
}

/** The processes of nginx: the master and its workers (`daemon off`: the master is the child started). */
function nginxPids(master: ChildProcess | undefined): number[] {
  if (!master?.pid) return []
  try {
    const children = readFileSync(`/proc/${master.pid}/task/${master.pid}/children`, 'utf8').trim().split(/\s+/)
    return [master.pid, ...children.filter(Boolean).map(Number)]
  } catch {
    return [master.pid]
  }
}

interface MeasureOptions {
  /** nginx in front: its CPU is reported beside the instances'. */
  nginx?: ChildProcess
  /** The address each page read is sent to instead (the ceiling's static files). */
  pathOf?: (path: string) => string
  /** Skip the warm-up (the same servers were just warmed by another topology). */
  warm?: boolean
}

async function measure(
  topology: string,
  url: string,
  instances: ChildProcess[],
  ports: number[],
  options: MeasureOptions = {},
): Promise<Row[]> {
  const rows: Row[] = []
  if (WARMUP > 0 && !options.warm) {
    await burst(url, WARMUP, options.pathOf)
    await sleep(5_000)
  }
  for (const n of BURSTS) {
    const overflowsBefore = listenOverflows()
    const synRetransmitsBefore = synRetransmits()
    let maxWaiting = 0
    let maxFiles = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        for (const port of ports) maxWaiting = Math.max(maxWaiting, await poolWaiting(port))
        for (const child of instances) maxFiles = Math.max(maxFiles, openFiles(child.pid))
        await sleep(250)
      }
    })()
    const laneBefore = await laneReads(ports)
    const rebuildsBefore = await rebuilds(ports)
    const eventsBefore = await liveEventsSent(ports)
    const cpuBefore = instances.map((child) => cpuSeconds(child.pid))
    const proxyPids = nginxPids(options.nginx)
    const proxyCpu = () => proxyPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
    const proxyBefore = proxyCpu()
    const clientBefore = process.cpuUsage()
    const wallBefore = performance.now()
    const result = await burst(url, n, options.pathOf)
    const wall = (performance.now() - wallBefore) / 1000
    const serverCpu = instances.map((child, i) => (cpuSeconds(child.pid) - (cpuBefore[i] ?? 0)) / wall)
    const nginxCpu = (proxyCpu() - proxyBefore) / wall
    const client = process.cpuUsage(clientBefore)
    const clientCpu = (client.user + client.system) / 1e6 / wall
    sampling = false
    await sampler
    const reads = Array.from({ length: n }, (_, i) => PAGES[i % PAGES.length]?.length ?? 0).reduce((a, b) => a + b, 0)
    const lane = (await laneReads(ports)) - laneBefore
    const rebuilt = (await rebuilds(ports)) - rebuildsBefore
    const events = (await liveEventsSent(ports)) - eventsBefore
    const overflows = listenOverflows() - overflowsBefore
    const retransmits = synRetransmits() - synRetransmitsBefore
    const errors = [...result.causes.values()].reduce((a, b) => a + b, 0)
    const p99 = percentile(result.pages, 99)
    const seen = [
      ...[...result.causes].map(([cause, count]) => `${count} ${cause}`),
      overflows ? `${overflows} accept-queue overflows` : '',
      retransmits ? `${retransmits} SYNs sent again` : '',
      maxWaiting ? `pool: up to ${maxWaiting} queries waiting for a connection` : '',
      `open files per instance ≤ ${maxFiles}`,
      result.cache.size > 0
        ? `cache ${[...result.cache]
            .sort((a, b) => b[1] - a[1])
            .map(([status, count]) => `${status} ${count}`)
            .join(
              ', ',
            )} (hit ratio ${(((result.cache.get('HIT') ?? 0) / reads) * 100).toFixed(1)} %, answered without the instances ${((['HIT', 'UPDATING', 'STALE'].reduce((sum, status) => sum + (result.cache.get(status) ?? 0), 0) / reads) * 100).toFixed(1)} %)`
        : '',
      `${((lane / reads) * 100).toFixed(0)} % of reads from the hot-read lane`,
      `${events} live events and ${rebuilt} read-model rebuilds meanwhile`,
      // A process near 1.0 used a whole core for the burst: CPU-bound (on a shared machine, the share it got).
      `server CPU ${serverCpu.map((c) => c.toFixed(2)).join('+')} of a core${options.nginx ? `, nginx ${nginxCpu.toFixed(2)}` : ''}, bench client ${clientCpu.toFixed(2)}, over ${wall.toFixed(1)} s`,
    ].filter(Boolean)
    const row = {
      topology,
      n,
      errors,
      p50: percentile(result.pages, 50),
      p99,
      load: loadavg()
        .map((l) => l.toFixed(1))
        .join(' '),
      cause: seen.join('; '),
    }
    rows.push(row)
    console.log(
      `${topology.padEnd(5)} N=${String(n).padStart(6)}  errors ${String(errors).padStart(6)}  first reads p50 ${row.p50.toFixed(0).padStart(6)} ms  p99 ${p99.toFixed(0).padStart(6)} ms  load ${row.load}  | ${row.cause}`,
    )
    // Let the server drain its closed connections before the next burst.
    await sleep(5_000)
  }
  return rows
}

async function main(): Promise<void> {
  // The compiled server, as the image runs it (decision 084).
  await buildServer()
  const dir = await mkdtemp(join(tmpdir(), 'podium-burst-'))
  await chmod(dir, 0o755)
  const children: ChildProcess[] = []
  const closers: Array<() => void> = []
  const rows: Row[] = []
  try {
    await admin(`drop database if exists ${DATABASE} with (force)`)
    await admin(`create database ${DATABASE}`)
    const ports = [BASE_PORT + 1, BASE_PORT + 2]
    const first = startInstance(ports[0] as number)
    children.push(first)
    await waitUntil(() => ready(ports[0] as number), 'the first instance (migrate + seed)', 240_000)
    const listenersOn = async (url: string) => {
      for (let i = 0; i < LISTENERS; i += 200)
        closers.push(...(await Promise.all(Array.from({ length: Math.min(200, LISTENERS - i) }, () => listen(url)))))
    }
    console.log(
      `Podium bench:burst — ${BURSTS.join(', ')} readers within one second each, ${LISTENERS} SSE listeners, simulator at ${SIM_SPEED}×, PostgreSQL; pages: / and /medals/all first reads`,
    )
    if (TOPOLOGIES.has('one')) {
      await listenersOn(`http://127.0.0.1:${ports[0]}`)
      rows.push(...(await measure('one', `http://127.0.0.1:${ports[0]}`, [first], [ports[0] as number])))
      for (const close of closers.splice(0)) close()
    }
    const second = TOPOLOGIES.has('two') || TOPOLOGIES.has('cache') ? startInstance(ports[1] as number) : undefined
    if (second) {
      children.push(second)
      await waitUntil(() => ready(ports[1] as number), 'the second instance', 120_000)
    }
    const both = second ? [first, second] : [first]
    if (TOPOLOGIES.has('two')) {
      await writeFile(join(dir, 'nginx.conf'), nginxConfig(dir, BASE_PORT, ports))
      const nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
      children.push(nginx)
      await waitUntil(() => ready(BASE_PORT), 'nginx', 30_000)
      await listenersOn(`http://127.0.0.1:${BASE_PORT}`)
      rows.push(...(await measure('two', `http://127.0.0.1:${BASE_PORT}`, both, ports, { nginx })))
      for (const close of closers.splice(0)) close()
      nginx.kill('SIGTERM')
    }
    if (TOPOLOGIES.has('cache')) {
      // Two instances behind deploy/nginx.conf's shared cache (decision 095); the listeners through it too.
      const cacheDir = join(dir, 'cache-topology')
      await mkdir(cacheDir, { recursive: true })
      await chmod(cacheDir, 0o755)
      const port = BASE_PORT + 3
      await writeFile(join(cacheDir, 'nginx.conf'), nginxConfig(cacheDir, port, ports, true))
      const nginx = spawn('nginx', ['-p', cacheDir, '-c', join(cacheDir, 'nginx.conf')], { stdio: 'inherit' })
      children.push(nginx)
      const url = `http://127.0.0.1:${port}`
      await waitUntil(() => ready(port), 'nginx with the cache', 30_000)
      await listenersOn(url)
      rows.push(...(await measure('cache', url, both, ports, { nginx })))
      // The ceiling, in the same run and on the same nginx: each read's bytes as the instances send them (gzip,
      // Portuguese), served as a static file.
      const paths = [...new Set(PAGES.flat())]
      const staticPaths = new Map<string, string>()
      for (const encoding of ['gzip', 'plain']) {
        await mkdir(join(cacheDir, STATIC_PREFIX.slice(1), encoding), { recursive: true })
      }
      for (const [i, path] of paths.entries()) {
        const { body, gzipped } = await rawGet(`http://127.0.0.1:${ports[0]}${path}`)
        const file = `${STATIC_PREFIX}/${gzipped ? 'gzip' : 'plain'}/${i}`
        await writeFile(join(cacheDir, file.slice(1)), body)
        staticPaths.set(path, file)
      }
      const pathOf = (path: string) => staticPaths.get(path) ?? path
      rows.push(...(await measure('static', url, both, ports, { nginx, pathOf, warm: true })))
      for (const close of closers.splice(0)) close()
    }
  } finally {
    for (const close of closers) close()
    for (const child of children) child.kill('SIGTERM')
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.once('exit', r) : r(null)))))
    await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => {})
    await rm(dir, { recursive: true, force: true })
  }
  for (const row of rows.filter((r) => r.topology === 'cache')) {
    const ceiling = rows.find((r) => r.topology === 'static' && r.n === row.n)
    if (!ceiling) continue
    if (!Number.isFinite(row.p99) || !Number.isFinite(ceiling.p99)) {
      console.log(
        `cache vs static ceiling at N=${row.n}: no ratio, a side loaded no page whole; errors ${row.errors} vs ${ceiling.errors}`,
      )
      continue
    }
    console.log(
      `cache vs static ceiling at N=${row.n}: p50 ${row.p50.toFixed(0)} vs ${ceiling.p50.toFixed(0)} ms (×${(row.p50 / ceiling.p50).toFixed(2)}), p99 ${row.p99.toFixed(0)} vs ${ceiling.p99.toFixed(0)} ms (×${(row.p99 / ceiling.p99).toFixed(2)}); errors ${row.errors} vs ${ceiling.errors}`,
    )
  }
  const cacheBudget = rows.find((r) => r.topology === 'cache' && r.n === 10_000)
  if (cacheBudget) {
    console.log(
      cacheBudget.errors === 0 && cacheBudget.p99 <= BUDGET_P99_MS
        ? 'the cache held 10,000 arrivals in one second: 0 errors, p99 ≤ 1 s'
        : `the cache missed 10,000 arrivals in one second (0 errors, p99 ≤ 1 s): ${cacheBudget.errors} errors, p99 ${cacheBudget.p99.toFixed(0)} ms`,
    )
  }
  const broke = rows.find((r) => r.topology !== 'static' && (r.errors > 0 || r.p99 > BUDGET_P99_MS))
  console.log(
    broke
      ? `breaks at ${broke.topology} instance(s), N=${broke.n}: ${broke.errors} errors, p99 ${broke.p99.toFixed(0)} ms — ${broke.cause}`
      : 'held every burst: 0 errors and p99 ≤ 1 s',
  )
  const budget = rows.find((r) => r.topology === 'one' && r.n === 2000)
  if (budget && (budget.errors > 0 || budget.p99 > BUDGET_P99_MS)) {
    console.log('FAIL: the budget is 2,000 arrivals in one second on one instance with 0 errors and p99 ≤ 1 s')
    process.exitCode = 1
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
