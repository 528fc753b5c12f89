import type { MiddlewareHandler } from 'hono'
import type { Clock } from '../../clock.ts'
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

/** Times each request up to its response headers (an SSE stream counts once, when it opens). */
export function accessLogMiddleware(logger: AccessLogger, clock: Clock): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      if (isLoggedPath(c.req.path)) {
        const actor = c.get('actor') as { userId?: number | null } | undefined
        logger.record({
          at: clock.now(),
          method: c.req.method,
          path: c.req.path.slice(0, 500),
          status: c.res.status,
          durationMs: Math.round((performance.now() - started) * 100) / 100,
          device: deviceClass(c.req.header('user-agent')),
          userId: actor?.userId ?? null,
        })
      }
    }
  }
}
