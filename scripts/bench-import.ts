/**
 * npm run bench:import [-- <bundleFolder>] — the Paris 2024 games at Olympic scale (decision 018).
 *
 * 1. Converts `../shared/datasets/paris-2024` into a CSV bundle (scripts/paris-to-bundle.ts), or reuses the folder
 *    given as argument.
 * 2. Imports it with `importBundle` into an EMPTY fresh PGlite in a temporary folder, and prints the total time and
 *    rows/s per file and overall (per file from the importer's write progress: it applies the files in
 *    BUNDLE_FILES order and reports each batch as it is written).
 * 3. Starts the real server on that database (a child process, simulator off, access log off unless
 *    PODIUM_ACCESS_LOG is set, "today" = the busiest day) and measures the list endpoints with autocannon: the
 *    athletes list (first and a deep page, searches), the busiest day's schedule, the medal table, a unit page, the
 *    teams, medallists and a delegation. Per endpoint: the first (cold: builds the read model) request, then
 *    req/s, p50 and p99. It prints the server's memory before and after. Then it reads every athlete profile, unit
 *    page and delegation once (each becomes a cached read model: ~15,000) and prints the memory left (BENCH_CRAWL=0
 *    skips this part, which takes a few minutes).
 * 4. Checks the API's medal table against the official Paris 2024 one (USA 40/44/42, China 40/27/24, 1,044 medals)
 *    and prints PASS or FAIL; exits 1 on FAIL. Timings are printed, never asserted: the machine is shared.
 * 5. The two ways an organiser imports, on the same bundle, one after the other (decision 074): `npm run import` into
 *    an empty data folder (the command as typed, its process start included), and the back office's
 *    `POST /api/v1/admin/import?replaceDemo=true` with the zip, as /staff/import sends it, by the demo admin signed in
 *    on a demo server (the request's wall time: upload, read, check, replace the demo, write, answer). The machine's
 *    load (`uptime`) is printed beside them.
 *
 *   BENCH_DURATION=5 BENCH_CONNECTIONS=10 npm run bench:import
 *   BENCH_IMPORT_ONLY=1 npm run bench:import      # only step 5 (and the conversion)
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { BUNDLE_FILES } from '@podium/domain'
import autocannon from 'autocannon'
import { parse } from 'csv-parse/sync'
import { zipSync } from 'fflate'
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts'
import { importBundle } from '../apps/server/src/features/bundle/import.ts'
import { convertParis } from './paris-to-bundle.ts'

const DURATION = Number(process.env.BENCH_DURATION ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const OFFICIAL = { USA: { gold: 40, silver: 44, bronze: 42 }, CHN: { gold: 40, silver: 27, bronze: 24 } } as const
const OFFICIAL_MEDALS = 1_044

const ms = (start: number) => performance.now() - start
const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits })

type Row = Record<string, string>
const readCsv = (dir: string, file: string) => parse(readFileSync(join(dir, file)), { columns: true }) as Row[]

/** The day (in the games' local offset, as the bundle writes it) with the most schedule items. */
function busiestDay(bundle: string): { day: string; items: number } {
  const counts = new Map<string, number>()
  for (const u of readCsv(bundle, 'units.csv')) {
    const day = (u.start ?? '').slice(0, 10)
    counts.set(day, (counts.get(day) ?? 0) + 1)
  }
  const [day, items] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? ['', 0]
  return { day, items }
}

interface ImportFigures {
  totalMs: number
  migrateMs: number
  readCheckMs: number
  writeMs: number
  rows: number
  perFile: { file: string; rows: number; ms: number }[]
}

