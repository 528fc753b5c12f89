import { QueryClient } from '@tanstack/react-query'
import { ApiRequestError } from './api-client.ts'

/** docs/product-rules.md §9: data-fetching freshness 5000 ms. */
export const DEFAULT_STALE_TIME_MS = 5_000

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        // A 4xx answer will not change on retry; network blips and 5xx may.
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  })
}
