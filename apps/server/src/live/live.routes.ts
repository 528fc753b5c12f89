import { Hono } from 'hono'
import type { AppContext } from '../context.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/errors.ts'
import { DEFAULT_LIVE_STREAMS, StreamBudget } from './stream-budget.ts'

const encoder = new TextEncoder()
/** Tells EventSource to retry after 3 s, and opens the stream at once so proxies and clients see it live. */
const OPENING = encoder.encode('retry: 3000\n: connected\n\n')

/**
 * How long a refused client waits before trying again, in seconds, spread so a refused crowd does not return at
 * once. The app's live client waits this long after a refusal (platform/live/live-client.ts).
 */
const RETRY_AFTER_S = { least: 30, spread: 30 }

function parseLastEventId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined
  return Number(value)
}

/**
 * GET /api/v1/live — Server-Sent Events: unit status, result and medal changes with ids; `Last-Event-ID` (header,
 * or `?lastEventId=` for clients that reconnect by hand) resumes after a drop; a heartbeat comment every 15 s.
 */
export function liveRoutes(ctx: AppContext) {
  const budget = new StreamBudget(() => ctx.config.liveStreams ?? DEFAULT_LIVE_STREAMS)
  return new Hono().get('/live', (c) => {
    // Decision 070: a budget of streams in all and per address, so one client cannot spend the process's file
    // descriptors. Past it, 503 and when to come back; everything else keeps answering.
    const taken = budget.take(clientAddress(c, ctx.config.trustedProxies) ?? 'unknown')
    if (!taken.ok) {
      c.header('Retry-After', String(RETRY_AFTER_S.least + Math.floor(Math.random() * RETRY_AFTER_S.spread)))
      c.header('Cache-Control', 'no-store')
      throw new HttpError(
        503,
        'live_busy',
        taken.over === 'total'
          ? 'This server holds as many live streams as it can: try again later.'
          : 'Too many live streams from this address: try again later.',
      )
    }
    const lastEventId = parseLastEventId(c.req.header('last-event-id') ?? c.req.query('lastEventId'))
    let disconnect: (() => void) | undefined
    let closed = false
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(OPENING)
        disconnect = ctx.live.connect(
          {
            send: (frame: Uint8Array) => {
              if (!closed) controller.enqueue(frame)
            },
            close: () => {
              if (closed) return
              closed = true
              taken.release()
              controller.close()
            },
          },
          lastEventId,
        )
      },
      cancel() {
        closed = true
        taken.release()
        disconnect?.()
      },
    })
    c.req.raw.signal.addEventListener('abort', () => {
      closed = true
      taken.release()
      disconnect?.()
    })
    return new Response(stream, {
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        'X-Accel-Buffering': 'no',
      },
    })
  })
}
