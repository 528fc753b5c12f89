import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors.ts'

const KB = 1024
const MB = 1024 * KB

/** Largest body an ordinary (JSON) endpoint accepts. */
export const DEFAULT_BODY_LIMIT = 64 * KB

/** Endpoints that take files get more, by exact path below `/api/v1` (method-independent). */
export const BODY_LIMITS: Readonly<Record<string, number>> = {
  /** A whole games as a zip (the admin import). */
  '/admin/import': 50 * MB,
  /** One ODF XML document. */
  '/odf': 5 * MB,
}

function limited(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) =>
      c.json(
        errorBody('payload_too_large', `The request body is too large (at most ${Math.floor(maxSize / KB)} KB).`),
        413,
      ),
  })
}

/**
 * The body limit of the API, mounted on the `/api/v1` router: a declared Content-Length above the limit is refused
 * before anything is read, a streamed body as soon as it passes the limit. 413 with the JSON error shape.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const byPath = new Map(Object.entries(BODY_LIMITS).map(([path, size]) => [`/api/v1${path}`, limited(size)]))
  const fallback = limited(DEFAULT_BODY_LIMIT)
  return (c, next) => {
    const path = c.req.path.replace(/\/+$/, '')
    return (byPath.get(path) ?? fallback)(c, next)
  }
}
