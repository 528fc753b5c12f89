import { useSyncExternalStore } from 'react'

/** Set by the service worker on API answers it took from its cache (see build/pwa.ts). */
export const FROM_CACHE_HEADER = 'x-podium-from-cache'

/**
 * When the data on screen came from the offline cache, the time the server produced it (its Date header); null while
 * answers come from the network. Screens label cached data "as of" that time, never as current.
 */
let cachedAt: number | null = null
const listeners = new Set<() => void>()

/** A page kept by the service worker was opened offline: its data is as old as its oldest answer (decision 060). */
export function noteCachedPageData(producedAt: number): void {
  if (cachedAt !== null && cachedAt <= producedAt) return
  cachedAt = producedAt
  for (const listener of listeners) listener()
}

export function noteResponseFreshness(res: Response): void {
  const fromCache = res.headers.get(FROM_CACHE_HEADER) !== null
  const served = Date.parse(res.headers.get('date') ?? '')
  const next = fromCache ? (Number.isNaN(served) ? 0 : served) : null
  if (next === cachedAt) return
  // Of several cached answers, the oldest decides how old the screen may be.
  if (next !== null && cachedAt !== null && next > cachedAt) return
  cachedAt = next
  for (const listener of listeners) listener()
}

export function useCachedDataAt(): number | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => cachedAt,
    () => null,
  )
}
