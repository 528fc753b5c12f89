import { AsyncLocalStorage } from 'node:async_hooks'
import type { MiddlewareHandler } from 'hono'

const refusing = new AsyncLocalStorage<boolean>()

/** Whether the request being served asked not to be answered from a stale copy (`Cache-Control: no-cache`). */
export function refusesStale(): boolean {
  return refusing.getStore() === true
}

/** `Cache-Control: no-cache` (a directive among others), or the older `Pragma: no-cache` when there is none. */
export function asksNoCache(cacheControl: string | undefined, pragma: string | undefined): boolean {
  if (cacheControl !== undefined) return cacheControl.split(',').some((d) => d.trim().toLowerCase() === 'no-cache')
  return pragma?.trim().toLowerCase() === 'no-cache'
}

/**
 * Reads sent with `no-cache` (the editors' screens send every read so, a hard reload too) are never answered with
 * the previous version of a read model while its rebuild runs: they wait for that rebuild (decision 064). They start
 * no rebuild of their own, so the header costs the server nothing but that request's wait.
 */
export function honourNoCache(): MiddlewareHandler {
  return (c, next) =>
    asksNoCache(c.req.header('Cache-Control'), c.req.header('Pragma')) ? refusing.run(true, next) : next()
}
