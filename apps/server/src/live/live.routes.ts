import { Hono } from 'hono'
import type { AppContext } from '../context.ts'

const encoder = new TextEncoder()
/** Tells EventSource to retry after 3 s, and opens the stream at once so proxies and clients see it live. */
const OPENING = encoder.encode('retry: 3000\n: connected\n\n')

function parseLastEventId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined
  return Number(value)
}

/**
 * GET /api/v1/live — Server-Sent Events: unit status, result and medal changes with ids; `Last-Event-ID` (header,
 * or `?lastEventId=` for clients that reconnect by hand) resumes after a drop; a heartbeat comment every 15 s.
 */
export function liveRoutes(ctx: AppContext) {
  return new Hono().get('/live', (c) => {
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
              controller.close()
            },
          },
          lastEventId,
        )
      },
      cancel() {
        closed = true
        disconnect?.()
      },
    })
    c.req.raw.signal.addEventListener('abort', () => {
      closed = true
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
