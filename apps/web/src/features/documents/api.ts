import type { DocumentDto, DocumentKind, DocumentOrder, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'

export interface DocumentFilters {
  kind: DocumentKind
  discipline?: string | undefined
  q?: string | undefined
  order: DocumentOrder
}

export const documentQueries = {
  all: () => ['documents'] as const,
  list: (lang: Locale, filters: DocumentFilters) =>
    queryOptions({
      queryKey: [...documentQueries.all(), filters, lang],
      queryFn: ({ signal }) =>
        fetchJson<{ items: DocumentDto[] }>('/api/v1/documents', {
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
