/**
 * Short-link hits counted in memory and written in batches (issue 37, item 9): a write per anonymous hit let a
 * crowd (or one script) keep the database busy. The count is a guide for the organiser, not a ledger: hits not yet
 * written when the process dies are lost, at most one flush interval's worth.
 */
import type { Db } from '../../db/client.ts'
import { addHits } from './route-rules.repo.ts'

export const HIT_FLUSH_MS = 5_000

const pendingByDb = new WeakMap<Db, HitCounter>()

class HitCounter {
  private pending = new Map<number, number>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly db: Db) {}

  count(id: number): void {
    this.pending.set(id, (this.pending.get(id) ?? 0) + 1)
    if (this.timer) return
    this.timer = setTimeout(() => void this.flush(), HIT_FLUSH_MS)
    this.timer.unref()
  }

  pendingFor(id: number): number {
    return this.pending.get(id) ?? 0
  }

  /** Writes what is pending in one transaction; a failed write keeps the hits for the next flush. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.pending
    this.pending = new Map()
    const run = this.flushing.then(async () => {
      if (!batch.size) return
      try {
        await addHits(this.db, batch)
      } catch {
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n)
      }
    })
    this.flushing = run
    return run
  }
}

function counterFor(db: Db): HitCounter {
  let counter = pendingByDb.get(db)
  if (!counter) {
    counter = new HitCounter(db)
    pendingByDb.set(db, counter)
  }
  return counter
}

export const countHit = (db: Db, id: number) => counterFor(db).count(id)
/** Hits counted but not yet written, added to the stored count where the back office lists rules. */
export const pendingHits = (db: Db, id: number) => counterFor(db).pendingFor(id)
export const flushHits = (db: Db) => counterFor(db).flush()
