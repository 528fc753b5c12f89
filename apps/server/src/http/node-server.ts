import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { HotReads } from './hot-reads.ts'

/** How long a client may take to send a request (decision 070). */
export interface RequestTimeouts {
  /** The request line and headers (Node's `headersTimeout`). */
  headersMs: number
  /** The whole request, body included (Node's `requestTimeout`); a response, such as a live stream, is not bounded. */
  requestMs: number
  /** How often Node looks for connections past those limits (`connectionsCheckingInterval`, 30 s by default). */
  checkEveryMs: number
}

/**
 * Decision 070: a client sending a byte every few seconds used to hold its connection (and a file descriptor) for
 * Node's default 300 s. 20 s is ample for headers on a phone; 120 s carries the largest upload (a 30 MB bundle,
 * nginx's `client_max_body_size`) at 2 Mbit/s. Checked every 5 s so a limit is enforced within 5 s of passing.
 */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { headersMs: 20_000, requestMs: 120_000, checkEveryMs: 5_000 }

/** Node's HTTP server for the app: the hot-read lane answers first (decision 063), Hono's listener the rest. */
export function createPodiumServer(
  app: { fetch: (request: Request, env: object) => Response | Promise<Response>; hotReads: HotReads },
  hostname?: string,
  timeouts: RequestTimeouts = DEFAULT_REQUEST_TIMEOUTS,
): Server {
  const listener = getRequestListener(app.fetch, { hostname })
  return createServer(
    {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
    (req, res) => {
      if (!serveHot(app.hotReads, req, res)) void listener(req, res)
    },
  )
}

/** The lane's answer, or false; a lane that fails never takes the process down: the app answers instead. */
function serveHot(lane: HotReads, req: IncomingMessage, res: ServerResponse): boolean {
  try {
    return lane.serve(req, res)
  } catch (error) {
    console.error('[hot reads]', (error as Error).message)
    if (!res.headersSent) return false
    res.destroy()
    return true
  }
}
