/**
 * Starts the real server as a separate process on a copy of a seeded demo database, for benchmarks. It runs the
 * compiled server, as `npm start` and the image do (built once per bench process); `BENCH_SERVER=tsx` runs the
 * TypeScript sources through tsx instead, to compare the two. `BENCH_SERVER_NODE_ARGS` adds node flags to the
 * server's command (`--cpu-prof --cpu-prof-dir=/tmp/prof` profiles it; NODE_OPTIONS refuses that flag).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer, SERVER_MAIN } from './build-server.ts'

const SEEDED = join(process.cwd(), '.tmp', 'bench-seeded')
export const BENCH_TODAY = '2026-07-14'

/** A port nobody listens on now, on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const RUN_TSX = process.env.BENCH_SERVER === 'tsx'
let built: Promise<number> | undefined

/** The node arguments that start the server: the compiled bundle (built at most once per process), or tsx. */
async function serverArgs(): Promise<string[]> {
  const extra = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  if (RUN_TSX) return [...extra, '--import', 'tsx', 'apps/server/src/main.ts']
  built ??= buildServer()
  await built
  return [...extra, '--enable-source-maps', SERVER_MAIN]
}

export interface BenchServer {
  url: string
  pid: number | undefined
  child: ChildProcess
  stop(): Promise<void>
}

export async function startBenchServer(
  options: { webDir?: string; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const port = await freePort()
  // Seed once into .tmp/bench-seeded, then give every run its own copy.
  const seeding = !existsSync(SEEDED)
  const dataDir = seeding ? SEEDED : mkdtempSync(join(tmpdir(), 'podium-bench-'))
  if (!seeding) cpSync(SEEDED, dataDir, { recursive: true })
  const child = spawn(process.execPath, await serverArgs(), {
    env: {
      ...process.env,
      PORT: String(port),
      PODIUM_DATA_DIR: dataDir,
      PODIUM_TODAY: BENCH_TODAY,
      PODIUM_SIM_SPEED: '0',
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      ...(options.webDir ? { PODIUM_WEB_DIR: options.webDir } : {}),
      ...options.env,
    },
    // stdout carries one JSON log line per request; a pipe nobody reads fills up and blocks the server.
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error('bench server exited early')
    if (Date.now() > deadline) throw new Error('bench server did not start')
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: child.pid,
    child,
    async stop() {
      child.kill('SIGTERM')
      await exited
      if (!seeding) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
