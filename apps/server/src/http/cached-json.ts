import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { Context } from 'hono'

/** A JSON response prepared once: its text, a gzipped copy and a strong ETag. Hot reads send these bytes as is. */
export interface PreparedJson {
  body: Buffer
  gzip: Buffer | null
  etag: string
}

const GZIP_MIN_BYTES = 1024

export function prepareJson(value: unknown): PreparedJson {
  const body = Buffer.from(JSON.stringify(value))
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
  const gzip = body.length >= GZIP_MIN_BYTES ? gzipSync(body, { level: 6 }) : null
  return { body, gzip, etag }
}

export interface CacheOptions {
  /** Seconds a client or CDN may reuse the response without asking. */
  maxAge: number
  /** Seconds a stale copy may be served while revalidating. */
  staleWhileRevalidate?: number
}

/** Sends a prepared JSON body with ETag/Cache-Control, answering 304 to a matching If-None-Match. */
export function sendPreparedJson(c: Context, prepared: PreparedJson, cache: CacheOptions): Response {
  const headers: Record<string, string> = {
    ETag: prepared.etag,
    'Cache-Control': `public, max-age=${cache.maxAge}${
      cache.staleWhileRevalidate ? `, stale-while-revalidate=${cache.staleWhileRevalidate}` : ''
    }`,
    Vary: 'Accept-Language, Accept-Encoding',
  }
  const ifNoneMatch = c.req.header('if-none-match')
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === prepared.etag)) {
    return c.body(null, 304, headers)
  }
  headers['Content-Type'] = 'application/json; charset=utf-8'
  const acceptsGzip = prepared.gzip && /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
  if (acceptsGzip && prepared.gzip) {
    headers['Content-Encoding'] = 'gzip'
    return c.body(new Uint8Array(prepared.gzip), 200, headers)
  }
  return c.body(new Uint8Array(prepared.body), 200, headers)
}

/**
 * In-memory read models: each key's response is built once from the database and served from memory until
 * invalidated (ARCHITECTURE: hot reads never query per request). Concurrent misses share one build.
 */
export class ReadModelCache {
  private readonly entries = new Map<string, { value: Promise<PreparedJson>; expiresAt: number }>()

  /** `ttlMs` bounds the life of reads that depend on the clock (what is on now). */
  get(key: string, build: () => Promise<unknown>, ttlMs = Number.POSITIVE_INFINITY): Promise<PreparedJson> {
    const entry = this.entries.get(key)
    if (entry && entry.expiresAt > Date.now()) return entry.value
    const value = build().then(prepareJson)
    // A failed build must not poison the cache.
    value.catch(() => this.entries.delete(key))
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs })
    return value
  }

  /** Drops every key starting with the prefix (all keys when no prefix). */
  invalidate(prefix = ''): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key)
  }
}
