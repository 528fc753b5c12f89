import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../live/live-sync.ts'

export const configQueries = {
  all: () => LIVE_QUERY_ROOTS.config,
  /** Flags and the games' calendar; localized (the games' name), so keyed by language. */
  detail: (lang: Locale) =>
    queryOptions({
      queryKey: [...configQueries.all(), lang],
      // Revalidated with the server (a 304 by ETag when unchanged), so a settings change is not hidden by the
      // browser's copy (max-age 60) when the `settings` live event asks for it.
      queryFn: ({ signal }) => apiGetLive('/config', { lang, signal }),
      // The flags and calendar do not change during a visit; refetching every 5 s would only cost requests.
      staleTime: 5 * 60_000,
      // While another language loads, keep showing the previous one rather than a skeleton.
      placeholderData: keepPreviousData,
    }),
}
