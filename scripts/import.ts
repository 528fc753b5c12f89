/**
 * npm run import -- <folder or .zip> [--name "My Games"] [--time-zone America/Sao_Paulo] [--replace-demo]
 *
 * Imports a CSV bundle (docs/import-format.md) into the database the server uses (PODIUM_DATA_DIR or
 * DATABASE_URL), all or nothing. With the embedded database (PGlite, one connection) stop the server first.
 * --name and --time-zone are used only when the database holds no games yet. Over the demo games the import is
 * refused unless --replace-demo says it replaces them whole (decision 067). Exit codes: 0 imported (or nothing
 * to change), 1 the bundle was refused (the first problem and its file, line and column are printed), 2 bad usage.
 */
import { readFileSync, statSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { isValidTimeZone } from '@podium/domain'
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.ts'
import { readEnv } from '../apps/server/src/env.ts'
import {
  BundleError,
  DemoReplaceRequired,
  type ImportProgress,
  importBundle,
} from '../apps/server/src/features/bundle/import.ts'

const USAGE =
  'Usage: npm run import -- <bundle folder or .zip> [--name "Games name"] [--time-zone Area/City] [--replace-demo]'
const STAGES: Record<ImportProgress['stage'], string> = { read: 'Reading', check: 'Checking', write: 'Writing' }

/** A single-line bar redrawn with \r on a terminal; plain lines (one per stage) when the output is a file or pipe. */
function progressPrinter(tty: boolean) {
  let stage: ImportProgress['stage'] | undefined
  let lastDrawn = 0
  return {
    update(p: ImportProgress) {
      if (!tty) {
        if (p.stage !== stage) console.log(`${STAGES[p.stage]}…`)
        stage = p.stage
        return
      }
      const now = Date.now()
      if (p.stage === stage && now - lastDrawn < 100 && p.done < p.total) return
      lastDrawn = now
      if (stage && p.stage !== stage) process.stdout.write('\n')
      stage = p.stage
      const width = 30
      const ratio = p.total ? Math.min(1, p.done / p.total) : 1
      const filled = Math.round(ratio * width)
      const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
      process.stdout.write(
        `\r${STAGES[p.stage].padEnd(8)} ${bar} ${String(Math.round(ratio * 100)).padStart(3)}% ${p.done}/${p.total}`,
      )
    },
    end() {
      if (tty && stage) process.stdout.write('\n')
    },
  }
}

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>
  const parse = () =>
    parseArgs({
      allowPositionals: true,
      options: { name: { type: 'string' }, 'time-zone': { type: 'string' }, 'replace-demo': { type: 'boolean' } },
    })
  try {
    parsed = parse()
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return 2
  }
  const [path] = parsed.positionals
  const timeZone = parsed.values['time-zone']
  if (!path || parsed.positionals.length > 1) {
    console.error(USAGE)
    return 2
  }
  if (timeZone && !isValidTimeZone(timeZone)) {
    console.error(`Unknown time zone: ${timeZone}\n${USAGE}`)
    return 2
  }
  let source: string | Uint8Array
  try {
    source = statSync(path).isDirectory() ? path : new Uint8Array(readFileSync(path))
  } catch {
    console.error(`No such folder or file: ${path}\n${USAGE}`)
    return 2
  }

  const env = readEnv()
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.PODIUM_DATA_DIR })
  const progress = progressPrinter(Boolean(process.stdout.isTTY))
  try {
    await migrateDatabase(database)
    const started = Date.now()
    const result = await importBundle(database.db, source, {
      onProgress: (p) => progress.update(p),
      games: { ...(parsed.values.name ? { name: parsed.values.name } : {}), ...(timeZone ? { timeZone } : {}) },
      replaceDemo: parsed.values['replace-demo'] === true,
    })
    progress.end()
    for (const [file, c] of Object.entries(result.files)) {
      console.log(`${file.padEnd(18)} ${String(c.rows).padStart(7)} rows, ${c.inserted} new, ${c.updated} changed`)
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    console.log(
      result.unchanged
        ? `Nothing to change: the database already holds this bundle (${seconds} s).`
        : `Imported in ${seconds} s.`,
    )
    return 0
  } catch (error) {
    progress.end()
    if (error instanceof DemoReplaceRequired) {
      console.error(`Import refused, nothing was written.\n${error.message}`)
      return 1
    }
    if (!(error instanceof BundleError)) throw error
    console.error(`Import refused, nothing was written.\n${error.message}`)
    const more = error.problems.slice(1, 10)
    for (const p of more)
      console.error(
        `  also: ${p.file}${p.line ? ` line ${p.line}` : ''}${p.column ? `, column ${p.column}` : ''}: ${p.problem}`,
      )
    if (error.problems.length > 10) console.error(`  … and ${error.problems.length - 10} more`)
    return 1
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('The import failed:', error)
    process.exit(1)
  },
)
