import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

/** Until live updates patch the cache (SSE), "now" is polled so the lists move on by themselves. */
const NOW_REFRESH_MS = 30_000

export const nowQueries = {
  all: () => ['now'] as const,
  current: (lang: Locale) =>
    queryOptions({
      queryKey: [...nowQueries.all(), lang],
      queryFn: ({ signal }) => apiGet('/now', { noteFreshness: true, lang, signal }),
      refetchInterval: NOW_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
}
