import { LIVE_EVENT_KINDS, type LiveEvent } from '@podium/domain'
import { useEffect, useRef, useSyncExternalStore } from 'react'
import { apiHref, NATIVE_CLIENT } from '../../lib/api-origin.ts'
import { authHeaders } from '../../lib/auth-token.ts'
import { isLowData, subscribeLowData } from '../low-data/low-data.ts'
import { CLOSED, FetchEventSource, type LiveSource } from './fetch-event-source.ts'

/** What the server's /api/v1/live stream sends: the domain's live event (kind → payload), one journal row each. */
export type { LiveEvent }

/** `reset`: the client missed too much to catch up; every live screen should refetch. */
export type LiveMessage = LiveEvent | { kind: 'reset' }

export type LiveState = 'connecting' | 'open' | 'closed'

type Handler = (message: LiveMessage) => void

/** The low-data mode's poll (decision 088): every screen's live data refetched once a minute instead of streamed. */
export const LOW_DATA_POLL_MS = 60_000

/**
 * The stream: the browser's EventSource on the web (same origin, the cookie); in a native build a fetch-based reader
 * that sends the Bearer header to the API origin, since a token in the URL would be logged by proxies.
 */
function openSource(path: string): LiveSource | null {
  if (NATIVE_CLIENT) return new FetchEventSource(apiHref(path), { headers: authHeaders })
  return typeof EventSource === 'undefined' ? null : new EventSource(path)
}

/**
 * One stream for the whole app, opened while at least one screen listens. It reconnects by itself after a drop and
 * sends Last-Event-ID, so the server replays what was missed.
 */
class LiveConnection {
  private source: LiveSource | null = null
  /** The low-data mode's timer, instead of a stream. */
  private polling: ReturnType<typeof setInterval> | null = null
  private stopWatchingMode: (() => void) | null = null
  private reopening: ReturnType<typeof setTimeout> | null = null
  private readonly handlers = new Set<Handler>()
  private readonly stateListeners = new Set<() => void>()
  state: LiveState = 'closed'
  /** When the last change (or the opening) was received, for "updated at" labels. */
  lastMessageAt: number | null = null
  /**
   * The id of the latest change this page knows of: the server-rendered page's, then each frame's. A stream this
   * connection opens asks the server to replay what came after it (or to say `reset`), so nothing falls between the
   * page's answers and the stream, nor between two streams when no screen listened for a while.
   */
  private resumeFrom: number | null = null

  constructor(private readonly url: string) {}

  subscribe(handler: Handler): () => void {
    this.handlers.add(handler)
    if (!this.source && !this.polling) this.open()
    return () => {
      this.handlers.delete(handler)
      if (this.handlers.size === 0) this.close()
    }
  }

  /** The page is current to this journal id (a server-rendered page says so): the stream resumes after it. */
  resumeAfter(id: number): void {
    if (this.resumeFrom === null || id > this.resumeFrom) this.resumeFrom = id
  }

  onStateChange(listener: () => void): () => void {
    this.stateListeners.add(listener)
    return () => this.stateListeners.delete(listener)
  }

  private setState(state: LiveState): void {
    this.state = state
    for (const listener of this.stateListeners) listener()
  }

  private open(): void {
    // The mode can change while screens listen: the stream becomes a poll and back.
    this.stopWatchingMode ??= subscribeLowData(() => {
      if (this.handlers.size === 0 || isLowData() === (this.polling !== null)) return
      this.close()
      this.open()
    })
    if (isLowData()) {
      this.poll()
      return
    }
    const source = openSource(
      this.resumeFrom === null ? this.url : `${this.url}?lastEventId=${encodeURIComponent(this.resumeFrom)}`,
    )
    if (!source) return
    this.source = source
    this.setState('connecting')
    source.onopen = () => {
      this.lastMessageAt = Date.now()
      this.setState('open')
    }
    source.onerror = () => {
      if (source.readyState !== CLOSED) return this.setState('connecting')
      this.setState('closed')
      // The browser's EventSource gives up on a refusal (the server's 503 past its stream budget, decision 070) and
      // says nothing of Retry-After: try again after the least the server asks, spread so a refused crowd does not
      // come back at once.
      if (this.source === source && this.handlers.size > 0) this.reopenLater()
    }
    const deliver = (message: LiveMessage, lastEventId: string) => {
      this.lastMessageAt = Date.now()
      const id = Number(lastEventId)
      if (lastEventId !== '' && Number.isSafeInteger(id)) this.resumeAfter(id)
      for (const handler of this.handlers) handler(message)
      for (const listener of this.stateListeners) listener()
    }
    // Every kind but `reset`, which carries nothing a screen reads (it refetches all).
    for (const kind of LIVE_EVENT_KINDS.filter((k) => k !== 'reset')) {
      source.addEventListener(kind, (e) => {
        try {
          deliver(JSON.parse(e.data) as LiveEvent, e.lastEventId)
        } catch {
          // A frame we cannot read is skipped; the next one still arrives.
        }
      })
    }
    source.addEventListener('reset', (e) => deliver({ kind: 'reset' }, e.lastEventId))
  }

  /**
   * Low data: no stream; every minute a `reset` tells every live screen to refetch (revalidated with ETags, so an
   * unchanged answer is a 304 without a body).
   */
  private poll(): void {
    this.setState('open')
    this.lastMessageAt = Date.now()
    this.polling = setInterval(() => {
      this.lastMessageAt = Date.now()
      for (const handler of this.handlers) handler({ kind: 'reset' })
      for (const listener of this.stateListeners) listener()
    }, LOW_DATA_POLL_MS)
  }

  private reopenLater(): void {
    if (this.reopening) return
    this.reopening = setTimeout(
      () => {
        this.reopening = null
        if (this.handlers.size === 0) return
        this.source?.close()
        this.open()
      },
      30_000 + Math.random() * 30_000,
    )
  }

  private close(): void {
    if (this.reopening) clearTimeout(this.reopening)
    this.reopening = null
    if (this.polling) clearInterval(this.polling)
    this.polling = null
    if (this.handlers.size === 0) {
      this.stopWatchingMode?.()
      this.stopWatchingMode = null
    }
    this.source?.close()
    this.source = null
    this.setState('closed')
  }
}

export const liveConnection = new LiveConnection('/api/v1/live')

/** Calls `handler` for every live change while the component is mounted (the latest handler, no resubscribe). */
export function useLiveEvents(handler: Handler): void {
  const latest = useRef(handler)
  latest.current = handler
  useEffect(() => liveConnection.subscribe((message) => latest.current(message)), [])
}

/** The connection state and the time of the last message, re-rendering on change. */
export function useLiveStatus(): { state: LiveState; lastMessageAt: number | null } {
  const state = useSyncExternalStore(
    (listener) => liveConnection.onStateChange(listener),
    () => liveConnection.state,
    () => 'closed' as LiveState,
  )
  const lastMessageAt = useSyncExternalStore(
    (listener) => liveConnection.onStateChange(listener),
    () => liveConnection.lastMessageAt,
    () => null,
  )
  return { state, lastMessageAt }
}
