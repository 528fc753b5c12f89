import type { MiddlewareHandler } from 'hono'
import { normalizeOrigin } from './same-origin.ts'

/**
 * The origins the iOS and Android shells run their bundle at (capacitor.config.ts: hostname localhost, https on
 * Android, capacitor on iOS; `http://localhost` is Android's legacy scheme, kept for shells built with it).
 */
export const NATIVE_SHELL_ORIGINS = ['https://localhost', 'capacitor://localhost', 'http://localhost'] as const

/** Request headers a shell may send: the Bearer session, JSON bodies and the live stream's resume point. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Accept, Last-Event-ID'
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE'
/** Answer headers the shells read beyond the safelisted ones (data age labels, downloaded file names). */
const EXPOSED_HEADERS = 'Date, Content-Disposition'
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = '600'

/**
 * CORS for the API, for exactly the native shells' origins plus `extraOrigins` (PODIUM_ALLOWED_ORIGINS). No
 * credentials: the shells send the session as `Authorization: Bearer`, never a cookie, so a listed origin can read
 * only what its own token opens. Every other origin gets no CORS header at all, so the browser keeps its answer from
 * the page, as before; its preflight is answered without them too, so the real request is never sent.
 */
export function apiCors(extraOrigins: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin')
    const normalized = origin === undefined ? undefined : normalizeOrigin(origin.trim())
    const listed =
      normalized !== undefined &&
      ((NATIVE_SHELL_ORIGINS as readonly string[]).includes(normalized) ||
        extraOrigins().some((entry) => normalizeOrigin(entry) === normalized))
    const preflight = c.req.method === 'OPTIONS' && c.req.header('access-control-request-method') !== undefined
    if (preflight) {
      c.header('Vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
      if (!listed) return c.body(null, 403)
      c.header('Access-Control-Allow-Origin', normalized)
      c.header('Access-Control-Allow-Methods', ALLOWED_METHODS)
      c.header('Access-Control-Allow-Headers', ALLOWED_HEADERS)
      c.header('Access-Control-Max-Age', PREFLIGHT_MAX_AGE)
      return c.body(null, 204)
    }
    await next()
    c.res.headers.append('Vary', 'Origin')
    if (listed) {
      c.res.headers.set('Access-Control-Allow-Origin', normalized)
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS)
    }
  }
}

/** The origins that may write besides the server's own (the CSRF check): the shells and the configured ones. */
export function crossOriginWriters(extraOrigins: readonly string[] | undefined): readonly string[] {
  return [...NATIVE_SHELL_ORIGINS, ...(extraOrigins ?? [])]
}
