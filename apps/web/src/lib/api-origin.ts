/**
 * Where the API lives. The web build leaves `VITE_API_ORIGIN` empty and calls the server it was served from with
 * relative paths; a native build (docs/native.md) sets it at build time to the games' server, since the shells run
 * their bundle at `https://localhost` / `capacitor://localhost`. Such a build is the "native client": it logs in with
 * `client: "native"` and sends the session as `Authorization: Bearer` (decision 008), never a cookie.
 */
export function readApiOrigin(env: Record<string, unknown>): string {
  const raw = String(env.VITE_API_ORIGIN ?? '').trim()
  if (!raw) return ''
  const url = new URL(raw)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_API_ORIGIN: ${raw} is not http(s)`)
  return url.origin
}

export const API_ORIGIN = readApiOrigin({ VITE_API_ORIGIN: import.meta.env.VITE_API_ORIGIN })

/** Whether this bundle talks to an API on another origin, with a Bearer token (the shells' build). */
export const NATIVE_CLIENT = API_ORIGIN !== ''

/**
 * The address of an API path as this bundle must call it: `/api/v1/…` gets the API origin in a native build; other
 * addresses (the bundle's own files, another site's) are returned as they are. For requests, streams, documents and
 * images the server names by path.
 */
export function apiHref(path: string, origin = API_ORIGIN): string {
  return origin && path.startsWith('/api/') ? `${origin}${path}` : path
}
