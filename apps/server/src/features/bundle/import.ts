/**
 * `importBundle(db, source, { onProgress })`: reads a CSV bundle (docs/import-format.md) from a folder, a zip or
 * memory, validates every row, and applies it in ONE transaction: all or nothing, idempotent (codes and ids are
 * keys; a re-import writes nothing). When anything changed, the transaction also writes an audit row and a `reset`
 * live event, so every instance drops its read models and every open screen refetches
 * (docs/decisions/017-csv-bundle-import.md). Reading and checking run in a worker thread within BUNDLE_LIMITS, and
 * the import retires the demo accounts (docs/decisions/025-bundle-limits-and-languages.md).
 */
import { basename } from 'node:path'
import { BUNDLE_FILES, BUNDLE_LIMITS, type BundleImportResult, zonedDate } from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import { games } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { retireDemo } from '../accounts/demo-accounts.ts'
import { insertAudit } from '../audit/audit.repo.ts'
import { applyBundle } from './bundle-apply.ts'
import { applyContent } from './bundle-content-apply.ts'
import { BundleError, problem } from './bundle-error.ts'
import { BUNDLE_NAME, readBundleInWorker } from './bundle-reader.ts'
import type { BundleRows } from './bundle-rows.ts'
import type { BundleSource } from './bundle-source.ts'

export { BundleError } from './bundle-error.ts'
export type { BundleSource } from './bundle-source.ts'

export type ImportLimits = { -readonly [K in keyof typeof BUNDLE_LIMITS]: number }

export interface ImportProgress {
  /** read: parsing files; check: validating rows; write: writing rows. */
  stage: 'read' | 'check' | 'write'
  /** Rows done in this stage, of `total`. */
  done: number
  total: number
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void
  /** Tighter limits than BUNDLE_LIMITS (tests). */
  limits?: Partial<ImportLimits>
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

/** One import at a time per server: each holds a worker and a bundle's rows, and PGlite has one connection anyway. */
let queue: Promise<unknown> = Promise.resolve()

export function importBundle(db: Db, source: BundleSource, options: ImportOptions = {}): Promise<BundleImportResult> {
  const run = queue.then(() => importNow(db, source, options))
  queue = run.catch(() => {})
  return run
}

async function importNow(db: Db, source: BundleSource, options: ImportOptions): Promise<BundleImportResult> {
  const report = options.onProgress ?? (() => {})
  const limits = { ...BUNDLE_LIMITS, ...options.limits }
  const deadline = Date.now() + limits.seconds * 1000
  const tooSlow = () => new BundleError([problem({ file: BUNDLE_NAME }, 'tooSlow')])

  const { rows, present, firstStart, rankingProblems, content } = await readBundleInWorker(
    source,
    limits,
    deadline - Date.now(),
    report,
  )
  const total = BUNDLE_FILES.reduce((n, f) => n + rows[f].length, 0)
  report({ stage: 'check', done: total, total })

  let written = 0
  const outcome = await db.transaction(async (tx) => {
    const createdGames = await ensureGames(tx, rows, firstStart, source, options)
    const applied = await applyBundle(
      tx,
      rows,
      new Set(present),
      (n) => {
        // Past the deadline the transaction rolls back: all or nothing holds for time too.
        if (Date.now() > deadline) throw tooSlow()
        written = Math.min(total, written + n)
        report({ stage: 'write', done: written, total })
      },
      rankingProblems,
    )
    const [game] = await tx.select({ timeZone: games.timeZone }).from(games).limit(1)
    const appliedContent = content
      ? await applyContent(tx, content, game?.timeZone ?? 'UTC', new Date())
      : { counts: {}, changed: false }
    // Imported games are real games: never beside the demo accounts and their public password.
    const retired = await retireDemo(tx)
    const changed = applied.changed || appliedContent.changed || createdGames || retired
    if (changed) {
      const actor = options.actor ?? IMPORT_ACTOR
      await insertAudit(
        tx,
        actor,
        'bundle',
        'bundle.import',
        typeof source === 'string' ? basename(source) : 'upload',
        null,
        { ...applied.counts, ...appliedContent.counts },
      )
      // One event for the whole import: every instance drops every read model, every screen refetches.
      await publishLiveEvent(tx, 'reset', { source: 'bundle-import' })
    }
    if (Date.now() > deadline) throw tooSlow()
    return {
      files: { ...applied.counts, ...appliedContent.counts },
      unchanged: !changed,
      demoAccountsRetired: retired,
    }
  })
  report({ stage: 'write', done: total, total })
  return outcome
}