async function importInto(dataDir: string, bundle: string): Promise<ImportFigures> {
  const started = performance.now()
  const database = await openDatabase({ dataDir })
  try {
    await migrateDatabase(database)
    const migrateMs = ms(started)
    const importStarted = performance.now()
    // Attribute each written batch to the file whose rows it falls in (files are applied in BUNDLE_FILES order).
    const sizes = BUNDLE_FILES.map((file) => {
      try {
        return { file, rows: readCsv(bundle, file).length }
      } catch {
        return { file, rows: 0 }
      }
    })
    const fileMs = new Map<string, number>()
    let writeStarted = 0
    let last = 0
    let lastDone = 0
    const result = await importBundle(database.db, bundle, {
      games: { name: 'Paris 2024', timeZone: 'Europe/Paris' },
      onProgress: ({ stage, done }) => {
        const now = performance.now()
        if (stage !== 'write') {
          // The last check event comes right before the transaction: writing starts there.
          writeStarted = now
          last = now
          return
        }
        if (done <= lastDone) return
        // The batch (lastDone, done] belongs to the file holding row `done`.
        let offset = 0
        const holder = sizes.find((s) => {
          offset += s.rows
          return done <= offset
        })
        if (holder) fileMs.set(holder.file, (fileMs.get(holder.file) ?? 0) + (now - last))
        last = now
        lastDone = done
      },
    })
    const totalMs = ms(importStarted)
    const perFile = sizes
      .filter((s) => s.rows > 0)
      .map((s) => ({ file: s.file, rows: result.files[s.file]?.rows ?? s.rows, ms: fileMs.get(s.file) ?? 0 }))
    return {
      totalMs,
      migrateMs,
      readCheckMs: writeStarted - importStarted,
      writeMs: performance.now() - writeStarted,
      rows: perFile.reduce((n, f) => n + f.rows, 0),
      perFile,
    }
  } finally {
    await database.close()
  }
}

async function freePort(): Promise<number> {
  // Ports 3140-3149 are this bench's (shared machine); the first free one.
  for (let port = 3140; port <= 3149; port++) {
    const free = await new Promise<boolean>((res) => {
      const s = createServer()
      s.once('error', () => res(false))
      s.listen(port, '127.0.0.1', () => s.close(() => res(true)))
    })
    if (free) return port
  }
  throw new Error('no free port in 3140-3149')
}

async function startServer(
  dataDir: string,
  today: string,
  extraEnv: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      ...extraEnv,
      PORT: String(port),
      PODIUM_DATA_DIR: dataDir,
      ...(today ? { PODIUM_TODAY: today } : {}),
      PODIUM_SIM_SPEED: '0',
      PODIUM_ACCESS_LOG: process.env.PODIUM_ACCESS_LOG ?? 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 300_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited early')
    if (Date.now() > deadline) throw new Error('the server did not start')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, child }
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** Resident memory of a process in MB (Linux), or NaN elsewhere. */
function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) / 1024
  } catch {
    return Number.NaN
  }
}

interface Target {
  name: string
  path: string
}

async function measureEndpoints(url: string, targets: Target[]) {
  console.log(
    `\nEndpoints — ${DURATION} s each, ${CONNECTIONS} connections (first = one cold request that builds the read model)`,
  )
  console.log(
    'endpoint'.padEnd(22),
    'bytes'.padStart(8),
    'first ms'.padStart(9),
    'req/s'.padStart(8),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'errors'.padStart(7),
    ' path',
  )
  const figures: { name: string; p50: number; p99: number; rps: number }[] = []
  for (const target of targets) {
    const start = performance.now()
    const res = await fetch(`${url}${target.path}`, { headers: { 'Accept-Encoding': 'identity' } })
    const bytes = (await res.arrayBuffer()).byteLength
    const first = ms(start)
    if (!res.ok) {
      console.log(target.name.padEnd(22), `HTTP ${res.status}`.padStart(8), '', target.path)
      continue
    }
    const result = await autocannon({
      url: `${url}${target.path}`,
      connections: CONNECTIONS,
      duration: DURATION,
      headers: { 'accept-encoding': 'gzip' },
    })
    const errors = result.errors + result.non2xx + result.timeouts
    figures.push({ name: target.name, p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average })
    console.log(
      target.name.padEnd(22),
      String(bytes).padStart(8),
      first.toFixed(1).padStart(9),
      fmt(result.requests.average).padStart(8),
      String(result.latency.p50).padStart(7),
      String(result.latency.p99).padStart(7),
      String(errors).padStart(7),
      ` ${target.path}`,
    )
  }
  return figures
}

