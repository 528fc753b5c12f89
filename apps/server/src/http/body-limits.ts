import { DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '@podium/domain'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors.ts'

const KB = 1024
const MB = 1024 * KB

/** Largest body an ordinary (JSON) endpoint accepts. */
export const DEFAULT_BODY_LIMIT = 64 * KB

/** Endpoints that take more, by path below `/api/v1` (method-independent), first match wins. */
export const BODY_LIMITS: readonly { path: RegExp; maxSize: number; why: string }[] = [
  { path: /^\/admin\/import$/, maxSize: 50 * MB, why: 'a whole games as a zip (the admin import)' },
  {
    path: /^\/admin\/documents(?:\/\d+)?$/,
    maxSize: DOCUMENT_MAX_BYTES + 256 * KB,
    why: 'a PDF of up to 10 MB and its metadata (the documents manager); a larger PDF inside is a 400',
  },
  {
    path: /^\/admin\/(?:settings\/logo|sponsors\/\d+\/logo|ambassadors(?:\/\d+)?|photos(?:\/\d+)?)$/,
    maxSize: IMAGE_MAX_BYTES + 256 * KB,
    why: 'an image of up to 5 MB and its metadata (the games and sponsor logos, ambassador and official photos); a larger image inside is a 400',
  },
  { path: /^\/odf$/, maxSize: 5 * MB, why: 'one ODF XML document' },
  { path: /^\/units\/[^/]+\/results$/, maxSize: 1 * MB, why: 'up to 500 result rows with their stats' },
]

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
/** The body limit of a request path (`/api/v1/...`). */
export function bodyLimitFor(path: string): number {
  const local = path.replace(/^\/api\/v1/, '').replace(/\/+$/, '')
  return BODY_LIMITS.find((l) => l.path.test(local))?.maxSize ?? DEFAULT_BODY_LIMIT
}

export function apiBodyLimit(): MiddlewareHandler {
  const checks = new Map<number, MiddlewareHandler>()
  for (const size of [DEFAULT_BODY_LIMIT, ...BODY_LIMITS.map((l) => l.maxSize)]) checks.set(size, limited(size))
  return (c, next) => {
    // A GET carries no body; asking the request for one would build a full web Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const size = bodyLimitFor(c.req.path)
    return (checks.get(size) ?? limited(size))(c, next)
  }
}
