import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { HotReads } from './hot-reads.ts'

/** Node's HTTP server for the app: the hot-read lane answers first (decision 063), Hono's listener the rest. */
export function createPodiumServer(
  app: { fetch: (request: Request, env: object) => Response | Promise<Response>; hotReads: HotReads },
  hostname?: string,
): Server {
  const listener = getRequestListener(app.fetch, { hostname })
  return createServer((req, res) => {
    if (!serveHot(app.hotReads, req, res)) void listener(req, res)
  })
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
