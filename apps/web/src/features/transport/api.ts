import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/** Next departures move with the clock: refetched every minute while the page is open. */
const TRANSPORT_REFRESH_MS = 60_000

export const transportQueries = {
  all: () => LIVE_QUERY_ROOTS.transport,
  lines: (lang: Locale) =>
    queryOptions({
      queryKey: [...transportQueries.all(), lang],
      // Revalidated (ETag, usually a 304): a line edited in the back office a moment ago must show (decision 044).
      queryFn: ({ signal }) => apiGetLive('/transport', { lang, signal }),
      refetchInterval: TRANSPORT_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
}
