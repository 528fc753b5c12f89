/**
 * npm run test:two-instances   (DATABASE_URL: a PostgreSQL the script may create a database on; CI passes its own)
 *
 * Scale-out proven on loopback (decision 053): two Podium instances on one PostgreSQL behind an nginx (a generated
 * config in a temp folder, run as the current user). Checks, each failing the run with exit code 1:
 * 1. a write through one instance reaches the live clients and the reads of the other within a second;
 * 2. killing an instance mid-stream, its clients reconnect through nginx with Last-Event-ID and lose no event;
 * 3. the simulator runs on the leader only, and the other instance takes it over when the leader dies;
 * 4. behind the shared cache (deploy/nginx.conf's own rules, decision 095), a public read is answered from the cache,
 *    a write still reaches a reader through it within a second (plus the one fetch that brings it), and a signed-in
 *    or staff request is never answered from the cache nor stored in it (nginx's X-Cache-Status).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { buildServer, SERVER_MAIN } from './build-server.ts'
import { shippedCacheRules } from './nginx-cache-rules.ts'

const BASE_PORT = Number(process.env.TWO_INSTANCES_PORT ?? 3185)
const PROXY_PORT = BASE_PORT
const PORTS = [BASE_PORT + 1, BASE_PORT + 2] as const
const ADMIN_TOKEN = 'two-instances-admin-token-0123456789'
const DATABASE = process.env.TWO_INSTANCES_DATABASE ?? 'podium_two_instances'
const ROOT = new URL('..', import.meta.url).pathname
const WITHIN_MS = 1_000
/**
 * Through the cache: nginx keeps a public read until the end of the wall-clock second it fetched it in, then fetches
 * it again in the background while that one reader gets the copy being replaced. A write that answers just after a
 * second starts thus reaches a reader up to a second later plus that fetch and the reader's next poll (decision 095).
 */
const CACHE_WITHIN_MS = WITHIN_MS + 150

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

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function waitUntil(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (
    !(await Promise.resolve()
      .then(condition)
      .catch(() => false))
  ) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

interface Instance {
  name: string
  port: number
  process: ChildProcess
  lines: string[]
}

function startInstance(name: string, port: number): Instance {
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      PODIUM_ADMIN_TOKEN: ADMIN_TOKEN,
      PODIUM_TODAY: '2026-07-20',
      PODIUM_TIME: '10:00',
      PODIUM_SIM_SPEED: '60',
      PODIUM_ACCESS_LOG: 'false',
      PODIUM_TRUSTED_PROXIES: '127.0.0.1',
      PODIUM_LOG_REQUESTS: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance: Instance = { name, port, process: child, lines: [] }
  for (const stream of [child.stdout, child.stderr]) {
    let rest = ''
    stream?.setEncoding('utf8')
    stream?.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n')
      rest = parts.pop() ?? ''
      instance.lines.push(...parts)
    })
  }
  return instance
}

