/** Starts the real server as a separate process on a copy of a seeded demo database, for benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SEEDED = join(process.cwd(), '.tmp', 'bench-seeded')
export const BENCH_TODAY = '2026-07-14'

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer()
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
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
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
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
