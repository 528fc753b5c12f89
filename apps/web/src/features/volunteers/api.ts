import type { Locale, VolunteersList } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { contentRoot } from '../../platform/live/live-sync.ts'

export const volunteersQueries = {
  /** The content kind's root: its `content` live events and the back office's writes refetch it (decision 103). */
  all: () => contentRoot('volunteers'),
  /** Every item in the organiser's order, in the four languages (the page picks the reader's). */
  list: (lang: Locale) =>
    queryOptions({
      queryKey: [...volunteersQueries.all(), lang],
      // Revalidated (ETag, usually a 304): an item edited in the back office a moment ago must show.
      queryFn: ({ signal }) =>
        apiRequest<VolunteersList>('/api/v1/volunteers', { lang, signal, cache: 'no-cache', noteFreshness: true }),
      select: (data) => data.items,
      // Changed only by the organiser, and then the live event says so.
      staleTime: 10 * 60_000,
      placeholderData: keepPreviousData,
    }),
}
