import type { DeviceClass } from '@podium/domain'
import { lt, sql } from 'drizzle-orm'
import type { Clock } from '../../clock.ts'
import type { Db } from '../../db/client.ts'
import { accessLogDaily, accessLogs } from '../../db/schema.ts'

export interface AccessLogEntry {
  at: Date
  method: string
  path: string
  status: number
  durationMs: number
  device: DeviceClass
  userId: number | null
}

const FLUSH_EVERY_MS = 1_000
const PRUNE_EVERY_MS = 60 * 60_000
/** A database outage keeps at most this many rows waiting; older ones are dropped (and the loss logged). */
const MAX_PENDING = 50_000
const DAY_MS = 86_400_000

/**
 * Records requests off the request path: `record` only appends to memory; every second one transaction writes the
 * batch and adds it to the daily roll-ups, so a crash loses at most the last second. Raw rows older than the
 * retention are pruned hourly; roll-ups stay.
 */
export class AccessLogger {
  private pending: AccessLogEntry[] = []
  private flushing: Promise<void> = Promise.resolve()
  private timers: NodeJS.Timeout[] = []

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly options: { retentionDays: number; log?: (line: string) => void },
  ) {}

  record(entry: AccessLogEntry): void {
    this.pending.push(entry)
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

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
    await this.flush()
  }

  /** Writes what is pending (one flush at a time, in order). */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeBatch())
    return this.flushing
  }

  /** Deletes raw rows older than the retention; returns how many went. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.options.retentionDays * DAY_MS)
    const deleted = await this.db.delete(accessLogs).where(lt(accessLogs.at, cutoff)).returning({ id: accessLogs.id })
    return deleted.length
  }

  private async writeBatch(): Promise<void> {
    const batch = this.pending
    if (batch.length === 0) return
    this.pending = []
    try {
      await this.db.transaction(async (tx) => {
        // One statement with seven array parameters, however long the batch: binding thousands of row
        // parameters costs more than the insert itself (and PGlite runs on the event loop).
        await tx.execute(sql`
          insert into access_logs (at, method, path, status, duration_ms, device, user_id)
          select * from unnest(
            ${sql.param(batch.map((e) => e.at.toISOString()))}::timestamptz[], ${sql.param(batch.map((e) => e.method))}::text[],
            ${sql.param(batch.map((e) => e.path))}::text[], ${sql.param(batch.map((e) => e.status))}::smallint[],
            ${sql.param(batch.map((e) => e.durationMs))}::real[], ${sql.param(batch.map((e) => e.device))}::text[],
            ${sql.param(batch.map((e) => e.userId))}::integer[])`)
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
        await tx
          .insert(accessLogDaily)
          .values([...rollups.values()].map((r) => ({ ...r, durationMsSum: r.sum })))
          .onConflictDoUpdate({
            target: [accessLogDaily.day, accessLogDaily.status, accessLogDaily.device],
            set: {
              count: sql`${accessLogDaily.count} + excluded.count`,
              durationMsSum: sql`${accessLogDaily.durationMsSum} + excluded.duration_ms_sum`,
            },
          })
      })
    } catch (error) {
      // Keep the batch for the next flush, bounded so an outage cannot exhaust memory.
      this.pending = [...batch, ...this.pending].slice(-MAX_PENDING)
      throw error
    }
  }
}
