import { ServerResponse } from 'node:http'
import { Hono } from 'hono'
import type { AppContext } from '../context.ts'
import { clientAddress } from '../http/client-address.ts'
import { HttpError } from '../http/errors.ts'
import { DEFAULT_LIVE_STREAMS, StreamBudget } from './stream-budget.ts'

const encoder = new TextEncoder()

/** Each broadcast frame in HTTP/1.1 chunked framing, built once for all the clients it goes to. */
const chunks = new WeakMap<Uint8Array, Buffer>()

function chunked(frame: Uint8Array): Buffer {
  let chunk = chunks.get(frame)
  if (!chunk) {
    chunk = Buffer.concat([Buffer.from(`${frame.byteLength.toString(16)}\r\n`), frame, Buffer.from('\r\n')])
    chunks.set(frame, chunk)
  }
  return chunk
}

/**
 * Writes a frame to a live response whose head is out. A chunked response whose own buffer is empty gets the frame
 * framed once per broadcast and written to its socket (one buffer, no per-client framing); any other goes through
 * the response.
 */
function writeFrame(outgoing: ServerResponse, frame: Uint8Array): void {
  const socket = outgoing.socket
  const ownBuffer = outgoing.writableLength - (socket?.writableLength ?? 0)
  if (socket && outgoing.chunkedEncoding && ownBuffer === 0) socket.write(chunked(frame))
  else outgoing.write(frame)
}

/** The Node response under Hono's node adapter (`c.env.outgoing`), where frames can be written directly. */
function nodeResponse(env: unknown): ServerResponse | undefined {
  const outgoing = (env as { outgoing?: unknown } | undefined)?.outgoing
  return outgoing instanceof ServerResponse ? outgoing : undefined
}
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
    const outgoing = nodeResponse(c.env)
    let disconnect: (() => void) | undefined
    let closed = false
    // True while the stream's reader waits on an empty queue: everything given to the stream has been written out.
    let drained = false
    const stream = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          // The opening and any replay in one chunk, so they reach the socket in one write before anything else.
          const first: Uint8Array[] = [OPENING]
          let starting = true
          disconnect = ctx.live.connect(
            {
              send: (frame: Uint8Array) => {
                if (closed) return
                if (starting) first.push(frame)
                // Decision 100: once the head is out and the stream has nothing queued, a frame goes straight to
                // the socket; a stream's enqueue, read and promise per client was most of a 10,000-client fan-out.
                else if (drained && outgoing?.headersSent && !outgoing.writableEnded) writeFrame(outgoing, frame)
                else {
                  drained = false
                  controller.enqueue(frame)
                }
              },
              close: () => {
                if (closed) return
                closed = true
                taken.release()
                // A server that is shutting down sends a newcomer away from inside connect(): its frames go first.
                if (starting) controller.enqueue(Buffer.concat(first))
                controller.close()
              },
            },
            lastEventId,
          )
          starting = false
          if (!closed) controller.enqueue(first.length === 1 ? OPENING : Buffer.concat(first))
        },
        pull() {
          drained = true
        },
        cancel() {
          closed = true
          taken.release()
          disconnect?.()
        },
      },
      { highWaterMark: 0 },
    )
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
