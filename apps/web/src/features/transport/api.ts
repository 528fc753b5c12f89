import type { Locale, TransportDto } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/** Next departures move with the clock: refetched every minute while the page is open. */
const TRANSPORT_REFRESH_MS = 60_000

export const transportQueries = {
  all: () => LIVE_QUERY_ROOTS.transport,
  lines: (lang: Locale) =>
    queryOptions({
      queryKey: [...transportQueries.all(), lang],
      queryFn: ({ signal }) => fetchJson<TransportDto>('/api/v1/transport', { lang, signal }),
      refetchInterval: TRANSPORT_REFRESH_MS,
      placeholderData: keepPreviousData,
    }),
}
