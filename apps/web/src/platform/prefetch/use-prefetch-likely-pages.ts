import type { Locale } from '@podium/domain'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '../../i18n/i18n.ts'
import { runWhenIdle } from '../../lib/idle-steps.ts'
import { isLowData } from '../low-data/low-data.ts'
import { browserConnection, isVerySlowConnection, PREFETCH_DELAY_MS } from './connection.ts'

/** Loads the payloads the likely next pages open with; failures are the caller's to ignore. */
export type PrefetchPayloads = (queryClient: QueryClient, locale: Locale) => Promise<unknown>

/**
 * A second after each page settles, loads what the navigation's other pages need, a page per idle moment: their code,
 * and the payloads they open with (`prefetchPayloads`, given by the shell, which knows the features). Skipped on very
 * slow connections.
 * `prefetchPayloads` must be stable (declared at module level), or the timer restarts at each render.
 */
export function usePrefetchLikelyPages(paths: readonly string[], prefetchPayloads: PrefetchPayloads): void {
  const router = useRouter()
  const queryClient = useQueryClient()
  const locale = useLocale()
  const pathname = useLocation({ select: (location) => location.pathname })
  const key = paths.join('|')
  useEffect(() => {
    // The low-data mode (decision 088) prefetches nothing.
    if (isVerySlowConnection(browserConnection()) || isLowData()) return
    // One page per idle moment: preloading them all at once made one long task just as the page became usable.
    // Only their code: their payloads are prefetchPayloads' (running each page's loaders again would match, load
    // and check them all a second time).
    const steps = key
      .split('|')
      .filter((to) => to && to !== pathname)
      .map((to) => () => {
        // Paths come from the navigation table, not typed routes; a failed preload only means no head start.
        for (const match of router.matchRoutes(to)) {
          const route = router.routesById[match.routeId as keyof typeof router.routesById]
          if (route) router.loadRouteChunk(route)?.catch(() => undefined)
        }
      })
    steps.push(() => void prefetchPayloads(queryClient, locale).catch(() => undefined))
    return runWhenIdle(PREFETCH_DELAY_MS, steps)
  }, [router, queryClient, locale, pathname, key, prefetchPayloads])
}
