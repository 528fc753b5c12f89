/**
 * The ODF folder feed (`PODIUM_ODF_DIR`): `*.xml` files are applied in name order; each then moves to `processed/`
 * (applied, ignored as older, or a DT_MEDALS checked) or `failed/` (with a `.error.txt` beside it), so a file is
 * read once. A file may still be being written when a check sees it (decision 073): it is applied at once only if
 * it reads as a whole message; otherwise it waits until its size and modification time have stayed the same across
 * two checks, and only then is a file that still does not read failed for good.
 */
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '../../db/client.ts'
import { readGames } from '../reference/index.ts'
import type { OdfOutcome } from './odf.apply.ts'
import type { OdfMessage } from './odf.parse.ts'
import { parseOdfOffThread } from './odf.parse-off-thread.ts'
import { receiveOdf } from './odf-log.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })
const QUIET = { warn: () => {} }

export interface FolderRun {
  file: string
  outcome?: OdfOutcome
  error?: string
  /** Not a whole message yet and still changing: looked at again at the next check. */
  waiting?: true
}

/** What each waiting file looked like at the previous check, by name (kept by the watcher between checks). */
export type FolderSeen = Map<string, { size: number; mtimeMs: number }>

/** A file's text and message when it reads as a whole message, else undefined. */
async function wholeMessage(bytes: Uint8Array): Promise<{ xml: string; message: OdfMessage } | undefined> {
  try {
    const xml = utf8.decode(bytes)
    return { xml, message: await parseOdfOffThread(xml) }
  } catch {
    return undefined
  }
}

/** Processes every waiting file once, in name order; `seen` carries the sizes of files still being written. */
export async function processOdfFolder(db: Db, dir: string, seen: FolderSeen = new Map()): Promise<FolderRun[]> {
  const files = (await readdir(dir, { withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.xml'))
    .map((e) => e.name)
    .sort()
  for (const name of [...seen.keys()]) if (!files.includes(name)) seen.delete(name)
  if (!files.length) return []
  await mkdir(join(dir, 'processed'), { recursive: true })
  await mkdir(join(dir, 'failed'), { recursive: true })
  const timeZone = (await readGames(db))?.timeZone ?? 'UTC'
  const runs: FolderRun[] = []
  for (const file of files) {
    const path = join(dir, file)
    let bytes: Uint8Array
    let mtimeMs: number
    try {
      mtimeMs = (await stat(path)).mtimeMs
      bytes = await readFile(path)
    } catch {
      continue // moved or removed meanwhile
    }
    const before = seen.get(file)
    const settled = before !== undefined && before.size === bytes.length && before.mtimeMs === mtimeMs
    const whole = await wholeMessage(bytes)
    if (!whole && !settled) {
      seen.set(file, { size: bytes.length, mtimeMs })
      runs.push({ file, waiting: true })
      continue
    }
    seen.delete(file)
    let failure: string | undefined
    let outcome: OdfOutcome | undefined
    let xml: string | undefined
    try {
      // Strict UTF-8, as the API reads a message: a broken byte fails the file rather than becoming U+FFFD.
      xml = whole?.xml ?? utf8.decode(bytes)
    } catch {
      failure = 'The file is not UTF-8 text.'
    }
    if (xml !== undefined) {
      // The watcher reports a DT_MEDALS difference itself, with the file's name (watchOdfFolder).
      const received = await receiveOdf(
        db,
        xml,
        { kind: 'folder', file },
        timeZone,
        whole ? { log: QUIET, parsed: whole.message } : { log: QUIET },
      )
      if ('error' in received) {
        failure = received.error instanceof Error ? received.error.message : String(received.error)
      } else outcome = received.outcome
    }
    if (outcome) {
      await rename(path, join(dir, 'processed', file))
      runs.push({ file, outcome })
    } else {
      const message = failure ?? 'refused'
      await rename(path, join(dir, 'failed', file))
      await writeFile(join(dir, 'failed', `${file}.error.txt`), `${message}\n`)
      runs.push({ file, error: message })
    }
  }
  return runs
}

/** Polls the folder every `intervalMs` (one run at a time); returns a stop function. */
export function watchOdfFolder(db: Db, dir: string, intervalMs = 2000, log = console): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const seen: FolderSeen = new Map()
  const tick = () => {
    running = running
      .then(() => processOdfFolder(db, dir, seen))
      .then((runs) => {
        for (const r of runs) {
          const mismatches = r.outcome?.mismatches
          if (r.waiting) log.info(`ODF ${r.file}: not a whole message yet (still being written?); checked again`)
          else if (r.error) log.error(`ODF ${r.file}: ${r.error}`)
          else if (mismatches?.length) {
            const orgs = mismatches.map((m) => m.organisation).join(', ')
            log.error(`ODF ${r.file}: medal standings differ from Podium's medal table for ${orgs}`)
          } else if (mismatches) log.info(`ODF ${r.file}: medal standings match the medal table`)
          else if (r.outcome?.differences?.length) {
            log.error(`ODF ${r.file}: differs from Podium's structure in ${r.outcome.differences.length} place(s)`)
          } else if (r.outcome?.differences) log.info(`ODF ${r.file}: agrees with Podium's structure`)
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
