/**
 * npm run bench:start — how long the server takes to answer its health check, and the memory it holds, run as the
 * image and `npm start` run it (the compiled bundle under plain node, decision 084) beside the TypeScript sources
 * under tsx. Cold: a new data folder (the demo games are created and seeded); warm: the same folder again. Resident
 * memory is read from /proc once the server is healthy, and again after it has answered the first screens' reads.
 * Then `npm start` itself, twice on this checkout: the second start checks the web build and goes straight on.
 *
 *   BENCH_RUNS=3 npm run bench:start
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './bench-server.ts'
import { buildServer, SERVER_MAIN } from './build-server.ts'

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const TODAY = '2026-07-14'
/** What a first visitor's screens read: home's and the medal table's queries. */
const FIRST_READS = [
  '/api/v1/config?lang=pt',
  '/api/v1/days?lang=pt',
  `/api/v1/schedule?day=${TODAY}&lang=pt`,
  '/api/v1/medals?lang=pt',
  '/',
]

/** Resident memory of a process and its children (npm start runs node under npm), in MB. */
function residentMb(pid: number): number {
  let kb = 0
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8')
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim()
      for (const child of children ? children.split(' ') : []) visit(Number(child))
    } catch {
      // the process ended meanwhile
    }
  }
  visit(pid)
  return kb / 1024
}

interface Start {
  healthyMs: number
  rssMb: number
  rssAfterReadsMb: number
}

async function timeStart(command: string, args: string[], dataDir: string): Promise<Start> {
  const port = await freePort()
  const started = performance.now()
  const child: ChildProcess = spawn(command, args, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PODIUM_DATA_DIR: dataDir,
      PODIUM_TODAY: TODAY,
      PODIUM_SIM_SPEED: '0',
      PODIUM_LOG_REQUESTS: 'false',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} ${args.join(' ')} exited early`)
    if (performance.now() - started > 600_000) throw new Error('no health answer within 10 minutes')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  const healthyMs = performance.now() - started
  const pid = child.pid ?? 0
  const rssMb = residentMb(pid)
  for (const path of FIRST_READS) await (await fetch(`${url}${path}`)).arrayBuffer()
  const rssAfterReadsMb = residentMb(pid)
  process.kill(-pid, 'SIGTERM')
  await exited
  return { healthyMs, rssMb, rssAfterReadsMb }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

async function measure(label: string, command: string, args: string[]): Promise<void> {
  const cold: Start[] = []
  const warm: Start[] = []
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(join(tmpdir(), 'podium-bench-start-'))
    cold.push(await timeStart(command, args, dataDir))
    warm.push(await timeStart(command, args, dataDir))
    rmSync(dataDir, { recursive: true, force: true })
  }
  const row = (kind: string, starts: Start[]) =>
    console.log(
      `${label} ${kind}`.padEnd(28),
      starts
        .map((s) => Math.round(s.healthyMs))
        .join(', ')
        .padStart(22),
      '→',
      `${Math.round(median(starts.map((s) => s.healthyMs)))} ms`.padStart(9),
      `${median(starts.map((s) => s.rssMb)).toFixed(0)} MB`.padStart(8),
      `${median(starts.map((s) => s.rssAfterReadsMb)).toFixed(0)} MB`.padStart(8),
    )
  row('cold', cold)
  row('warm', warm)
}

async function main(): Promise<void> {
  console.log(`Podium bench:start — ${RUNS} runs each, medians; node ${process.version}`)
  console.log(`the server built in ${await buildServer()} ms (esbuild)`)
  console.log(
    'server, start'.padEnd(28),
    'to healthy, each run'.padStart(22),
    ' ',
    'median'.padStart(9),
    'RSS'.padStart(8),
    'RSS+read'.padStart(8),
  )
  await measure('compiled (node)', process.execPath, ['--enable-source-maps', SERVER_MAIN])
  await measure('sources (tsx)', process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'])
  // npm start: builds what changed, then runs the compiled server. Its first step once beforehand, so that every
  // start measured is a second start on this checkout (the web app already built from these sources).
  const priming = performance.now()
  const first = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-for-start.ts'], { stdio: 'ignore' })
  if (first.status !== 0) throw new Error("npm start's build step failed")
  console.log(`(npm start's build step, before the runs: ${Math.round(performance.now() - priming)} ms)`)
  await measure('npm start (second)', 'npm', ['start', '--silent'])
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
