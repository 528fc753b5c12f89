import type { Locale } from '@podium/domain'
import type { QueryClient } from '@tanstack/react-query'
import { medalQueries } from '../medals/api.ts'
import { referenceQueries } from '../reference/api.ts'
import { scheduleQueries } from '../schedule/api.ts'

/** Spec §9: payloads of likely next pages are prefetched 1 s after a page settles. */
export const PREFETCH_DELAY_MS = 1000
/** Once fetched, the same payloads are not prefetched again for this long (navigation would refetch them anyway). */
const PREFETCH_AGAIN_AFTER_MS = 60_000

interface ConnectionInfo {
  effectiveType?: string
  saveData?: boolean
}

/** 2G-class connections and data-saver mode get no speculative downloads (spec §7: "unless very slow"). */
export function isVerySlowConnection(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g'
}

export function browserConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection
}

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
      .then((days) => queryClient.prefetchQuery(scheduleQueries.day(days.today, locale))),
  ])
}
