import type { CorrectionList, Days, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/** Live reads, revalidated on every fetch (a `correction` live event refetches them). */
function fetchLive<T>(path: string, lang: Locale, signal: AbortSignal, params?: Record<string, string>): Promise<T> {
  return apiRequest<T>(path, { lang, signal, params, cache: 'no-cache', noteFreshness: true })
}

export interface CorrectionFilters {
  day?: string | undefined
  discipline?: string | undefined
}

/** The public corrections log (decision 086). */
export const correctionQueries = {
  all: () => LIVE_QUERY_ROOTS.corrections,
  list: (lang: Locale, filters: CorrectionFilters = {}) =>
    queryOptions({
      queryKey: [...correctionQueries.all(), 'list', lang, filters.day ?? '', filters.discipline ?? ''],
      queryFn: ({ signal }) =>
        fetchLive<CorrectionList>('/api/v1/corrections', lang, signal, {
          ...(filters.day ? { day: filters.day } : {}),
          ...(filters.discipline ? { discipline: filters.discipline } : {}),
        }),
      placeholderData: keepPreviousData,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...correctionQueries.all(), 'unit', code, lang],
      queryFn: ({ signal }) =>
        fetchLive<CorrectionList>(`/api/v1/units/${encodeURIComponent(code)}/corrections`, lang, signal),
    }),
  /** The games' days, for the day filter. */
  days: () =>
    queryOptions({
      queryKey: [...correctionQueries.all(), 'days'],
      queryFn: ({ signal }) => fetchLive<Days>('/api/v1/days', 'pt', signal),
      staleTime: 60_000,
    }),
}