/**
 * Every athlete profile, unit page and delegation read once (English), CONNECTIONS at a time: each becomes a cached
 * read model, so the server's memory afterwards is what a crawler leaves behind at this scale.
 */
async function crawl(url: string, pid: number | undefined) {
  const listFrom = async (path: string, pick: (body: never) => string[]) =>
    pick((await (await fetch(`${url}${path}`)).json()) as never)
  const days = await listFrom('/api/v1/days', (b: { items: { day: string }[] }) => b.items.map((d) => d.day))
  const paths: string[] = []
  for (let page = 1; ; page++) {
    const body = (await (await fetch(`${url}/api/v1/athletes?pageSize=100&page=${page}`)).json()) as {
      items: { id: string }[]
    }
    if (body.items.length === 0) break
    for (const a of body.items) paths.push(`/api/v1/athletes/${a.id}?lang=en`)
  }
  for (const day of days) {
    const units = await listFrom(`/api/v1/schedule?day=${day}&lang=en`, (b: { items: { code: string }[] }) =>
      b.items.map((i) => i.code),
    )
    for (const code of units) paths.push(`/api/v1/units/${encodeURIComponent(code)}?lang=en`)
  }
  const orgs = await listFrom('/api/v1/organisations?lang=en', (b: { items: { code: string }[] }) =>
    b.items.map((o) => o.code),
  )
  for (const code of orgs) paths.push(`/api/v1/organisations/${code}?lang=en`)
  const started = performance.now()
  let next = 0
  let failed = 0
  const times: number[] = []
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < paths.length) {
        const path = paths[next++] as string
        const t = performance.now()
        const res = await fetch(`${url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
        await res.arrayBuffer()
        times.push(performance.now() - t)
        if (!res.ok) failed++
      }
    }),
  )
  times.sort((a, b) => a - b)
  const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0
  console.log(
    `\nCrawl: ${fmt(paths.length)} cold reads (every athlete profile, unit and delegation) in ${fmt(ms(started) / 1000, 1)} s, ` +
      `p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ${failed} not 2xx; server RSS ${rssMb(pid).toFixed(0)} MB after`,
  )
}

interface MedalItem {
  rank: number
  gold: number
  silver: number
  bronze: number
  total: number
  organisation: { code: string }
}

async function checkMedals(url: string): Promise<boolean> {
  const table = (await (await fetch(`${url}/api/v1/medals?lang=en`)).json()) as { items: MedalItem[] }
  const lines: string[] = []
  let ok = true
  for (const [code, expected] of Object.entries(OFFICIAL)) {
    const row = table.items.find((r) => r.organisation.code === code)
    const pass = row?.gold === expected.gold && row?.silver === expected.silver && row?.bronze === expected.bronze
    ok &&= pass
    lines.push(
      `  ${code}: ${row ? `${row.gold}/${row.silver}/${row.bronze} (rank ${row.rank})` : 'missing'}, official ${expected.gold}/${expected.silver}/${expected.bronze} ${pass ? 'ok' : 'DIFFERENT'}`,
    )
  }
  const total = table.items.reduce((n, r) => n + r.total, 0)
  ok &&= total === OFFICIAL_MEDALS
  lines.push(
    `  medals in the table: ${total}, official ${OFFICIAL_MEDALS} ${total === OFFICIAL_MEDALS ? 'ok' : 'DIFFERENT'}`,
  )
  console.log(`\nMedal table (GET /api/v1/medals) against the official Paris 2024 table: ${ok ? 'PASS' : 'FAIL'}`)
  for (const line of lines) console.log(line)
  return ok
}

/** A process's CPU time (user + system, all its threads) in seconds, from /proc (Linux; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    // utime and stime are the 14th and 15th fields of the line, the 12th and 13th after the command's name.
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill('SIGTERM')
  await exited
}

/**
 * Step 5: `npm run import` into an empty folder beside the back office's import over the demo, on the same bundle.
 * Returns both times in ms.
 */
async function compareImports(work: string, bundle: string): Promise<{ cliMs: number; httpMs: number }> {
  console.log(`\nImport of the same bundle two ways (load average before: ${loadAverage()})`)
  const cliDir = join(work, 'cli-db')
  const cliStarted = performance.now()
  // Through bash, whose `times` prints the CPU its children used: a figure a busy machine stretches far less than
  // the wall time.
  const cli = spawnSync(
    'bash',
    [
      '-c',
      '"$0" --import tsx scripts/import.ts "$1" --name "Paris 2024" --time-zone Europe/Paris >&2; status=$?; times; exit $status',
      process.execPath,
      bundle,
    ],
    { env: { ...process.env, PODIUM_DATA_DIR: cliDir, DATABASE_URL: '' }, encoding: 'utf8' },
  )
  const cliMs = ms(cliStarted)
  if (cli.status !== 0) throw new Error(`npm run import failed: ${cli.stdout}${cli.stderr}`)
  const cliCpu = (/^(\S+)\s+(\S+)\s*$/m.exec(cli.stdout.trim().split('\n')[1] ?? '') ?? [])
    .slice(1)
    .map((t) => {
      const [, m, sec] = /(\d+)m([\d.]+)s/.exec(t) ?? []
      return Number(m) * 60 + Number(sec)
    })
    .reduce((a, b) => a + b, 0)
  console.log(
    `  npm run import (empty folder, process start included)   ${fmt(cliMs)} ms wall, ${fmt(cliCpu, 1)} s CPU`,
  )

  // A demo server, as a fresh install starts; the demo admin signs in and imports over the demo, confirmed.
  const files: Record<string, Uint8Array> = {}
  for (const name of readdirSync(bundle)) if (name.endsWith('.csv')) files[name] = readFileSync(join(bundle, name))
  const zip = zipSync(files)
  const server = await startServer(join(work, 'http-db'), '', { PODIUM_SEED: 'demo', PODIUM_LOGIN_ENABLED: 'true' })
  try {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ username: 'demo-admin', password: 'podium-demo' }),
    })
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`)
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
    console.log(`  (load average before the upload: ${loadAverage()})`)
    const cpuBefore = cpuSeconds(server.child.pid)
    const httpStarted = performance.now()
    const res = await fetch(`${server.url}/api/v1/admin/import?replaceDemo=true`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/zip', Origin: server.url, cookie },
      body: zip,
    })
    const answer = await res.text()
    const httpMs = ms(httpStarted)
    const httpCpu = cpuSeconds(server.child.pid) - cpuBefore
    if (!res.ok) throw new Error(`the back office's import failed: ${res.status} ${answer.slice(0, 500)}`)
    console.log(
      `  POST /api/v1/admin/import?replaceDemo=true (${fmt(zip.byteLength / 1024)} KB zip, over the demo)   ${fmt(httpMs)} ms wall, ${fmt(httpCpu, 1)} s CPU of the server`,
    )
    console.log(`  load average after: ${loadAverage()} (2 cores)`)
    return { cliMs, httpMs }
  } finally {
    await stopServer(server.child)
  }
}

