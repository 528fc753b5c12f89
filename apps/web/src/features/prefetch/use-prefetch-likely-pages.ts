import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLocale } from '../../i18n/i18n.ts'
import { browserConnection, isVerySlowConnection, PREFETCH_DELAY_MS } from './connection.ts'

/**
 * A second after each page settles, loads what the navigation's other pages need: their code, and the payloads
 * they open with. Skipped on very slow connections.
 */
export function usePrefetchLikelyPages(paths: readonly string[]): void {
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
      // Loaded on demand: its query modules belong to the pages' chunks, not the first load.
      import('./prefetch-likely-pages.ts').then(
        ({ prefetchLikelyPayloads }) => prefetchLikelyPayloads(queryClient, locale),
        () => undefined,
      )
    }, PREFETCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [router, queryClient, locale, pathname, key])
}
