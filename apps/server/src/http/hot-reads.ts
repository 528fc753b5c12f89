import type { IncomingMessage, ServerResponse } from 'node:http'
import type { MiddlewareHandler } from 'hono'
import { routeOf } from '../ops/observability.ts'
import { type PreparedJson, preparedAnswerOf } from './cached-json.ts'
import { cameOverHttps } from './security-headers.ts'
import { accelExpires } from './shared-cache.ts'

/** What the lane needs from the app: freshness, the feature switches, and where to count and log. */
export interface HotReadsHooks {
  /** Whether a version sent earlier is still what a read would get now (ReadModelCache.isCurrentVersion). */
  isCurrent(prepared: PreparedJson<unknown>): boolean
  /** Whether the games switched off the feature this API path belongs to (http/feature-gate.ts). */
  switchedOff(path: string): boolean
  /** Counts and logs an answered request, as the observability middleware does for the others. */
  answered(request: { requestId: string; route: string; path: string; status: number; seconds: number }): void
  /** A fresh request id (the proxy's when sane). */
  requestId(incoming: string | undefined): string
  /** The access log's record of the request, when the games keep one. */
  accessLog?(request: { path: string; status: number; durationMs: number; userAgent: string | undefined }): void
}

/** Keys remembered at most: a crowd reads a few dozen; a flood of made-up URLs pushes out the oldest. */
const MAX_REMEMBERED = 2_000
/** Response headers that belong to one answer, not to the key: the lane writes its own. */
const PER_ANSWER = new Set([
  'x-request-id',
  'content-type',
  'content-encoding',
  'content-length',
  'age',
  // A shared cache's expiry is this second's, not the first answer's (http/shared-cache.ts).
  'x-accel-expires',
])

interface Remembered {
  prepared: PreparedJson<unknown>
  /** The slow path's final headers for this key, less the per-answer ones: name, value, name, value… */
  headers: string[]
  route: string
  path: string
}

/**
 * The hot-read lane (decision 063). A public read answered with a prepared read model (`sendPreparedJson`: `Cache-Control:
 * public`, varying only on Accept-Language and Accept-Encoding) may be served again to anyone, as a shared cache
 * would. The lane is that cache, inside the instance and in front of the router: the first request for a key goes
 * through the app as any other; its answer is remembered with every header the middlewares added; later requests for
 * the same key get those bytes written straight to Node's response, for as long as the read model still holds that
 * version. A dropped, expired or evicted version, a switched-off feature, a conditional or cross-origin or
 * credentialed request all go the usual way. It spares a burst of readers the router, the middlewares and the web
 * `Request`/`Response` objects, which were a quarter of a cached read's CPU (decision 058).
 */
export class HotReads {
  private readonly remembered = new Map<string, Remembered>()
  /** Reads this lane answered. */
  served = 0

  constructor(private readonly hooks: HotReadsHooks) {}

  /** Keys remembered now. */
  get size(): number {
    return this.remembered.size
  }

  /**
   * Middleware, mounted inside the observability middleware and outside every other: remembers a public prepared
   * answer once the other middlewares have added their headers.
   */
  remember(): MiddlewareHandler {
    return async (c, next) => {
      await next()
      const prepared = preparedAnswerOf(c)
      if (!prepared || c.res.status !== 200 || prepared.age !== undefined) return
      // The request line as Node read it: the key `serve` looks up (the URL Hono parsed may be normalised).
      const pathAndQuery = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.url
      if (pathAndQuery === undefined) return
      const key = laneKey(c.req.method, pathAndQuery, (name) => c.req.header(name))
      if (key === undefined || c.get('actor') !== undefined) return
      if (!/^public\b/.test(c.res.headers.get('cache-control') ?? '') || c.res.headers.has('set-cookie')) return
      const headers: string[] = []
      c.res.headers.forEach((value, name) => {
        if (!PER_ANSWER.has(name)) headers.push(name, value)
      })
      if (this.remembered.size >= MAX_REMEMBERED && !this.remembered.has(key)) {
        this.remembered.delete(this.remembered.keys().next().value as string)
      }
      this.remembered.set(key, { prepared, headers, route: routeOf(c), path: c.req.path })
    }
  }

  /**
   * Answers the request from the lane and returns true, or returns false having written nothing (the app answers).
   * For Node's request listener, before Hono's.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url
    if (url === undefined || !url.startsWith('/api/')) return false
    const key = laneKey(req.method ?? '', url, (name) => header(req, name))
    if (key === undefined) return false
    const hit = this.remembered.get(key)
    if (!hit) return false
    if (!this.hooks.isCurrent(hit.prepared) || this.hooks.switchedOff(hit.path)) {
      this.remembered.delete(key)
      return false
    }
    const started = performance.now()
    const requestId = this.hooks.requestId(header(req, 'x-request-id'))
    const { prepared } = hit
    const headers = [...hit.headers, 'x-accel-expires', accelExpires(), 'x-request-id', requestId]
    let status = 200
    let body: Buffer | undefined
    if (ifNoneMatches(header(req, 'if-none-match'), prepared.etag)) {
      status = 304
    } else {
      const gzip = prepared.gzip && /\bgzip\b/.test(header(req, 'accept-encoding') ?? '') ? prepared.gzip : null
      body = gzip ?? prepared.body
      headers.push('content-type', 'application/json; charset=utf-8', 'content-length', String(body.length))
      if (gzip) headers.push('content-encoding', 'gzip')
    }
    res.writeHead(status, headers)
    res.end(body)
    this.served++
    const seconds = (performance.now() - started) / 1000
    this.hooks.answered({ requestId, route: hit.route, path: hit.path, status, seconds })
    this.hooks.accessLog?.({
      path: hit.path,
      status,
      durationMs: seconds * 1000,
      userAgent: header(req, 'user-agent'),
    })
    return true
  }
}

/**
 * The key a request is remembered and found under, or undefined for a request the lane leaves to the app: not a GET,
 * carrying credentials (a shell's Bearer token) or an Origin (CORS answers differ per origin), or a `Cache-Control`
 * asking to bypass caches. The key holds what the answer's headers depend on besides the path and query: the
 * language asked for (`Vary: Accept-Language`) and whether it came over HTTPS (HSTS).
 */
function laneKey(
  method: string,
  pathAndQuery: string,
  header: (name: string) => string | undefined,
): string | undefined {
  if (method !== 'GET') return undefined
  if (header('authorization') !== undefined || header('origin') !== undefined) return undefined
  if (/no-cache|no-store/.test(header('cache-control') ?? '')) return undefined
  const https = cameOverHttps('', header('x-forwarded-proto')) ? 's' : '-'
  return `${https} ${header('accept-language') ?? ''} ${pathAndQuery}`
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/** The same If-None-Match test as sendPreparedJson: a listed tag, weak or strong, equal to the ETag. */
function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