async function main() {
  const given = process.argv[2]
  const work = mkdtempSync(join(tmpdir(), 'podium-bench-import-'))
  const bundle = given ? resolve(given) : join(work, 'bundle')
  const child: { current?: ChildProcess } = {}
  try {
    if (!given) {
      const started = performance.now()
      const summary = convertParis(bundle)
      console.log(`Converted Paris 2024 in ${fmt(ms(started))} ms: ${JSON.stringify(summary.rows)}`)
    }

    if (process.env.BENCH_IMPORT_ONLY === '1') {
      await compareImports(work, bundle)
      return
    }

    const dataDir = join(work, 'db')
    const figures = await importInto(dataDir, bundle)

    console.log(`\nImport into an empty PGlite (${dataDir})`)
    console.log(`  migrate the empty database   ${fmt(figures.migrateMs)} ms`)
    console.log(`  read + check every row        ${fmt(figures.readCheckMs)} ms`)
    console.log(`  write (one transaction)       ${fmt(figures.writeMs)} ms`)
    console.log(
      `  importBundle total            ${fmt(figures.totalMs)} ms for ${fmt(figures.rows)} rows = ${fmt((figures.rows / figures.totalMs) * 1000)} rows/s`,
    )
    console.log(`  ${'file'.padEnd(18)} ${'rows'.padStart(7)} ${'write ms'.padStart(9)} ${'rows/s'.padStart(9)}`)
    for (const f of figures.perFile) {
      console.log(
        `  ${f.file.padEnd(18)} ${fmt(f.rows).padStart(7)} ${fmt(f.ms).padStart(9)} ${(f.ms > 0 ? fmt((f.rows / f.ms) * 1000) : '-').padStart(9)}`,
      )
    }

    const { day, items } = busiestDay(bundle)
    const server = await startServer(dataDir, day)
    child.current = server.child
    const rssStart = rssMb(server.child.pid)
    const daySchedule = (await (await fetch(`${server.url}/api/v1/schedule?day=${day}&lang=en`)).json()) as {
      items: { code: string; eventCode: string | null; medal?: string | null }[]
    }
    const unit = daySchedule.items.find((i) => i.eventCode && i.medal) ?? daySchedule.items.find((i) => i.eventCode)
    const targets: Target[] = [
      { name: 'athletes page 1', path: '/api/v1/athletes?lang=en' },
      { name: 'athletes page 200', path: '/api/v1/athletes?lang=en&page=200' },
      { name: 'athletes search', path: '/api/v1/athletes?lang=en&search=sil' },
      { name: 'athletes search 2', path: '/api/v1/athletes?lang=en&search=li%20w' },
      { name: 'athletes USA', path: '/api/v1/athletes?lang=en&organisation=USA' },
      { name: `schedule ${day}`, path: `/api/v1/schedule?day=${day}&lang=en` },
      { name: 'medal table', path: '/api/v1/medals?lang=en' },
      { name: 'unit page', path: `/api/v1/units/${encodeURIComponent(unit?.code ?? 'none')}?lang=en` },
      { name: 'medallists (all)', path: '/api/v1/medallists?lang=en' },
      { name: 'medallists, 12 newest', path: '/api/v1/medallists?lang=en&latestEvents=12' },
      { name: 'teams page 1', path: '/api/v1/teams?lang=en' },
      { name: 'teams search', path: '/api/v1/teams?lang=en&search=sil' },
      { name: 'delegation USA', path: '/api/v1/organisations/USA?lang=en' },
    ]
    console.log(`\nServer on the imported database: today = ${day} (busiest day, ${items} schedule items)`)
    await measureEndpoints(server.url, targets)
    console.log(
      `\nServer memory (RSS): ${rssStart.toFixed(0)} MB after start, ${rssMb(server.child.pid).toFixed(0)} MB after the runs`,
    )

    if (process.env.BENCH_CRAWL !== '0') await crawl(server.url, server.child.pid)

    const ok = await checkMedals(server.url)
    if (!ok) process.exitCode = 1
    await stopServer(server.child)
    await compareImports(work, bundle)
  } finally {
    if (child.current && child.current.exitCode === null) {
      const exited = new Promise((r) => child.current?.once('exit', r))
      child.current.kill('SIGTERM')
      await exited
    }
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
