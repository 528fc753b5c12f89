/**
 * `importBundle(db, source, { onProgress })`: reads a CSV bundle (shared/IMPORT-FORMAT.md) from a folder, a zip or
 * memory, validates every row, and applies it in ONE transaction: all or nothing, idempotent (codes and ids are
 * keys; a re-import writes nothing). When anything changed, the transaction also writes an audit row and a `reset`
 * live event, so every instance drops its read models and every open screen refetches
 * (docs/decisions/017-csv-bundle-import.md).
 */
import { basename } from 'node:path'
import {
  BUNDLE_FILES,
  type BundleFile,
  type BundleImportResult,
  REQUIRED_BUNDLE_FILES,
  zonedDate,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { auditLog, games } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { applyBundle } from './bundle-apply.ts'
import { parseBundleCsv } from './bundle-csv.ts'
import { BundleError, type BundleProblem, problem } from './bundle-error.ts'
import { type BundleRows, checkRows } from './bundle-rows.ts'
import { type BundleSource, readBundleSource } from './bundle-source.ts'

export { BundleError } from './bundle-error.ts'
export type { BundleSource } from './bundle-source.ts'

export interface ImportProgress {
  /** read: parsing files; check: validating rows; write: writing rows. */
  stage: 'read' | 'check' | 'write'
  /** Rows done in this stage, of `total`. */
  done: number
  total: number
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void
  /** Who imports, for the audit log (default: the system actor `bundle-import`). */
  actor?: Actor
  /** Used only when the database holds no games yet: their name and IANA time zone. */
  games?: { name?: string; timeZone?: string }
}

export const IMPORT_ACTOR: Actor = { kind: 'system', userId: null, userType: 'system', label: 'bundle-import' }

/**
 * A fixed-offset IANA zone for the first unit's offset (`-03:00` → `Etc/GMT+3`; the Etc signs are inverted), UTC
 * when the offset is not whole hours. Only for games created by the import; `options.games.timeZone` wins.
 */
export function timeZoneFromOffset(dateTime: string | undefined): string {
  const [, sign, hours, minutes] = (dateTime && /([+-])(\d{2}):(\d{2})$/.exec(dateTime)) || []
  if (!sign || minutes !== '00' || Number(hours) === 0) return 'UTC'
  return `Etc/GMT${sign === '-' ? '+' : '-'}${Number(hours)}`
}

/** Creates the games row when there is none (an import into an empty database); an existing one is kept. */
async function ensureGames(
  tx: Tx,
  rows: BundleRows,
  firstStart: string | undefined,
  source: BundleSource,
  options: ImportOptions,
) {
  const [existing] = await tx.select({ id: games.id }).from(games).limit(1)
  if (existing) return false
  const timeZone = options.games?.timeZone ?? timeZoneFromOffset(firstStart)
  const days = rows['units.csv'].map((u) => zonedDate(u.row.start, timeZone)).sort()
  const today = zonedDate(new Date(), timeZone)
  const name = options.games?.name ?? (typeof source === 'string' ? basename(source) : 'Podium')
  await tx.insert(games).values({
    names: { pt: name, en: name, es: name, az: name },
    hostCity: '',
    timeZone,
    startsOn: days[0] ?? today,
    endsOn: days.at(-1) ?? today,
    demoSeed: null,
  })
  return true
}

export async function importBundle(
  db: Db,
  source: BundleSource,
  options: ImportOptions = {},
): Promise<BundleImportResult> {
  const report = options.onProgress ?? (() => {})
  const files = readBundleSource(source)
  const missing = REQUIRED_BUNDLE_FILES.filter((f) => !files.has(f))
  if (missing.length) throw new BundleError(missing.map((file) => problem({ file }, 'missingFile')))

  const present = new Set<BundleFile>(files.keys())
  const tables = BUNDLE_FILES.filter((f) => files.has(f)).map((f, i) => {
    report({ stage: 'read', done: i, total: files.size })
    return parseBundleCsv(f, files.get(f) as Uint8Array)
  })
  const total = tables.reduce((n, t) => n + t.rows.length, 0)

  // Every row of every file is checked before anything is written; the first file with problems stops the import.
  const problems: BundleProblem[] = []
  const rows = Object.fromEntries(BUNDLE_FILES.map((f) => [f, []])) as unknown as BundleRows
  let done = 0
  const tick = () => {
    done++
    if (done % 500 === 0 || done === total) report({ stage: 'check', done, total })
  }
  for (const table of tables) {
    ;(rows as unknown as Record<BundleFile, unknown>)[table.file] = checkRows(table, problems, tick)
  }
  if (problems.length) throw new BundleError(problems)
  report({ stage: 'check', done: total, total })

  const firstStart = tables.find((t) => t.file === 'units.csv')?.rows[0]?.cells.start
  let written = 0
  const outcome = await db.transaction(async (tx) => {
    const createdGames = await ensureGames(tx, rows, firstStart, source, options)
    const applied = await applyBundle(tx, rows, present, (n) => {
      written = Math.min(total, written + n)
      report({ stage: 'write', done: written, total })
    })
    const changed = applied.changed || createdGames
    if (changed) {
      const actor = options.actor ?? IMPORT_ACTOR
      await tx.insert(auditLog).values({
        userId: actor.userId,
        actor: actor.label,
        action: 'bundle.import',
        entity: 'bundle',
        entityId: typeof source === 'string' ? basename(source) : 'upload',
        before: null,
        after: applied.counts,
      })
      // One event for the whole import: every instance drops every read model, every screen refetches.
      await publishLiveEvent(tx, 'reset', { source: 'bundle-import' })
    }
    return { files: applied.counts, unchanged: !changed }
  })
  report({ stage: 'write', done: total, total })
  return outcome
}
