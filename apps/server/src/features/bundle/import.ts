/**
 * `importBundle(db, source, { onProgress })`: reads a CSV bundle (docs/import-format.md) from a folder, a zip or
 * memory, validates every row, and applies it in ONE transaction: all or nothing, idempotent (codes and ids are
 * keys; a re-import writes nothing). When anything changed, the transaction also writes an audit row and a `reset`
 * live event, so every instance drops its read models and every open screen refetches
 * (docs/decisions/017-csv-bundle-import.md). Reading and checking run in a worker thread within BUNDLE_LIMITS, and
 * the import retires the demo accounts (docs/decisions/025-bundle-limits-and-languages.md). Over the demo games an
 * import either replaces them whole (`replaceDemo`) or is refused before reading (docs/decisions/067-…).
 */
import { basename } from 'node:path'
import {
  BUNDLE_FILES,
  BUNDLE_FORMATS_FILE,
  BUNDLE_LIMITS,
  type BundleFileCount,
  type BundleImportResult,
  type DemoReplacement,
  zonedDate,
} from '@podium/domain'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { DEMO_ACCOUNTS, hashPassword, randomPassword } from '../accounts/index.ts'
import { insertAudit } from '../audit/index.ts'
import { countUnits, gamesExist, insertGames, updateGamesDays } from './bundle.repo.ts'
import { applyBundle } from './bundle-apply.ts'
import { applyContent } from './bundle-content-apply.ts'
import { BundleError, problem } from './bundle-error.ts'
import { selectGamesTimeZone } from './bundle-export.repo.ts'
import { applyFormats } from './bundle-formats.ts'
import { BUNDLE_NAME, readBundleInWorker } from './bundle-reader.ts'
import type { BundleRows } from './bundle-rows.ts'
import type { BundleSource } from './bundle-source.ts'
import {
  demoReplacement,
  emptyTheGames,
  isAccountIn,
  isDemoGames,
  lockDemoGames,
  setPasswordHash,
} from './demo-replace.repo.ts'

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
  /**
   * Over the demo games: replace them whole (every demo row, account, setting and content goes; decision 067). Without
   * it an import over the demo is refused with DemoReplaceRequired before the bundle is read.
   */
  replaceDemo?: boolean
}

/** 409 `demo_replace_required`: the games are the demo, and the import did not say it replaces them. */
export class DemoReplaceRequired extends HttpError {
  constructor(readonly replaces: DemoReplacement) {
    super(
      409,
      'demo_replace_required',
      `These are the demo games (${replaces.games}): importing replaces them whole — ${replaces.delegations} ` +
        `delegations, ${replaces.athletes} athletes, ${replaces.units} schedule items, ${replaces.content} content ` +
        `items and ${replaces.accounts} accounts. Confirm with replaceDemo=true (npm run import: --replace-demo).`,
      undefined,
      { replaces },
    )
  }
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

/**
 * Creates the games row when there is none (an import into an empty database, or one that replaced the demo). An
 * existing one is kept, except that games without a single schedule item yet (a clean start, decision 067) take
 * their time zone and days from this first bundle that brings some.
 */
async function ensureGames(
  tx: Tx,
  rows: BundleRows,
  firstStart: string | undefined,
  source: BundleSource,
  options: ImportOptions,
) {
  const existing = await gamesExist(tx)
  const timeZone = options.games?.timeZone ?? timeZoneFromOffset(firstStart)
  const days = rows['units.csv'].map((u) => zonedDate(u.row.start, timeZone)).sort()
  const today = zonedDate(new Date(), timeZone)
  if (existing) {
    if ((await countUnits(tx)) > 0 || days.length === 0) return false
    await updateGamesDays(tx, { timeZone, startsOn: days[0] ?? today, endsOn: days.at(-1) ?? today })
    return true
  }
  const name = options.games?.name ?? (typeof source === 'string' ? basename(source) : 'Podium')
  await insertGames(tx, {
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
  const keepUserId = options.actor?.userId ?? null
  // Before reading anything: an import over the demo that did not say it replaces it is refused at once.
  const overDemo = await isDemoGames(db)
  if (overDemo && !options.replaceDemo) throw new DemoReplaceRequired(await demoReplacement(db, keepUserId))
  // The importing admin stays; a demo admin's public password does not (scrypt is slow: hashed before the writes).
  const demoImporter =
    overDemo &&
    keepUserId !== null &&
    (await isAccountIn(
      db,
      keepUserId,
      DEMO_ACCOUNTS.map((a) => a.username),
      DEMO_ACCOUNTS.map((a) => a.email),
    ))
  const importerPassword = demoImporter ? randomPassword() : undefined
  const importerHash = importerPassword ? await hashPassword(importerPassword) : undefined
  const report = options.onProgress ?? (() => {})
  const limits = { ...BUNDLE_LIMITS, ...options.limits }
  const deadline = Date.now() + limits.seconds * 1000
  const tooSlow = () => new BundleError([problem({ file: BUNDLE_NAME }, 'tooSlow')])

  const { rows, present, firstStart, rankingProblems, content, formats } = await readBundleInWorker(
    source,
    limits,
    deadline - Date.now(),
    report,
  )
  const total = BUNDLE_FILES.reduce((n, f) => n + rows[f].length, 0)
  report({ stage: 'check', done: total, total })

  let written = 0
  const outcome = await db.transaction(async (tx) => {
    // Demo and real data never mix: the demo goes whole, in this transaction (a refused import leaves it intact).
    const replaced = options.replaceDemo === true && (await lockDemoGames(tx)) !== null
    if (replaced) {
      await emptyTheGames(tx, keepUserId)
      if (keepUserId !== null && importerHash) await setPasswordHash(tx, keepUserId, importerHash)
    }
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
    const timeZone = await selectGamesTimeZone(tx)
    const appliedContent = content
      ? await applyContent(tx, content, timeZone ?? 'UTC', new Date())
      : { counts: {}, changed: false }
    // Structures last: their units and competitors may be the bundle's own (decision 078).
    const appliedFormats = formats ? await applyFormats(tx, formats) : undefined
    const formatCounts: Record<string, BundleFileCount> = appliedFormats
      ? {
          [BUNDLE_FORMATS_FILE]: {
            rows: appliedFormats.rows,
            inserted: appliedFormats.inserted,
            updated: appliedFormats.updated,
          },
        }
      : {}
    const changed = applied.changed || appliedContent.changed || appliedFormats?.changed || createdGames || replaced
    if (changed) {
      const actor = options.actor ?? IMPORT_ACTOR
      await insertAudit(
        tx,
        actor,
        'bundle',
        'bundle.import',
        typeof source === 'string' ? basename(source) : 'upload',
        null,
        { ...applied.counts, ...appliedContent.counts, ...formatCounts },
      )
      // One event for the whole import: every instance drops every read model, every screen refetches.
      await publishLiveEvent(tx, 'reset', { source: 'bundle-import' })
    }
    if (Date.now() > deadline) throw tooSlow()
    return {
      files: { ...applied.counts, ...appliedContent.counts, ...formatCounts },
      unchanged: !changed,
      // Imported games are real games: never beside the demo accounts and their public password (decision 025).
      demoAccountsRetired: replaced,
      demoReplaced: replaced,
      ...(replaced && importerPassword ? { importerPassword } : {}),
    }
  })
  report({ stage: 'write', done: total, total })
  return outcome
}
