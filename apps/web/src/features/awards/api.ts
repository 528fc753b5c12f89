import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export const awardQueries = {
  all: () => LIVE_QUERY_ROOTS.awardCeremonies,
  day: (lang: Locale, day: string | null) =>
    queryOptions({
      queryKey: [...awardQueries.all(), day ?? 'all', lang],
      queryFn: ({ signal }) =>
        // Revalidated (ETag): a ceremony edited in the back office a moment ago must show (decision 044).
        apiGetLive('/award-ceremonies', {
          lang,
          signal,
          params: { day: day ?? undefined },
        }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
    }),
}
