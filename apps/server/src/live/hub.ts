import type { Database, ListenState } from '../db/client.ts'
import { type LiveEventRow, selectLatestLiveEvents, selectLiveEventsAfter } from './journal.repo.ts'
import { LIVE_CHANNEL, type LiveEvent, type LiveEventKind, type LiveEventPayload } from './journal.ts'

/** A connected SSE client: the hub hands it ready-made frames. */
export interface LiveClient {
  send(frame: Uint8Array): void
  /** Ends the stream (the instance is shutting down). */
  close?(): void
}

const encoder = new TextEncoder()

/**
 * How far back a reconnecting client may resume: the hub keeps this many recent frames in memory and replays from
 * them; a client further behind gets a `reset` (refetch everything), cheaper for both than a long replay.
 */
export const MAX_REPLAY = 50
/** Rows read from the journal at a time when catching up. */
const JOURNAL_PAGE = 1_000
const HEARTBEAT_MS = 15_000
/** While the LISTEN connection is down, the journal is read this often, so changes still go out. */
const POLL_WHILE_DEAF_MS = 1_000
/** A failed journal read is tried again after this long (the next notification might be far off). */
const READ_RETRY_MS = 1_000
/**
 * Replayed frames an instance sends, as a token bucket: a burst (a crowd reconnecting after a network blip, each a
 * few events behind) and a rate. Past it a reconnecting client gets a `reset` instead: still correct, a few bytes.
 */
const REPLAY_BUDGET = { burst: 10_000, perSecond: 2_000 }

