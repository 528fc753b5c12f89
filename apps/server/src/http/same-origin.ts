import type { Context, MiddlewareHandler } from 'hono'
import { isSecureRequest, socketAddress, type TrustedProxies } from './client-address.ts'
import { HttpError } from './errors.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** What `Sec-Fetch-Site` says when the page itself made the request, or the user did (typed, bookmarked). */
const OWN_FETCH_SITES = new Set(['same-origin', 'none'])

/** A native shell's origin (`capacitor://localhost`): URL gives non-http schemes no origin, so they compare as text. */
const OTHER_SCHEME_ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[a-z0-9.-]+(?::\d+)?$/i

/**
 * `https://Games.example:443` → `https://games.example`, `capacitor://localhost` as is (lower case); undefined for
 * anything that is not a bare origin (a path, credentials, `null`).
 */
export function normalizeOrigin(origin: string): string | undefined {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return undefined
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    const bare =
      url.pathname === '/' && !/\/$/.test(origin) && !url.search && !url.hash && !url.username && !url.password
    return bare ? url.origin : undefined
  }
  return OTHER_SCHEME_ORIGIN.test(origin) ? origin.toLowerCase() : undefined
}

/** Why an entry of PODIUM_ALLOWED_ORIGINS is not an origin, or undefined when it is. */
export function allowedOriginProblem(entry: string): string | undefined {
  return normalizeOrigin(entry) === undefined
    ? `"${entry}" is not an origin (scheme://host[:port], without a path or a trailing slash)`
    : undefined
}

/**
 * This server's origin as the browser sees it: the request's scheme and host, or, when the peer is one of our
 * proxies, `X-Forwarded-Proto` and `X-Forwarded-Host` (their first value, as `isSecureRequest` reads the scheme).
 */
export function ownOrigin(c: Context, proxies: TrustedProxies): string | undefined {
  const scheme = isSecureRequest(c, proxies) ? 'https' : 'http'
  const peer = socketAddress(c)
  const forwardedHost =
    peer && proxies.has(peer) ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || undefined : undefined
  const host = forwardedHost ?? new URL(c.req.url).host
  return normalizeOrigin(`${scheme}://${host}`)
}

/**
 * CSRF defence for every write (any method but GET, HEAD and OPTIONS): when the browser says where the request
 * comes from — `Origin`, or else `Sec-Fetch-Site` — it must be this server's own origin or one of `allowedOrigins`
 * (PODIUM_ALLOWED_ORIGINS, e.g. the native shells); otherwise 403 `cross_origin`. SameSite=Lax cookies alone let a
 * same-site page (another port or subdomain) write, and do nothing against login CSRF. A request with neither header
 * is not a browser's (curl, scripts with the admin token) and passes: no cookie of a victim rides on it.
 */
export function sameOriginWrites(options: {
  proxies: () => TrustedProxies
  allowedOrigins: () => readonly string[]
}): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next()
    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const normalized = normalizeOrigin(origin.trim())
      const allowed =
        normalized !== undefined &&
        (normalized === ownOrigin(c, options.proxies()) ||
          options.allowedOrigins().some((entry) => normalizeOrigin(entry) === normalized))
      if (!allowed) throw crossOrigin()
    } else {
      const site = c.req.header('sec-fetch-site')?.trim().toLowerCase()
      if (site !== undefined && !OWN_FETCH_SITES.has(site)) throw crossOrigin()
    }
    return next()
  }
}

function crossOrigin(): HttpError {
  return new HttpError(403, 'cross_origin', 'Requests that change data must come from this site.')
}
