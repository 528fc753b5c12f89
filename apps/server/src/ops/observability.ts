import { randomUUID } from 'node:crypto'
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import pino from 'pino'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { AppContext } from '../context.ts'
import { sameSecret } from '../http/auth.ts'
import { HttpError } from '../http/errors.ts'
import { loggedPath } from '../http/logged-path.ts'
import { setResponseHeader } from '../http/response-headers.ts'

export interface ObservabilityOptions {
  /** `PODIUM_METRICS_TOKEN`: with it, /metrics answers a `Bearer` of it; without it, loopback connections only. */
  metricsToken?: string
  /** One JSON line per request on stdout (`PODIUM_LOG_REQUESTS`). */
  logRequests?: boolean
  /** Reads the hot-read lane answered (http/hot-reads.ts). */
  hotReads?: () => number
  /** The server-side render's counts (decision 060), once its renderer has loaded. */
  pageRenders?: () => { renders: number; hits: number; refused: number } | undefined
}

const REQUEST_ID = /^[\w.:-]{1,100}$/
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Request ids (the proxy's `X-Request-Id`, else a new one, echoed on the response), JSON request logs (pino) and
 * the Prometheus metrics of one app instance (its own registry: tests build many apps in one process).
 */
export function observability(ctx: AppContext, options: ObservabilityOptions) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  // Asynchronous writes: under a burst, lines written while one write is under way go out together (pino flushes
  // what is left when the process exits).
  const logger = options.logRequests
    ? pino({ base: { service: 'podium' } }, pino.destination({ dest: 1, sync: false }))
    : null
  const requests = new Counter({
    name: 'podium_http_requests_total',
    help: 'HTTP requests by route, method and status.',
    labelNames: ['route', 'method', 'status'],
    registers: [registry],
  })
  const duration = new Histogram({
    name: 'podium_http_request_duration_seconds',
    help: 'Time to the response headers, by route and method.',
    labelNames: ['route', 'method'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const lag = new Histogram({
    name: 'podium_live_event_lag_seconds',
    help: 'From a live event committed to this instance sending it to its clients.',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  ctx.live.onEvent((event) => lag.observe(Math.max(0, Date.now() - Date.parse(event.at)) / 1000))
  new Gauge({
    name: 'podium_sse_clients',
    help: 'Live (SSE) clients connected to this instance.',
    registers: [registry],
    collect() {
      this.set(ctx.live.clientCount)
    },
  })
  new Counter({
    name: 'podium_read_model_builds_total',
    help: 'Read models built or rebuilt from the database (one per key per drop, whatever the readers waiting).',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(ctx.cache.builds)
    },
  })
  new Counter({
    name: 'podium_read_model_stale_served_total',
    help: 'Reads answered with the previous version of a read model while its one rebuild ran (decision 058).',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(ctx.cache.staleServed)
    },
  })
  new Counter({
    name: 'podium_hot_reads_total',
    help: 'Reads answered by the hot-read lane: a prepared public answer sent again while current, past the router (decision 063).',
    registers: [registry],
    collect() {
      this.reset()
      this.inc(options.hotReads?.() ?? 0)
    },
  })
  new Gauge({
    name: 'podium_read_model_bytes',
    help: 'Bytes of the read models kept in memory.',
    registers: [registry],
    collect() {
      this.set(ctx.cache.bytes)
    },
  })
  new Counter({
    name: 'podium_page_renders_total',
    help: 'Server-side renders of pages (rendered), pages served from the kept renderings (kept), and cold pages left to the browser while the renderer was busy (refused).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      const stats = options.pageRenders?.()
      this.reset()
      if (!stats) return
      this.inc({ outcome: 'rendered' }, stats.renders)
      this.inc({ outcome: 'kept' }, stats.hits)
      this.inc({ outcome: 'refused' }, stats.refused)
    },
  })
  new Gauge({
    name: 'podium_db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests).',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = ctx.database.poolStats?.()
      if (!stats) return
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value)
    },
  })

  /** Counts, times and logs one answered request (the middleware's, and the hot-read lane's). */
  const record = (answered: AnsweredRequest) => {
    const { requestId, method, route, path, status, seconds } = answered
    requests.inc({ route, method, status: String(status) })
    duration.observe({ route, method }, seconds)
    logger?.info({ requestId, method, route, path: loggedPath(path), status, ms: seconds * 1000 })
  }

  const middleware: MiddlewareHandler = async (c, next) => {
    const requestId = requestIdOf(c.req.header('x-request-id'))
    const started = performance.now()
    await next()
    setResponseHeader(c, 'X-Request-Id', requestId)
    record({
      requestId,
      method: c.req.method,
      route: routeOf(c),
      path: c.req.path,
      status: c.res.status,
      seconds: (performance.now() - started) / 1000,
    })
  }

  const metrics = async (c: Context) => {
    if (!allowed(c, options.metricsToken)) throw new HttpError(404, 'not_found', 'No such page.')
    c.header('Cache-Control', 'no-store')
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType })
  }
  return { middleware, metrics, record }
}

/** One answered request, as the metrics and the request log see it. */
export interface AnsweredRequest {
  requestId: string
  method: string
  /** The route's pattern (a bounded label), not the path. */
  route: string
  path: string
  status: number
  seconds: number
}

/** The proxy's request id when it is a sane one, else a new one. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

/**
 * The pattern of the route that answered (bounded label values): the first concrete one matched (handlers answer,
 * middleware is mounted on wildcards); the web app's pages are `page`, the rest `unmatched`.
 */
export function routeOf(c: Context): string {
  const route = matchedRoutes(c).find((r) => !r.path.endsWith('*'))
  if (route) return route.path
  return c.req.path.startsWith('/api/') ? 'unmatched' : 'page'
}

function allowed(c: Context, token: string | undefined): boolean {
  if (token) return sameSecret(c.req.header('authorization') ?? '', `Bearer ${token}`)
  // The socket's address, never X-Forwarded-For: through the proxy a request is never local.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  const address = incoming?.socket?.remoteAddress
  return address !== undefined && LOOPBACK.has(address) && !c.req.header('x-forwarded-for')
}
