import { DAY_MS } from '@podium/domain'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { escapeControlCharacters } from '../../http/control-characters.ts'
import { databaseAnswers } from '../health/index.ts'
import { type AccessLogRow, addToDailyCounts, deleteAccessLogsBefore, insertAccessLogs } from './access-log.repo.ts'

const FLUSH_EVERY_MS = 1_000
const PRUNE_EVERY_MS = 60 * 60_000
/** A database outage keeps at most this many rows waiting; older ones are dropped (and the loss logged). */
const MAX_PENDING = 50_000
/** Stored paths are cut here (after escaping): a long hostile path must not make the rows large. */
const MAX_PATH_LENGTH = 500

/**
 * Records requests off the request path: `record` only appends to memory; every second one transaction writes the
 * batch and adds it to the daily roll-ups, so a crash loses at most the last second. Raw rows older than the
 * retention are pruned hourly; roll-ups stay.
 */
export class AccessLogger {
  private pending: AccessLogRow[] = []
  private flushing: Promise<void> = Promise.resolve()
  private timers: NodeJS.Timeout[] = []
  private lastDropLogAt = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: { retentionDays: number; log?: (line: string) => void },
  ) {}

  /** Queues a request; text is made storable here (a control character becomes `%00`-style text). */
  record(entry: AccessLogRow): void {
    this.pending.push({
      ...entry,
      method: escapeControlCharacters(entry.method).slice(0, 16),
      path: escapeControlCharacters(entry.path).slice(0, MAX_PATH_LENGTH),
    })
    if (this.pending.length > MAX_PENDING) this.dropOldest()
  }

  /** Starts the once-a-second flush and the hourly prune. */
  start(): void {
    const every = (ms: number, task: () => Promise<unknown>) => {
      const timer = setInterval(
        () => void task().catch((e: Error) => this.options.log?.(`access log: ${e.message}`)),
        ms,
      )
      timer.unref()
      this.timers.push(timer)
    }
    every(FLUSH_EVERY_MS, () => this.flush())
    every(PRUNE_EVERY_MS, () => this.prune())
  }

  /** Stops the timers and writes what is pending; rejects only when the database cannot take it. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
    await this.flush()
  }

  /** Writes what is pending (one flush at a time, in order). A failed flush fails alone, never the later ones. */
  flush(): Promise<void> {
    const run = this.flushing.then(() => this.writeBatch())
    this.flushing = run.catch(() => {})
    return run
  }

  /** Rows waiting for the next flush (tests, shutdown logs). */
  get pendingCount(): number {
    return this.pending.length
  }

  /** Deletes raw rows older than the retention; returns how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.options.retentionDays * DAY_MS)
    return deleteAccessLogsBefore(this.db, cutoff)
  }

  /**
   * Writes the pending batch. When it fails and the database still answers, the batch itself holds something the
   * database refuses: it is written in halves, down to single rows, and only the rows refused alone are dropped (and
   * logged). When the database does not answer (an outage), the rows wait for the next flush, at most MAX_PENDING.
   */
  private async writeBatch(): Promise<void> {
    const batch = this.pending
    if (batch.length === 0) return
    this.pending = []
    const queue: AccessLogRow[][] = [batch]
    while (queue.length > 0) {
      const chunk = queue.shift() as AccessLogRow[]
      try {
        await this.insert(chunk)
      } catch (error) {
        if (!(await this.databaseAnswers())) {
          this.requeue([...chunk, ...queue.flat()])
          throw error
        }
        if (chunk.length > 1) {
          const middle = Math.ceil(chunk.length / 2)
          queue.unshift(chunk.slice(0, middle), chunk.slice(middle))
        } else {
          const row = chunk[0] as AccessLogRow
          this.options.log?.(
            `access log: dropped a row the database refused (${row.method} ${row.path}): ${describeError(error)}`,
          )
        }
      }
    }
  }

  private databaseAnswers(): Promise<boolean> {
    return databaseAnswers(this.db)
  }

  /** Puts unwritten rows back before the ones recorded since, bounded so an outage cannot exhaust memory. */
  private requeue(rows: AccessLogRow[]): void {
    this.pending = [...rows, ...this.pending]
    if (this.pending.length > MAX_PENDING) this.dropOldest()
  }

  private dropOldest(): void {
    const dropped = this.pending.length - MAX_PENDING
    this.pending = this.pending.slice(dropped)
    const now = this.clock.now().getTime()
    // One line a minute at most: an outage would otherwise log on every request.
    if (now - this.lastDropLogAt >= 60_000) {
      this.lastDropLogAt = now
      this.options.log?.(`access log: the database is not taking rows; dropped the oldest (${MAX_PENDING} kept)`)
    }
  }

  /** One transaction: the rows and their addition to the daily roll-ups. */
  private async insert(batch: AccessLogRow[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await insertAccessLogs(tx, batch)
      // One formatter for the batch: building an Intl.DateTimeFormat per row cost ~50 µs, most of a flush.
      const days = new Intl.DateTimeFormat('en-CA', {
        timeZone: this.clock.timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
      const rollups = new Map<string, { day: string; status: number; device: string; count: number; sum: number }>()
      for (const e of batch) {
        const day = days.format(e.at) // en-CA: YYYY-MM-DD
        const key = `${day}|${e.status}|${e.device}`
        const row = rollups.get(key) ?? { day, status: e.status, device: e.device, count: 0, sum: 0 }
        row.count += 1
        row.sum += e.durationMs
        rollups.set(key, row)
      }
      await addToDailyCounts(
        tx,
        [...rollups.values()].map((r) => ({ ...r, durationMsSum: r.sum })),
      )
    })
  }
}

/** A failed query's own words: drizzle wraps the database's error, whose message says why, in `cause`. */
function describeError(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause
  const own = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
  return cause instanceof Error ? `${cause.message} (${own})` : own
}
