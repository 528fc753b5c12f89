import { VIDEO_EMBED_ORIGINS, VIDEO_FILE_ORIGINS } from '@podium/domain'
import type { MiddlewareHandler } from 'hono'
import { deleteResponseHeader, setResponseHeader } from './response-headers.ts'

/** Map tiles of the venues map (apps/web/src/features/places/components/places-map.tsx). */
export const MAP_TILE_ORIGIN = 'https://tile.openstreetmap.org'
/**
 * Video hosts: files (`<video>`, the safe-sport video's among them) and embedded players (`<iframe>`). The same
 * allow-list checks every video URL the back office saves (decision 044), so what is saved can play.
 */
const VIDEO_FILES = VIDEO_FILE_ORIGINS.join(' ')
const VIDEO_EMBEDS = VIDEO_EMBED_ORIGINS.join(' ')

/**
 * sonner (the toasts) inserts its stylesheet as a `<style>` element when its module loads. That one block is allowed
 * by the hash of its exact text, so style elements need no 'unsafe-inline'. A test recomputes the hash from the
 * installed sonner (`security-headers.test.ts`): an upgrade that changes the CSS fails there, not silently in a browser.
 */
export const SONNER_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='"
/**
 * sonner appends its `<style>` to the head while still empty and fills it after; the browser checks it both times.
 * An empty style block styles nothing, so allowing the hash of '' is harmless.
 */
export const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

/** Paths that other sites may embed in a frame (the embeddable widgets). */
export function isWidgetPath(path: string): boolean {
  return path === '/widget' || path.startsWith('/widget/')
}

/**
 * The Content-Security-Policy of a response. One policy for the app and the API (API answers are JSON or files; a
 * file opened directly then runs no script either). See docs/decisions/015-security-headers-and-hostile-input.md.
 */
export function contentSecurityPolicy(path: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Style elements: our CSS files plus sonner's one block. Style attributes: the server-rendered pages carry React's
    // `style` props as attributes (decision 060: a bar's width, a grid row's position). An attribute styles its own
    // element only (no selectors, no imports), and React escapes what it writes, so they are allowed; scripts stay
    // strict.
    `style-src 'self' ${SONNER_STYLE_HASH} ${EMPTY_STYLE_HASH}`,
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_TILE_ORIGIN}`,
    `media-src 'self' blob: ${VIDEO_FILES}`,
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    `frame-src 'self' ${VIDEO_EMBEDS}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${isWidgetPath(path) ? '*' : "'self'"}`,
  ].join('; ')
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains'

/**
 * Whether the request reached us over HTTPS: directly (an https URL) or through a proxy saying so in
 * `X-Forwarded-Proto`. The header is trusted without a proxy allow-list on purpose: the only thing it decides is
 * HSTS, and browsers ignore HSTS received over plain HTTP (RFC 6797 §8.1), so a forged header changes nothing.
 */
export function cameOverHttps(url: string, forwardedProto: string | undefined): boolean {
  if (url.startsWith('https:')) return true
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase()
  return first === 'https'
}

/** Security headers on every response, errors included (mounted first in app.ts). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const path = c.req.path
    setResponseHeader(c, 'Content-Security-Policy', contentSecurityPolicy(path))
    setResponseHeader(c, 'X-Content-Type-Options', 'nosniff')
    setResponseHeader(c, 'Referrer-Policy', 'strict-origin-when-cross-origin')
    // For browsers without frame-ancestors; widgets send none, so any site may frame them.
    if (isWidgetPath(path)) deleteResponseHeader(c, 'X-Frame-Options')
    else setResponseHeader(c, 'X-Frame-Options', 'SAMEORIGIN')
    setResponseHeader(c, 'Cross-Origin-Opener-Policy', 'same-origin')
    if (cameOverHttps(c.req.url, c.req.header('x-forwarded-proto')))
      setResponseHeader(c, 'Strict-Transport-Security', HSTS_VALUE)
  }
}
