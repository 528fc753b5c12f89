import { QueryClient } from '@tanstack/react-query'
import { ApiRequestError } from './api-client.ts'
import { isOnline } from './online.ts'

/** docs/product-rules.md §9: data-fetching freshness 5000 ms. */
export const DEFAULT_STALE_TIME_MS = 5_000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // Ask even when the browser says it is offline: the service worker may hold a copy. The default ('online')
        // paused such a query, so a page never visited showed its placeholders for as long as the network was gone
        // instead of "not saved on this device" (issue 39).
        networkMode: 'offlineFirst',
        // A 4xx answer will not change on retry; network blips and 5xx may. Offline no retry will be answered: the
        // page says so at once, and LoadError loads again when the network is back.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          isOnline() &&
          failureCount < 2,
      },
    },
  })
}
