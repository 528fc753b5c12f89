import type { Locale, MediaKind } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/** These lists change only between imports. */
const INFO_STALE_MS = 10 * 60_000

export const infoQueries = {
  ambassadors: (lang: Locale, day: string | null) =>
    queryOptions({
      queryKey: ['ambassadors', day ?? 'all', lang],
      queryFn: ({ signal }) =>
        apiGet('/ambassadors', { noteFreshness: true, lang, signal, params: { day: day ?? undefined } }),
      select: (data) => data.items,
      staleTime: INFO_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  sponsors: (lang: Locale) =>
    queryOptions({
      queryKey: LIVE_QUERY_ROOTS.sponsors,
      // Revalidated (ETag, usually a 304): a sponsor edited in the back office a moment ago must show (decision 040);
      // a `sponsor` live event refetches it.
      queryFn: ({ signal }) => apiGetLive('/sponsors', { lang, signal }),
      staleTime: INFO_STALE_MS,
    }),
  courses: (lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.courses, lang],
      // Revalidated like the sponsors: a course edited in the back office must show at once (decision 043).
      queryFn: ({ signal }) => apiGetLive('/courses', { lang, signal }),
      select: (data) => data.items,
      staleTime: INFO_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  media: (lang: Locale, kind: MediaKind) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.media, kind, lang],
      // Revalidated (ETag): a video edited in the back office a moment ago must show (decision 044).
      queryFn: ({ signal }) =>
        apiGetLive('/media', {
          lang,
          signal,
          params: { kind },
        }),
      select: (data) => data.items,
      // A live video's "on air" follows the clock.
      refetchInterval: kind === 'live-video' ? 60_000 : false,
      placeholderData: keepPreviousData,
    }),
}