export function sseFrame(event: LiveEvent): Uint8Array {
  return encoder.encode(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`)
}

const HEARTBEAT_FRAME = encoder.encode(': heartbeat\n\n')
/**
 * Sent when the instance shuts down: reconnect soon (EventSource's `retry`, with Last-Event-ID), through the proxy,
 * to another instance; the `reconnect` event lets a client that reconnects by hand do the same at once.
 */
const DRAIN_FRAME = encoder.encode('retry: 250\nevent: reconnect\ndata: {}\n\n')
/** With the id of the latest event, so the client's next reconnect resumes from there, not from where it was. */
const resetFrame = (lastId: number) => encoder.encode(`id: ${lastId}\nevent: reset\ndata: {}\n\n`)

type Row = LiveEventRow
const toEvent = (row: Row): LiveEvent =>
  ({
    id: row.id,
    at: row.at.toISOString(),
    kind: row.kind as LiveEventKind,
    payload: row.payload as LiveEventPayload,
  }) as LiveEvent

/** What readiness reports: whether this instance hears changes, since when it does not, the last event read. */
export interface LiveStatus {
  state: ListenState
  /** When the LISTEN connection dropped (ISO time), or null while listening. */
  deafSince: string | null
  lastEventId: number
}

export interface LiveHubOptions {
  heartbeatMs?: number
  /**
   * How long a notification waits for the ones that follow before the journal is read (decision 063): the events of
   * a busy moment go to each client as one write. 0 reads at once.
   */
  gatherMs?: number
  pollWhileDeafMs?: number
  replayBudget?: { burst: number; perSecond: number }
}

/**
 * One per server instance: LISTENs for journal ids, reads the new rows once, and writes each frame, serialized
 * once, to every connected client. Listeners (read-model invalidation) run before the fan-out, so a client that
 * refetches on an event gets fresh data. The last MAX_REPLAY frames stay in memory for clients that reconnect.
 *
 * When the LISTEN connection drops (db/client.ts reconnects it), the hub reads the journal every second until it
 * is back, then tells its resync listeners (which drop every read model: what it missed is not only in the
 * journal's payloads) and reads everything after the last id it saw.
 */
export class LiveHub {
  private readonly clients = new Set<LiveClient>()
  private readonly listeners = new Set<(event: LiveEvent) => void>()
  private readonly resyncListeners = new Set<() => void>()
  /** The latest frames, oldest first; every event after `recentFloor` that this hub read is here. */
  private recent: { id: number; frame: Uint8Array }[] = []
  private recentFloor = 0
  private lastId = 0
  private reading: Promise<void> | null = null
  private readAgain = false
  /** Journal reads begun and finished, numbered: `readNow` waits for one begun after it was called. */
  private passesStarted = 0
  private passesDone = 0
  private unlisten: (() => Promise<void>) | null = null
  private heartbeat: NodeJS.Timeout | null = null
  private poll: NodeJS.Timeout | null = null
  private retry: NodeJS.Timeout | null = null
  private deafSince: Date | null = null
  private stopped = false
  private draining = false
  private replayTokens: number
  private replayRefilledAt = Date.now()
  private readonly heartbeatMs: number
  private readonly pollWhileDeafMs: number
  private readonly gatherMs: number
  private gathering: NodeJS.Timeout | null = null
  private readonly replayBudget: { burst: number; perSecond: number }

  constructor(
    private readonly database: Database,
    options: LiveHubOptions | number = {},
  ) {
    const settings = typeof options === 'number' ? { heartbeatMs: options } : options
    this.heartbeatMs = settings.heartbeatMs ?? HEARTBEAT_MS
    this.pollWhileDeafMs = settings.pollWhileDeafMs ?? POLL_WHILE_DEAF_MS
    this.gatherMs = settings.gatherMs ?? 0
    this.replayBudget = settings.replayBudget ?? REPLAY_BUDGET
    this.replayTokens = this.replayBudget.burst
  }

  async start(): Promise<void> {
    // The latest frames, so clients reconnecting to a freshly started instance still resume.
    const latest = await selectLatestLiveEvents(this.database.db, MAX_REPLAY + 1)
    const kept = latest.slice(0, MAX_REPLAY).reverse()
    this.recent = kept.map((row) => ({ id: row.id, frame: sseFrame(toEvent(row)) }))
    this.recentFloor = latest.length > MAX_REPLAY ? (latest[MAX_REPLAY]?.id ?? 0) : 0
    this.lastId = latest[0]?.id ?? 0
    this.unlisten = await this.database.listen(
      LIVE_CHANNEL,
      () => this.onNotify(),
      (state) => this.onListenState(state),
    )
    this.heartbeat = setInterval(() => this.broadcast(HEARTBEAT_FRAME), this.heartbeatMs)
    this.heartbeat.unref()
  }

  async stop(): Promise<void> {
    this.stopped = true
    for (const timer of [this.heartbeat, this.poll, this.retry, this.gathering]) if (timer) clearInterval(timer)
    await this.unlisten?.()
    this.unlisten = null
    await this.reading
  }

  /** True once the instance shuts down: readiness fails, live clients are sent elsewhere. */
  get isDraining(): boolean {
    return this.draining
  }

  /** Tells every client to reconnect (to another instance) and ends its stream; later clients get the same. */
  drain(): void {
    this.draining = true
    for (const client of this.clients) this.sendAway(client)
    this.clients.clear()
  }

  private sendAway(client: LiveClient): void {
    try {
      client.send(DRAIN_FRAME)
      client.close?.()
    } catch {
      // Gone already.
    }
  }

  get clientCount(): number {
    return this.clients.size
  }

  get latestId(): number {
    return this.lastId
  }

  get status(): LiveStatus {
    return {
      state: this.deafSince ? 'reconnecting' : 'listening',
      deafSince: this.deafSince?.toISOString() ?? null,
      lastEventId: this.lastId,
    }
  }

  /** Called for every event this instance learns of, before clients get it. */
  onEvent(listener: (event: LiveEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Called when this instance hears changes again after a deaf spell: it may have missed any of them. */
  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener)
    return () => this.resyncListeners.delete(listener)
  }

  /**
   * Adds a client; replays what it missed since `lastEventId` from the recent frames, or tells it to reset when it
   * missed more than they hold (or the replay budget is spent). No database read: reconnects cost memory only.
   */
  connect(client: LiveClient, lastEventId?: number): () => void {
    if (this.draining) {
      this.sendAway(client)
      return () => undefined
    }
    if (lastEventId !== undefined && lastEventId < this.lastId) {
      const missed = lastEventId >= this.recentFloor ? this.recent.filter((r) => r.id > lastEventId) : null
      if (missed && this.takeReplayTokens(missed.length)) for (const { frame } of missed) client.send(frame)
      else client.send(resetFrame(this.lastId))
    }
    this.clients.add(client)
    return () => this.clients.delete(client)
  }

  private takeReplayTokens(count: number): boolean {
    const now = Date.now()
    const refill = ((now - this.replayRefilledAt) / 1000) * this.replayBudget.perSecond
    this.replayTokens = Math.min(this.replayBudget.burst, this.replayTokens + refill)
    this.replayRefilledAt = now
    if (count > this.replayTokens) return false
    this.replayTokens -= count
    return true
  }

  private onListenState(state: ListenState): void {
    if (this.stopped) return
    if (state === 'reconnecting') {
      this.deafSince ??= new Date()
      console.error('[live] LISTEN connection lost: reading the journal every second until it is back')
      this.poll ??= setInterval(() => this.catchUp(), this.pollWhileDeafMs)
      this.poll.unref()
      return
    }
    console.error(`[live] LISTEN connection back after ${Date.now() - (this.deafSince?.getTime() ?? Date.now())} ms`)
    if (this.poll) clearInterval(this.poll)
    this.poll = null
    this.deafSince = null
    for (const listener of this.resyncListeners) listener()
    this.catchUp()
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

  private remember(id: number, frame: Uint8Array): void {
    this.recent.push({ id, frame })
    if (this.recent.length > MAX_REPLAY) {
      const dropped = this.recent.splice(0, this.recent.length - MAX_REPLAY)
      this.recentFloor = dropped.at(-1)?.id ?? this.recentFloor
    }
  }

  /**
   * Reads the journal now, past any gathering window, and resolves once every event committed before the call has
   * gone to the listeners (read-model invalidation) and the clients: what a write request awaits before it answers,
   * so that its writer's next read sees the change (decision 064). A journal that cannot be read resolves all the
   * same (the write is done; the retry reads it later).
   */
  async readNow(): Promise<void> {
    if (this.stopped) return
    if (this.gathering) clearTimeout(this.gathering)
    this.gathering = null
    const startedBefore = this.passesStarted
    this.catchUp()
    // A pass already reading when the call came may have missed the writer's commit: wait for one that began after.
    while (this.reading && this.passesDone <= startedBefore) await this.reading
  }

  /** A journal id was announced: read now, or once the gathering window closes. */
  private onNotify(): void {
    if (this.gatherMs <= 0) {
      this.catchUp()
      return
    }
    this.gathering ??= setTimeout(() => {
      this.gathering = null
      this.catchUp()
    }, this.gatherMs)
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
        const pass = ++this.passesStarted
        try {
          const rows = await selectLiveEventsAfter(this.database.db, this.lastId, JOURNAL_PAGE)
          const frames: Uint8Array[] = []
          for (const row of rows) {
            const event = toEvent(row)
            if (event.id <= this.lastId) continue
            this.lastId = event.id
            for (const listener of this.listeners) listener(event)
            const frame = sseFrame(event)
            this.remember(event.id, frame)
            frames.push(frame)
          }
          // One write per client for the whole read, not one per event: the same bytes in the same order, and a
          // storm of events (a final's result, statuses and medals at once) costs each socket one system call.
          if (frames.length === 1 && frames[0]) this.broadcast(frames[0])
          else if (frames.length > 1) this.broadcast(Buffer.concat(frames))
          if (rows.length === JOURNAL_PAGE) this.readAgain = true
        } catch (error) {
          console.error('[live] could not read the journal:', (error as Error).message)
          if (!this.stopped && !this.retry) {
            this.retry = setTimeout(() => {
              this.retry = null
              this.catchUp()
            }, READ_RETRY_MS)
            this.retry.unref()
          }
        }
        this.passesDone = pass
      } while (this.readAgain && !this.stopped)
    })().finally(() => {
      this.reading = null
      // A notification that came after the last pass's check and before now is read, not lost.
      if (this.readAgain && !this.stopped) this.catchUp()
    })
  }
}
