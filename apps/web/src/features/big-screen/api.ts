import type { ApiGetPath, Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { type ApiGetOptions, apiGet } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/**
 * A venue's big screen (decision 087) reads the public API the schedule screens read, under the same query-key roots,
 * so the live stream's invalidations (platform/live/live-sync.ts) refetch it within the stream's delay. A TV has
 * nobody to press "try again": every read retries until it is answered, and polls as a safety net in case the stream
 * is down without saying so.
 */
const KIOSK = {
  retry: true,
  retryDelay: (attempt: number) => Math.min(1_000 * 2 ** attempt, 15_000),
  refetchInterval: 30_000,
  refetchIntervalInBackground: true,
  placeholderData: keepPreviousData,
} as const

/** Revalidated with the server on every read (ETag): a refetch after a live event must not get the 5 s HTTP copy. */
function fetchLive<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>) {
  return apiGet(path, { ...options, cache: 'no-cache' })
}

export const bigScreenQueries = {
  days: () =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'days'],
      queryFn: ({ signal }) => fetchLive('/days', { lang: 'pt', signal }),
      ...KIOSK,
    }),
  /** The venue's items of the day, filtered by the server from its cached day. */
  venueDay: (day: string, venue: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'day', day, lang, { venue }],
      queryFn: ({ signal }) => fetchLive('/schedule', { lang, signal, params: { day, venue } }),
      ...KIOSK,
    }),
  unit: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'unit', code, lang],
      queryFn: ({ signal }) => fetchLive('/units/:code', { at: { code }, lang, signal }),
      ...KIOSK,
    }),
  ceremonies: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.awardCeremonies, day, lang],
      queryFn: ({ signal }) => fetchLive('/award-ceremonies', { lang, signal, params: { day } }),
      select: (data) => data.items,
      ...KIOSK,
    }),
}
