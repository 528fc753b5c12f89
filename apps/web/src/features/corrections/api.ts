import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

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
        apiGetLive('/corrections', {
          lang,
          signal,
          params: {
            ...(filters.day ? { day: filters.day } : {}),
            ...(filters.discipline ? { discipline: filters.discipline } : {}),
          },
        }),
      placeholderData: keepPreviousData,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...correctionQueries.all(), 'unit', code, lang],
      queryFn: ({ signal }) => apiGetLive('/units/:code/corrections', { at: { code }, lang, signal }),
    }),
  /** The games' days, for the day filter. */
  days: () =>
    queryOptions({
      queryKey: [...correctionQueries.all(), 'days'],
      queryFn: ({ signal }) => apiGetLive('/days', { lang: 'pt', signal }),
      staleTime: 60_000,
    }),
}
