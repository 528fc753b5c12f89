import type { Locale, PlaceKind } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/** Places change rarely (an import, the back office); a `place` live event refetches them at once. */
const PLACES_STALE_MS = 10 * 60_000

export const placesQueries = {
  all: () => LIVE_QUERY_ROOTS.places,
  list: (lang: Locale, kind?: PlaceKind) =>
    queryOptions({
      queryKey: [...placesQueries.all(), kind ?? 'all', lang],
      queryFn: ({ signal }) =>
        apiGetLive('/places', {
          lang,
          signal,
          params: { kind },
          // Revalidated (ETag, usually a 304): a place edited a moment ago must not come from the HTTP cache.
        }),
      select: (data) => data.items,
      staleTime: PLACES_STALE_MS,
      placeholderData: keepPreviousData,
    }),
}
