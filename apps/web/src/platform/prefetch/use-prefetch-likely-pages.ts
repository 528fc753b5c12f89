import type { Locale } from '@podium/domain'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '../../i18n/i18n.ts'
import { browserConnection, isVerySlowConnection, PREFETCH_DELAY_MS } from './connection.ts'

/** Loads the payloads the likely next pages open with; failures are the caller's to ignore. */
export type PrefetchPayloads = (queryClient: QueryClient, locale: Locale) => Promise<unknown>

/**
 * A second after each page settles, loads what the navigation's other pages need: their code, and the payloads
 * they open with (`prefetchPayloads`, given by the shell, which knows the features). Skipped on very slow connections.
 * `prefetchPayloads` must be stable (declared at module level), or the timer restarts at each render.
 */
export function usePrefetchLikelyPages(paths: readonly string[], prefetchPayloads: PrefetchPayloads): void {
  const router = useRouter()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const pathname = useLocation({ select: (location) => location.pathname })
  const key = paths.join('|')
  useEffect(() => {
    if (isVerySlowConnection(browserConnection())) return
    const timer = window.setTimeout(() => {
      for (const to of key.split('|')) {
        // Paths come from the navigation table, not typed routes; a failed preload only means no head start.
        if (to && to !== pathname) router.preloadRoute({ to: to as '/' }).catch(() => undefined)
      }
      prefetchPayloads(queryClient, locale).catch(() => undefined)
    }, PREFETCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [router, queryClient, locale, pathname, key, prefetchPayloads])
}
