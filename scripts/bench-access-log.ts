/**
 * npm run bench:access-log — the access-log dashboard over 5 million logged requests, and what logging costs.
 *
 * 1. Fills an empty PGlite with BENCH_ROWS (default 5,000,000) raw rows spread over 60 days (bots, phones,
 *    tablets, desktops; 2xx to 5xx), builds the daily roll-ups from them, then times the dashboard's three views
 *    through the real HTTP handler (budget ≤ 300 ms each) — and, for comparison, the same figures read straight
 *    from the raw rows.
 * 2. Request overhead: the demo server with logging on vs off, alternating runs of a hot read; prints the
 *    throughput ratio (budget ≥ 90%).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import { createApp } from '../apps/server/src/app.ts'
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts'
import { readEnv } from '../apps/server/src/env.ts'
import { createContext } from '../apps/server/src/startup.ts'
import { BENCH_TODAY, startBenchServer } from './bench-server.ts'

const ROWS = Number(process.env.BENCH_ROWS ?? 5_000_000)
const RUNS = 15
const TOKEN = 'bench-access-log-admin-token'
const DURATION = Number(process.env.BENCH_DURATION ?? 6)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function dashboardQueries() {
  const dir = mkdtempSync(join(tmpdir(), 'podium-bench-access-'))
  const env = readEnv({
    PODIUM_DATA_DIR: dir,
    PODIUM_TODAY: BENCH_TODAY,
    PODIUM_ACCESS_LOG: 'false',
    PODIUM_ADMIN_TOKEN: TOKEN,
  })
  const database = await openDatabase({ dataDir: dir })
  await migrateDatabase(database)
  const db = database.db

  let started = performance.now()
  // 60 days up to the bench's today (Rio time), a realistic mix: mostly 200s, some 304/404/401, a few 5xx.
  await db.execute(sql`
    insert into access_logs (at, method, path, status, duration_ms, device)
    select ${`${BENCH_TODAY}T23:59:00-03:00`}::timestamptz - (i % (60 * 24 * 60)) * interval '1 minute',
      'GET',
      (array['/api/v1/schedule','/api/v1/medals','/api/v1/units/X','/','/schedule/grid'])[1 + i % 5],
      (array[200,200,200,200,200,200,200,304,404,401,201,500,503,429,302,400])[1 + (i * 7) % 16],
      (i % 97) / 3.0,
      (array['Mobile','Mobile','Mobile','Desktop','Desktop','Bot','Tablet'])[1 + (i * 13) % 7]
    from generate_series(1, ${ROWS}::int) as i`)
  console.log(`filled ${ROWS.toLocaleString('en')} raw rows in ${seconds(started)} s`)

  started = performance.now()
  await db.execute(sql`
    insert into access_log_daily (day, status, device, count, duration_ms_sum)
    select (at at time zone 'America/Sao_Paulo')::date, status, device, count(*), sum(duration_ms)
    from access_logs group by 1, 2, 3`)
  const [rollups] = (
    (await db.execute(sql`select count(*)::int as n from access_log_daily`)) as unknown as {
      rows: { n: number }[]
    }
  ).rows
  console.log(`built ${rollups?.n} daily roll-up rows in ${seconds(started)} s (the logger keeps them up to date)`)

  const ctx = await createContext(env, database)
  const app = createApp(ctx)
  const views = [
    ['days (7 days)', '/api/v1/access-log?view=days'],
    ['weekly (8 weeks)', '/api/v1/access-log?view=weekly'],
    ['range (60 days)', '/api/v1/access-log?view=range&from=2026-05-16&to=2026-07-14'],
  ] as const
  console.log(
    '\ndashboard view'.padEnd(22),
    'first ms'.padStart(9),
    'p50 ms'.padStart(8),
    'max ms'.padStart(8),
    ' total',
  )
  let worst = 0
  for (const [name, path] of views) {
    const times: number[] = []
    let total = 0
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now()
      const res = await app.request(`http://127.0.0.1${path}`, { headers: { authorization: `Bearer ${TOKEN}` } })
      const body = (await res.json()) as { total: number }
      times.push(performance.now() - t0)
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
      total = body.total
    }
    worst = Math.max(worst, ...times)
    console.log(
      name.padEnd(21),
      (times[0] ?? 0).toFixed(1).padStart(9),
      percentile(times, 50).toFixed(1).padStart(8),
      Math.max(...times)
        .toFixed(1)
        .padStart(8),
      ` ${total.toLocaleString('en')}`,
    )
  }
  started = performance.now()
  await db.execute(sql`
    select status, device, count(*) from access_logs
    where at >= ${`${BENCH_TODAY}T00:00:00-03:00`}::timestamptz - interval '6 days' group by 1, 2`)
  console.log(`(the days view read from the raw rows instead: ${(performance.now() - started).toFixed(0)} ms)`)
  console.log(
    `dashboard budget ≤ 300 ms: ${worst <= 300 ? 'met' : 'MISSED'} (slowest single call ${worst.toFixed(1)} ms)`,
  )

  await ctx.live.stop()
  await database.close()
  rmSync(dir, { recursive: true, force: true })
  return worst <= 300
}

async function loggingOverhead() {
  const path = '/api/v1/medals?lang=pt'
  const rps = { on: [] as number[], off: [] as number[] }
  for (const mode of ['off', 'on', 'off', 'on'] as const) {
    const server = await startBenchServer({ env: { PODIUM_ACCESS_LOG: mode === 'on' ? 'true' : 'false' } })
    await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: 2 }) // warm-up
    const result = await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: DURATION })
    if (result.errors + result.non2xx > 0) throw new Error(`${mode}: ${result.errors} errors, ${result.non2xx} non-2xx`)
    rps[mode].push(result.requests.average)
    await server.stop()
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const ratio = mean(rps.on) / mean(rps.off)
  console.log(
    `\nlogging overhead on ${path} (${CONNECTIONS} connections, ${DURATION} s × 2 runs each, alternating):` +
      `\n  off ${rps.off.map((r) => r.toFixed(0)).join(' / ')} req/s, on ${rps.on.map((r) => r.toFixed(0)).join(' / ')} req/s` +
      `\n  throughput with logging = ${(ratio * 100).toFixed(1)}% of without (budget ≥ 90%: ${ratio >= 0.9 ? 'met' : 'MISSED'})`,
  )
  return ratio >= 0.9
}

const queriesOk = await dashboardQueries()
const overheadOk = await loggingOverhead()
process.exit(queriesOk && overheadOk ? 0 : 1)
