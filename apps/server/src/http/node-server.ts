import { createServer, type Server } from 'node:http'
import { getRequestListener } from '@hono/node-server'
import type { HotReads } from './hot-reads.ts'

/** Node's HTTP server for the app: the hot-read lane answers first (decision 063), Hono's listener the rest. */
export function createPodiumServer(
  app: { fetch: (request: Request, env: object) => Response | Promise<Response>; hotReads: HotReads },
  hostname?: string,
): Server {
  const listener = getRequestListener(app.fetch, { hostname })
  return createServer((req, res) => {
    if (!app.hotReads.serve(req, res)) void listener(req, res)
  })
}
