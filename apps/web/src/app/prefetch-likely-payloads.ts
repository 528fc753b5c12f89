import type { Locale } from '@podium/domain'
import type { QueryClient } from '@tanstack/react-query'
import { medalQueries } from '../features/medals/api.ts'
import { scheduleQueries } from '../features/schedule/api.ts'
import { referenceQueries } from '../platform/reference/api.ts'

/** Once fetched, the same payloads are not prefetched again for this long (navigation would refetch them anyway). */
const PREFETCH_AGAIN_AFTER_MS = 60_000

const lastPrefetch = new Map<Locale, number>()

/**
 * The payloads the main navigation's pages open with: today's schedule, the medal table, the reference lists the
 * participants and medals pages filter by. Failures (offline) are ignored: the page fetches for itself.
 */
export async function prefetchLikelyPayloads(queryClient: QueryClient, locale: Locale, now = Date.now()) {
  const last = lastPrefetch.get(locale)
  if (last !== undefined && now - last < PREFETCH_AGAIN_AFTER_MS) return
  lastPrefetch.set(locale, now)
  await Promise.allSettled([
    queryClient.prefetchQuery(referenceQueries.disciplines(locale)),
    queryClient.prefetchQuery(referenceQueries.organisations(locale)),
    queryClient.prefetchQuery(medalQueries.table(locale, { discipline: 'all', rank: 'gold', includeEmpty: false })),
    queryClient
      .fetchQuery(scheduleQueries.days())
      .then((days) => queryClient.prefetchQuery(scheduleQueries.day(days.openDay, locale))),
  ])
}
