import type { Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export const scheduleQueries = {
  all: () => LIVE_QUERY_ROOTS.schedule,
  days: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'days'],
      queryFn: ({ signal }) => apiGetLive('/days', { lang: 'pt', signal }),
      staleTime: 60_000,
    }),
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'day', day, lang],
      queryFn: ({ signal }) => apiGetLive('/schedule', { lang, signal, params: { day } }),
      placeholderData: keepPreviousData,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'unit', code, lang],
      queryFn: ({ signal }) => apiGetLive('/units/:code', { at: { code }, lang, signal }),
    }),
  discipline: (key: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'discipline', key, lang],
      queryFn: ({ signal }) => apiGetLive('/disciplines/:key', { at: { key }, lang, signal }),
      placeholderData: keepPreviousData,
    }),
}
