import type { ApiGetPath, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type ApiGetOptions, apiGet } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/**
 * Live reads: revalidated with the server on every fetch (`cache: 'no-cache'` still gets a cheap 304 by ETag).
 * Without it the browser could answer a refetch triggered by a live event from its 5-second HTTP cache and put the
 * old status back on screen.
 */
function fetchLive<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>) {
  return apiGet(path, { ...options, cache: 'no-cache', noteFreshness: true })
}

export const scheduleQueries = {
  all: () => LIVE_QUERY_ROOTS.schedule,
  days: () =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'days'],
      queryFn: ({ signal }) => fetchLive('/days', { lang: 'pt', signal }),
      staleTime: 60_000,
    }),
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'day', day, lang],
      queryFn: ({ signal }) => fetchLive('/schedule', { lang, signal, params: { day } }),
      placeholderData: keepPreviousData,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'unit', code, lang],
      queryFn: ({ signal }) => fetchLive('/units/:code', { at: { code }, lang, signal }),
    }),
  discipline: (key: string, lang: Locale) =>
    queryOptions({
      queryKey: [...scheduleQueries.all(), 'discipline', key, lang],
      queryFn: ({ signal }) => fetchLive('/disciplines/:key', { at: { key }, lang, signal }),
      placeholderData: keepPreviousData,
    }),
}
