import type { MiddlewareHandler } from 'hono'
import type { Clock } from '../../clock.ts'
import { loggedPath } from '../../http/logged-path.ts'
import type { AccessLogger } from './access-logger.ts'
import { deviceClass } from './device-class.ts'

/**
 * Pages and API calls are logged; the app's static files (hashed assets, flags, icons: anything with a file
 * extension) and the health probe are not — they would drown the dashboard's numbers.
 */
export function isLoggedPath(path: string): boolean {
  if (path === '/api/v1/health' || path.startsWith('/api/v1/health/')) return false
  if (path.startsWith('/api/')) return true
  const last = path.slice(path.lastIndexOf('/') + 1)
  return !last.includes('.')
}

/** Records one answered request, unless its path is not logged (the middleware's, and the hot-read lane's). */
export function logAccess(
  logger: AccessLogger,
  clock: Clock,
  request: {
    method: string
    path: string
    status: number
    durationMs: number
    userAgent: string | undefined
    userId: number | null
  },
): void {
  if (!isLoggedPath(request.path)) return
  logger.record({
    at: clock.now(),
    method: request.method,
    path: loggedPath(request.path).slice(0, 500),
    status: request.status,
    durationMs: Math.round(request.durationMs * 100) / 100,
    device: deviceClass(request.userAgent),
    userId: request.userId,
  })
}

/** Times each request up to its response headers (an SSE stream counts once, when it opens). */
export function accessLogMiddleware(logger: AccessLogger, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const actor = c.get('actor') as { userId?: number | null } | undefined
      logAccess(logger, clock, {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: performance.now() - started,
        userAgent: c.req.header('user-agent'),
        userId: actor?.userId ?? null,
      })
    }
  }
}
