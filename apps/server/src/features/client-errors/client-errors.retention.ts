import { DAY_MS } from '@podium/domain'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { deleteClientErrorsBeyond } from './client-errors.repo.ts'

export interface ClientErrorRetention {
  /** Reports older than this many days go (PODIUM_CLIENT_ERROR_RETENTION_DAYS). */
  retentionDays: number
  /** The table keeps at most this many reports, the newest (PODIUM_CLIENT_ERROR_MAX_ROWS). */
  maxRows: number
}

/**
 * Often enough that the row ceiling holds closely: between two runs the global rate limit lets at most a few
 * hundred reports in (http/public-write-limits.ts). The delete is cheap: the table is bounded and small.
 */
const PRUNE_EVERY_MS = 60_000

/**
 * Deletes reports older than the retention and, past the ceiling, the oldest ones (by id: arrival order, which a
 * client's timestamp cannot fake). Returns how many went.
 */
export async function pruneClientErrors(db: Db, now: Date, retention: ClientErrorRetention): Promise<number> {
  const cutoff = new Date(now.getTime() - retention.retentionDays * DAY_MS)
  return deleteClientErrorsBeyond(db, cutoff, retention.maxRows)
}

/** Prunes once a minute (and once at start); returns the function that stops it (waiting for a run under way). */
export function startClientErrorPruning(
  db: Db,
  clock: Clock,
  retention: ClientErrorRetention,
  log: (line: string) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve()
  const run = () => {
    running = running
      .then(() => pruneClientErrors(db, clock.now(), retention))
      .then(
        () => {},
        (e: Error) => log(`client errors: ${e.message}`),
      )
  }
  run()
  const timer = setInterval(run, PRUNE_EVERY_MS)
  timer.unref()
  return () => {
    clearInterval(timer)
    return running
  }
}
