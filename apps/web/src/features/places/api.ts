import type { Locale, PlaceDto, PlaceKind } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'

/** Places change only between imports. */
const PLACES_STALE_MS = 10 * 60_000

export const placesQueries = {
  all: () => ['places'] as const,
  list: (lang: Locale, kind?: PlaceKind) =>
    queryOptions({
      queryKey: [...placesQueries.all(), kind ?? 'all', lang],
      queryFn: ({ signal }) => fetchJson<{ items: PlaceDto[] }>('/api/v1/places', { lang, signal, params: { kind } }),
      select: (data) => data.items,
      staleTime: PLACES_STALE_MS,
      placeholderData: keepPreviousData,
    }),
}
