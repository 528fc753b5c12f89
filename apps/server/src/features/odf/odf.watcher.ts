/**
 * The ODF folder feed (`PODIUM_ODF_DIR`): `*.xml` files are applied in name order; each then moves to `processed/`
 * (applied, ignored as older, or a DT_MEDALS checked) or `failed/` (with a `.error.txt` beside it), so a file is
 * read once.
 */
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/client.ts'
import { readGames } from '../reference/reference.repo.ts'
import { applyOdf, ODF_ACTOR, type OdfOutcome } from './odf.apply.ts'
import { parseOdfOffThread } from './odf.parse-off-thread.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })
const QUIET = { warn: () => {} }

export interface FolderRun {
  file: string
  outcome?: OdfOutcome
  error?: string
}

/** Processes every waiting file once, in name order. */
export async function processOdfFolder(db: Db, dir: string): Promise<FolderRun[]> {
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.xml'))
    .map((e) => e.name)
    .sort()
  if (!files.length) return []
  await mkdir(join(dir, 'processed'), { recursive: true })
  await mkdir(join(dir, 'failed'), { recursive: true })
  const timeZone = (await readGames(db))?.timeZone ?? 'UTC'
  const runs: FolderRun[] = []
  for (const file of files) {
    try {
      // Strict UTF-8, as the API reads a message: a broken byte fails the file rather than becoming U+FFFD.
      // The watcher reports a DT_MEDALS difference itself, with the file's name (watchOdfFolder).
      const message = await parseOdfOffThread(utf8.decode(await readFile(join(dir, file))))
      const outcome = await applyOdf(db, message, timeZone, ODF_ACTOR, QUIET)
      await rename(join(dir, file), join(dir, 'processed', file))
      runs.push({ file, outcome })
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      await rename(join(dir, file), join(dir, 'failed', file))
      await writeFile(join(dir, 'failed', `${file}.error.txt`), `${message}\n`)
      runs.push({ file, error: message })
    }
  }
  return runs
}

/** Polls the folder every `intervalMs` (one run at a time); returns a stop function. */
export function watchOdfFolder(db: Db, dir: string, intervalMs = 2000, log = console): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const tick = () => {
    running = running
      .then(() => processOdfFolder(db, dir))
      .then((runs) => {
        for (const r of runs) {
          const mismatches = r.outcome?.mismatches
          if (r.error) log.error(`ODF ${r.file}: ${r.error}`)
          else if (mismatches?.length) {
            const orgs = mismatches.map((m) => m.organisation).join(', ')
            log.error(`ODF ${r.file}: medal standings differ from Podium's medal table for ${orgs}`)
          } else if (mismatches) log.info(`ODF ${r.file}: medal standings match the medal table`)
          else if (r.outcome?.test) log.info(`ODF ${r.file}: test message (FeedFlag T) checked, not applied`)
          else if (r.outcome?.note) log.info(`ODF ${r.file}: ${r.outcome.note}`)
          else log.info(`ODF ${r.file}: ${r.outcome?.applied ? 'applied' : 'ignored (older version)'}`)
        }
      })
      .catch((error) => log.error('ODF folder:', error))
  }
  tick()
  const timer = setInterval(tick, intervalMs)
  return async () => {
    clearInterval(timer)
    await running
  }
}
