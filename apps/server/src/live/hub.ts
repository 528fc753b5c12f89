import { asc, desc, gt } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { liveEvents } from '../db/schema.ts'
import { LIVE_CHANNEL, type LiveEvent, type LiveEventKind, type LiveEventPayload } from './journal.ts'

/** A connected SSE client: the hub hands it ready-made frames. */
export interface LiveClient {
  send(frame: Uint8Array): void
}

const encoder = new TextEncoder()

/** How far back a reconnecting client may resume; older gaps get a `reset` (refetch everything). */
const MAX_REPLAY = 1_000
const HEARTBEAT_MS = 15_000

export function sseFrame(event: LiveEvent): Uint8Array {
  return encoder.encode(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`)
}

const HEARTBEAT_FRAME = encoder.encode(': heartbeat\n\n')
const RESET_FRAME = encoder.encode('event: reset\ndata: {}\n\n')

type Row = typeof liveEvents.$inferSelect
const toEvent = (row: Row): LiveEvent => ({
  id: row.id,
  at: row.at.toISOString(),
  kind: row.kind as LiveEventKind,
  payload: row.payload as LiveEventPayload,
})

/**
 * One per server instance: LISTENs for journal ids, reads the new rows once, and writes each frame, serialized
 * once, to every connected client. Listeners (read-model invalidation) run before the fan-out, so a client that
 * refetches on an event gets fresh data.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>()
  private readonly listeners = new Set<(event: LiveEvent) => void>()
  private lastId = 0
  private reading: Promise<void> | null = null
  private readAgain = false
  private unlisten: (() => Promise<void>) | null = null
  private heartbeat: NodeJS.Timeout | null = null

  constructor(
    private readonly database: Database,
    private readonly heartbeatMs = HEARTBEAT_MS,
  ) {}

  async start(): Promise<void> {
    const [latest] = await this.database.db
      .select({ id: liveEvents.id })
      .from(liveEvents)
      .orderBy(desc(liveEvents.id))
      .limit(1)
    this.lastId = latest?.id ?? 0
    this.unlisten = await this.database.listen(LIVE_CHANNEL, () => this.catchUp())
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT_FRAME), this.heartbeatMs)
    this.heartbeat.unref()
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat)
    await this.unlisten?.()
    this.unlisten = null
    await this.reading
  }

  get clientCount(): number {
    return this.clients.size
  }

  get latestId(): number {
    return this.lastId
  }

  /** Called for every event this instance learns of, before clients get it. */
  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Adds a client; replays what it missed since `lastEventId` (or tells it to reset when too much was missed). */
  async connect(client: LiveClient, lastEventId?: number): Promise<() => void> {
    if (lastEventId !== undefined && lastEventId < this.lastId) {
      const missed = await this.database.db
        .select()
        .from(liveEvents)
        .where(gt(liveEvents.id, lastEventId))
        .orderBy(asc(liveEvents.id))
        .limit(MAX_REPLAY + 1)
      if (missed.length > MAX_REPLAY) client.send(RESET_FRAME)
      else for (const row of missed) if (row.id <= this.lastId) client.send(sseFrame(toEvent(row)))
    }
    this.clients.add(client)
    return () => this.clients.delete(client)
  }

  private broadcast(frame: Uint8Array): void {
    for (const client of this.clients) {
      try {
        client.send(frame)
      } catch {
        this.clients.delete(client)
      }
    }
  }

  /** Reads every journal row after the last one seen; notifications that arrive meanwhile coalesce into one more read. */
  private catchUp(): void {
    if (this.reading) {
      this.readAgain = true
      return
    }
    this.reading = (async () => {
      do {
        this.readAgain = false
        try {
          const rows = await this.database.db
            .select()
            .from(liveEvents)
            .where(gt(liveEvents.id, this.lastId))
            .orderBy(asc(liveEvents.id))
            .limit(MAX_REPLAY)
          for (const row of rows) {
            const event = toEvent(row)
            this.lastId = Math.max(this.lastId, event.id)
            for (const listener of this.listeners) listener(event)
            this.broadcast(sseFrame(event))
          }
          if (rows.length === MAX_REPLAY) this.readAgain = true
        } catch (error) {
          console.error('[live] could not read the journal:', (error as Error).message)
        }
      } while (this.readAgain)
    })().finally(() => {
      this.reading = null
    })
  }
}
