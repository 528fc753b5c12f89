import type { DaySchedule, Days, DisciplinePage, Locale, UnitDetail } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/**
 * Live reads: revalidated with the server on every fetch (`cache: 'no-cache'` still gets a cheap 304 by ETag).
 * Without it the browser could answer a refetch triggered by a live event from its 5-second HTTP cache and put the
 * old status back on screen.
 */
function fetchLive<T>(path: string, lang: Locale, signal: AbortSignal, params?: Record<string, string>): Promise<T> {
  return apiRequest<T>(path, { lang, signal, params, cache: 'no-cache', noteFreshness: true })
}

export const scheduleQueries = {
  all: () => LIVE_QUERY_ROOTS.schedule,
  days: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'days'],
      queryFn: ({ signal }) => fetchLive<Days>('/api/v1/days', 'pt', signal),
      staleTime: 60_000,
    }),
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'day', day, lang],
      queryFn: ({ signal }) => fetchLive<DaySchedule>('/api/v1/schedule', lang, signal, { day }),
      placeholderData: keepPreviousData,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'unit', code, lang],
      queryFn: ({ signal }) => fetchLive<UnitDetail>(`/api/v1/units/${encodeURIComponent(code)}`, lang, signal),
    }),
  discipline: (key: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'discipline', key, lang],
      queryFn: ({ signal }) =>
        fetchLive<DisciplinePage>(`/api/v1/disciplines/${encodeURIComponent(key)}`, lang, signal),
      placeholderData: keepPreviousData,
    }),
}
