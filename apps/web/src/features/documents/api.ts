import type { DocumentKind, DocumentOrder, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export interface DocumentFilters {
  kind: DocumentKind
  discipline?: string | undefined
  q?: string | undefined
  order: DocumentOrder
}

export const documentQueries = {
  all: () => LIVE_QUERY_ROOTS.documents,
  list: (lang: Locale, filters: DocumentFilters) =>
    queryOptions({
      queryKey: [...documentQueries.all(), filters, lang],
      queryFn: ({ signal }) =>
        apiGet('/documents', {
          noteFreshness: true,
          lang,
          signal,
          params: {
            kind: filters.kind,
            discipline: filters.discipline,
            q: filters.q || undefined,
            order: filters.order,
          },
        }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
    }),
}
