import type { Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

export const searchQueries = {
  /**
   * Everything the search box finds, in one language (decision 083): fetched once when the search first opens, then
   * searched on the device at every key. The server keeps it a minute; the service worker keeps it for offline.
   */
  index: (lang: Locale) =>
    queryOptions({
      queryKey: ['search', 'index', lang] as const,
      queryFn: ({ signal }) => apiGet('/search-index', { noteFreshness: true, lang, signal }),
      staleTime: 60_000,
    }),
}
