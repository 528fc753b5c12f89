import { localeFromCode } from '@podium/domain'
import type { Context, MiddlewareHandler } from 'hono'
import { setResponseHeader } from './response-headers.ts'

/**
 * What a shared cache in front (nginx's `proxy_cache`, a CDN) may keep, and for how long (decision 095).
 *
 * - Public reads (prepared read models, server-rendered pages of signed-out visitors without the spoiler shield):
 *   `public, max-age=<the browser's>, s-maxage=1, stale-while-revalidate=1`. A shared cache keeps a copy one second
 *   and may hand out that copy for one more second while it fetches the next, never longer: the product's freshness
 *   promise is one second (docs/freshness.md). The browser's `max-age` is each read's own.
 * - nginx counts whole seconds and keeps `s-maxage=1` until the second after next (up to 2 s), so each public answer
 *   also says `X-Accel-Expires: @<this second>`: fresh in nginx until the end of the current second, never more.
 *   nginx reads it and passes it to nobody; other caches ignore it.
 * - Personal and staff answers, and every answer that sets a cookie: `private, no-store`. An API answer that says
 *   nothing is made `private, no-store` too, so that a CDN's default lifetime never applies to it.
 */
export const SHARED_MAX_AGE_S = 1

/** `Cache-Control` of a public read that a browser may keep `maxAge` seconds and a shared cache one second. */
export function publicCacheControl(maxAge: number): string {
  return `public, max-age=${maxAge}, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${SHARED_MAX_AGE_S}`
}

export const PRIVATE_NO_STORE = 'private, no-store'
/** A page for one visitor (signed in, or behind the spoiler shield): the browser revalidates it, no shared cache keeps it. */
export const PRIVATE_REVALIDATE = 'private, no-cache'

/** nginx's `X-Accel-Expires`: fresh until the end of the wall-clock second the answer left in (see above). */
export const ACCEL_EXPIRES = 'X-Accel-Expires'
export function accelExpires(nowMs = Date.now()): string {
  return `@${Math.floor(nowMs / 1000)}`
}

/**
 * What a public API read's bytes depend on besides its address, for `Vary`: the encoding when a gzipped copy exists,
 * and the language only when `?lang=` does not name one (the app always names it; `requestLocale` prefers it).
 */
export function apiVary(c: Context, hasGzip: boolean): string | undefined {
  const byHeader = localeFromCode(c.req.query('lang')) === undefined
  const vary = [byHeader ? 'Accept-Language' : '', hasGzip ? 'Accept-Encoding' : ''].filter(Boolean).join(', ')
  return vary || undefined
}

/**
 * Middleware (outside the routes, inside the hot-read lane's `remember`): the last word on what a shared cache may
 * keep. An answer setting a cookie, or answering an identified actor with anything but a public read, or an API answer
 * without a `Cache-Control` of its own, leaves as `private, no-store`.
 */
export function sharedCachePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const cacheControl = headers.get('cache-control')
    const personal =
      headers.has('set-cookie') ||
      (c.get('actor') !== undefined && !/^public\b/.test(cacheControl ?? '')) ||
      (cacheControl === null && c.req.path.startsWith('/api/'))
    if (!personal || cacheControl === PRIVATE_NO_STORE) return
    setResponseHeader(c, 'Cache-Control', PRIVATE_NO_STORE)
    if (headers.has(ACCEL_EXPIRES)) {
      try {
        headers.delete(ACCEL_EXPIRES)
      } catch {
        c.header(ACCEL_EXPIRES, undefined)
      }
    }
  }
}
