import { createHash } from 'node:crypto'
import type { Context } from 'hono'

/** Generated pictures never change for an id: a day of caching, revalidated by a content ETag. */
export function sendSvg(c: Context, svg: string): Response {
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`
  const headers = { ETag: etag, 'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800' }
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return c.body(null, 304, headers)
  // No script runs in these images even when opened directly (they embed user-visible names).
  return c.body(svg, 200, {
    ...headers,
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  })
}

/** A positive integer id from a path segment, or undefined. */
export function idParam(value: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined
}