const logged = (instance: Instance, pattern: RegExp) => instance.lines.some((line) => pattern.test(line))
const ready = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`)).ok

function nginxConfig(dir: string): string {
  const cache = shippedCacheRules(dir)
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream podium {
    server 127.0.0.1:${PORTS[0]} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${PORTS[1]} max_fails=1 fail_timeout=5s;
    keepalive 16;
  }
${cache.http}
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://podium;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
${cache.location}
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

interface Frame {
  id?: number
  event: string
  data: string
}

/** An EventSource as browsers run it: on a dropped stream it reconnects with Last-Event-ID. */
class LiveClient {
  readonly frames: Frame[] = []
  lastId: number | undefined
  reconnects = 0
  private controller = new AbortController()
  private closed = false
  constructor(private readonly url: string) {}

  start(): Promise<void> {
    return new Promise((opened) => void this.loop(opened))
  }

  close() {
    this.closed = true
    this.controller.abort()
  }

  private async loop(opened: () => void) {
    while (!this.closed) {
      try {
        this.controller = new AbortController()
        const headers: Record<string, string> = { Accept: 'text/event-stream' }
        if (this.lastId !== undefined) headers['Last-Event-ID'] = String(this.lastId)
        const res = await fetch(this.url, { headers, signal: this.controller.signal })
        if (!res.ok || !res.body) throw new Error(`HTTP ${res.status}`)
        opened()
        let buffer = ''
        for await (const chunk of res.body.pipeThrough(new TextDecoderStream())) {
          buffer += chunk
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const frame: Frame = { event: 'message', data: '' }
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) frame.id = Number(line.slice(4))
              else if (line.startsWith('event: ')) frame.event = line.slice(7)
              else if (line.startsWith('data: ')) frame.data += line.slice(6)
            }
            if (frame.id !== undefined) this.lastId = frame.id
            if (frame.data) this.frames.push(frame)
          }
        }
      } catch {
        // dropped: reconnect below
      }
      if (this.closed) return
      this.reconnects++
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

async function journalIds(after: number, upTo: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: number }>(
      'select id from live_events where id > $1 and id <= $2 order by id',
      [after, upTo],
    )
    return rows.map((r) => Number(r.id))
  } finally {
    await client.end()
  }
}

async function patchUnit(port: number, code: string, scheduleStatus: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1/units/${code}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ scheduleStatus }),
  })
  if (!res.ok) throw new Error(`PATCH ${code} → ${res.status} ${await res.text()}`)
}

async function laterUnits(count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ code: string }>(
      `select code from units where schedule_status = 'SCHEDULED' order by start_at desc limit $1`,
      [count],
    )
    return rows.map((r) => r.code)
  } finally {
    await client.end()
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const step = (text: string) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${text}`)
  // The instances run the compiled server, as `npm start` and the image do (decision 084).
  step(`server built (${await buildServer()} ms)`)
  const dir = await mkdtemp(join(tmpdir(), 'podium-two-'))
  // As root (CI in a container) nginx's workers run as nobody and must reach their temp folders.
  await chmod(dir, 0o755)
  const instances: Instance[] = []
  let nginx: ChildProcess | undefined
  const clients: LiveClient[] = []
  try {
    for (const port of [PROXY_PORT, ...PORTS]) {
      if (await ready(port).catch(() => false)) throw new Error(`port ${port} is taken (set TWO_INSTANCES_PORT)`)
    }
    await admin(`drop database if exists ${DATABASE} with (force)`)
    await admin(`create database ${DATABASE}`)
    const [a, b] = [startInstance('A', PORTS[0]), startInstance('B', PORTS[1])]
    instances.push(a, b)
    await waitUntil(async () => (await ready(a.port)) && (await ready(b.port)), 'both instances ready', 90_000)
    step('both instances ready (one migrated and seeded, the other waited for it)')
    await writeFile(join(dir, 'nginx.conf'), nginxConfig(dir))
    nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
    await waitUntil(() => ready(PROXY_PORT), 'nginx')

    // 3a. One leader.
    await waitUntil(() => [a, b].some((i) => logged(i, /Leader: this instance runs/)), 'a leader')
    const leaders = [a, b].filter((i) => logged(i, /Leader: this instance runs/))
    if (leaders.length !== 1) throw new Error(`expected one leader, got ${leaders.length}`)
    const [leader] = leaders as [Instance]
    const follower = leader === a ? b : a
    step(`instance ${leader.name} leads (the simulator runs there only)`)

    // 1. A write through the follower reaches the leader's live clients and reads within a second.
    const [unit, ...more] = await laterUnits(14)
    if (!unit) throw new Error('no scheduled unit to write to')
    const direct = new LiveClient(`http://127.0.0.1:${leader.port}/api/v1/live`)
    clients.push(direct)
    await direct.start()
    const writtenAt = Date.now()
    await patchUnit(follower.port, unit, 'DELAYED')
    await waitUntil(
      () => direct.frames.some((f) => f.data.includes(`"unitCode":"${unit}"`)),
      'the write on the other instance’s live stream',
      WITHIN_MS,
    )
    await waitUntil(
      async () => {
        const res = await fetch(`http://127.0.0.1:${leader.port}/api/v1/units/${unit}`)
        return res.ok && JSON.stringify(await res.json()).includes('"DELAYED"')
      },
      'the write in the other instance’s read',
      Math.max(1, WITHIN_MS - (Date.now() - writtenAt)),
    )
    step(
      `a write through ${follower.name} reached ${leader.name}'s live clients and reads in ${Date.now() - writtenAt} ms`,
    )

    // 4. The shared cache: a public read through nginx is kept, a write still reaches its readers within the second.
    const cachedUnit = more[11]
    if (!cachedUnit) throw new Error('not enough scheduled units')
    const viaCache = `http://127.0.0.1:${PROXY_PORT}/api/v1/units/${cachedUnit}?lang=en`
    const cacheStatus = async (init: RequestInit = {}) => {
      const res = await fetch(viaCache, init)
      const body = await res.text()
      if (!res.ok) throw new Error(`GET ${viaCache} → ${res.status}`)
      return { status: res.headers.get('x-cache-status'), delayed: body.includes('"DELAYED"') }
    }
    await waitUntil(async () => (await cacheStatus()).status === 'HIT', 'a public read answered from the cache', 5_000)
    const cachedSentAt = Date.now()
    await patchUnit(follower.port, cachedUnit, 'DELAYED')
    // From the write's answer: by then the change is committed and readable on the instance that took it.
    const cachedWrittenAt = Date.now()
    let servedFromCache = 0
    await waitUntil(
      async () => {
        const read = await cacheStatus()
        if (!read.delayed && read.status !== 'MISS' && read.status !== 'EXPIRED') servedFromCache++
        return read.delayed
      },
      'the write through the cache',
      CACHE_WITHIN_MS,
    )
    const throughCache = Date.now() - cachedWrittenAt
    // Signed in (the session cookie, the shells' Bearer token): never from the cache, never into it.
    const signedIn: Array<Record<string, string>> = [
      { Authorization: `Bearer ${ADMIN_TOKEN}` },
      { Cookie: 'podium_session=someone' },
    ]
    for (const headers of signedIn) {
      for (let i = 0; i < 2; i++) {
        const status = (await cacheStatus({ headers })).status
        if (status !== 'BYPASS') throw new Error(`a signed-in read through the cache was ${status}, not BYPASS`)
      }
    }
    const staff = await fetch(`http://127.0.0.1:${PROXY_PORT}/api/v1/admin/places`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    await staff.arrayBuffer()
    if (staff.headers.get('x-cache-status') !== 'BYPASS' || !/private/.test(staff.headers.get('cache-control') ?? '')) {
      throw new Error(
        `a staff answer through the cache: ${staff.headers.get('x-cache-status')}, ${staff.headers.get('cache-control')}`,
      )
    }
    step(
      `through the cache: reads were HITs; a write (answered in ${cachedWrittenAt - cachedSentAt} ms) reached a reader ${throughCache} ms after its answer (${servedFromCache} older copies served meanwhile); signed-in and staff reads bypassed it`,
    )

    // 2. Clients through nginx, spread over both instances; the leader dies mid-stream.
    for (let i = 0; i < 6; i++) clients.push(new LiveClient(`http://127.0.0.1:${PROXY_PORT}/api/v1/live`))
    await Promise.all(clients.slice(1).map((c) => c.start()))
    const proxied = clients.slice(1)
    const [first, second] = more
    if (!first || !second) throw new Error('not enough scheduled units')
    await patchUnit(PROXY_PORT, first, 'DELAYED')
    await waitUntil(() => proxied.every((c) => c.lastId !== undefined), 'every client to hear an event')
    const fromId = Math.min(...proxied.map((c) => c.lastId ?? 0))
    leader.process.kill('SIGKILL')
    step(`killed ${leader.name} mid-stream`)
    // Writes while its clients reconnect (to the survivor: nginx does not repeat a PATCH that it had sent to the
    // dead instance on a kept-alive connection, the client would get a 502); the last one marks the end.
    for (const code of more.slice(1, 6)) await patchUnit(follower.port, code, 'DELAYED')
    await patchUnit(follower.port, second, 'DELAYED')
    const marker = `"unitCode":"${second}"`
    await waitUntil(
      () => proxied.every((c) => c.frames.some((f) => f.data.includes(marker))),
      'the last write on every client',
      15_000,
    )
    const upTo = Math.max(...proxied.flatMap((c) => c.frames.map((f) => f.id ?? 0)))
    const expected = await journalIds(fromId, upTo)
    for (const [n, client] of proxied.entries()) {
      const got = [...new Set(client.frames.filter((f) => (f.id ?? 0) > fromId).map((f) => f.id))]
      const missing = expected.filter((id) => !got.includes(id))
      if (client.frames.some((f) => f.event === 'reset')) throw new Error(`client ${n} was reset instead of resumed`)
      if (missing.length > 0) throw new Error(`client ${n} lost events ${missing.join(', ')}`)
    }
    const reconnected = proxied.filter((c) => c.reconnects > 0).length
    if (reconnected === 0) throw new Error('no client was on the killed instance (nginx did not spread them)')
    step(
      `${reconnected} of ${proxied.length} clients reconnected through nginx; none lost any of ${expected.length} events`,
    )

    // 3b. The follower takes the simulator over.
    await waitUntil(() => logged(follower, /Leader: this instance runs/), `${follower.name} to take the lead`, 10_000)
    await waitUntil(() => logged(follower, /Simulator: on at/), `${follower.name} to start the simulator`, 10_000)
    step(`${follower.name} took the lead and runs the simulator`)

    // A graceful stop tells the live clients to reconnect before the streams end.
    const survivor = new LiveClient(`http://127.0.0.1:${follower.port}/api/v1/live`)
    clients.push(survivor)
    await survivor.start()
    follower.process.kill('SIGTERM')
    await waitUntil(() => survivor.frames.some((f) => f.event === 'reconnect'), 'the reconnect event on SIGTERM', 5_000)
    await waitUntil(() => follower.process.exitCode !== null, `${follower.name} to exit`, 20_000)
    if (follower.process.exitCode !== 0) throw new Error(`${follower.name} exited with ${follower.process.exitCode}`)
    step(`${follower.name} stopped gracefully (live clients told to reconnect, exit 0)`)
    console.log(`two-instances: all checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } catch (error) {
    for (const instance of instances) {
      console.error(`--- instance ${instance.name} (last lines)`)
      console.error(instance.lines.slice(-30).join('\n'))
    }
    throw error
  } finally {
    for (const client of clients) client.close()
    for (const instance of instances) if (instance.process.exitCode === null) instance.process.kill('SIGKILL')
    nginx?.kill('SIGTERM')
    await Promise.all(
      instances.map((i) => (i.process.exitCode === null ? new Promise((r) => i.process.once('exit', r)) : null)),
    )
    await admin(`drop database if exists ${DATABASE} with (force)`).catch(() => undefined)
    await rm(dir, { recursive: true, force: true })
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`two-instances: FAILED: ${(error as Error).message}`)
    process.exit(1)
  },
)
