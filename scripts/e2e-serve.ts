/**
 * Starts one e2e server (playwright.config.ts's webServer) from a seeded snapshot instead of seeding the demo again
 * (decision 072). The snapshot is the data folder of a server that migrated and seeded the demo at the pinned day and
 * time and closed, exactly what a first start does (`prepareDatabase`), kept under .tmp/ and keyed by everything that
 * could change it: the server's and the domain's source, the migrations, the lockfile and the pinned environment. The
 * first server of a run makes it when the key is new (a clean clone: once per run); every server then starts from a
 * fresh copy of it, so each run still begins from the untouched demo.
 *
 *   node --import tsx scripts/e2e-serve.ts             (with the server's environment: PORT, PODIUM_DATA_DIR, …)
 *   node --import tsx scripts/e2e-serve.ts --prepare   (only makes the snapshot, in e2e/server-env.ts's environment:
 *                                                       CI does it beside the API suite)
 */
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { e2eServerEnv, e2eSnapshotDir } from '../e2e/server-env.ts'

async function makeSnapshot(snapshot: string): Promise<void> {
  // Imported here: a run whose snapshot is ready loads the server once, in main.ts.
  const { readEnv } = await import('../apps/server/src/env.ts')
  const { prepareDatabase } = await import('../apps/server/src/startup.ts')
  const partial = `${snapshot}.partial-${process.pid}`
  rmSync(partial, { recursive: true, force: true })
  const started = Date.now()
  const database = await prepareDatabase(readEnv({ ...process.env, PODIUM_DATA_DIR: partial, DATABASE_URL: '' }))
  await database.close()
  try {
    renameSync(partial, snapshot)
  } catch (error) {
    // Another server made it at the same time: theirs is the same.
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(snapshot)) throw error
  }
  console.log(`e2e snapshot made in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

const prepareOnly = process.argv.includes('--prepare')
// The port does not reach the snapshot: any valid one.
if (prepareOnly) Object.assign(process.env, e2eServerEnv(3000, ''))
const dataDir = process.env.PODIUM_DATA_DIR
if (!dataDir || process.env.DATABASE_URL)
  throw new Error('scripts/e2e-serve.ts starts a PGlite server: set PODIUM_DATA_DIR')
const snapshot = e2eSnapshotDir(process.env)
const TMP = dirname(snapshot)
mkdirSync(TMP, { recursive: true })
if (!existsSync(snapshot)) {
  await makeSnapshot(snapshot)
  // Older snapshots (another source) only take room; one made in the last hour may be another run's.
  for (const name of readdirSync(TMP)) {
    const old = join(TMP, name)
    if (
      /^e2e-snapshot-[0-9a-f]{16}$/.test(name) &&
      old !== snapshot &&
      statSync(old).mtimeMs < Date.now() - 3_600_000
    ) {
      rmSync(old, { recursive: true, force: true })
    }
  }
}
if (!prepareOnly) {
  rmSync(dataDir, { recursive: true, force: true })
  cpSync(snapshot, dataDir, { recursive: true })
  await import('../apps/server/src/main.ts')
}
