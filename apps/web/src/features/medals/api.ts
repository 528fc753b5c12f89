import type { Division, Locale, MedalGender } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export interface MedalFilters {
  discipline: string
  gender?: MedalGender | undefined
  division?: Division | undefined
  rank: 'gold' | 'total'
  includeEmpty: boolean
}

interface MedallistFilters {
  discipline?: string | undefined
  organisation?: string | undefined
  gender?: string | undefined
  division?: string | undefined
}

const fetchMedallists = (lang: Locale, f: MedallistFilters, signal: AbortSignal, latestEvents?: number) =>
  apiGet('/medallists', {
    noteFreshness: true,
    lang,
    signal,
    params: {
      discipline: f.discipline === 'all' ? undefined : f.discipline,
      organisation: f.organisation,
      gender: f.gender,
      division: f.division,
      latestEvents,
    },
  })

export const medalQueries = {
  all: () => LIVE_QUERY_ROOTS.medals,
  table: (lang: Locale, f: MedalFilters) =>
    queryOptions({
      queryKey: [...medalQueries.all(), 'table', lang, f],
      queryFn: ({ signal }) =>
        apiGet('/medals', {
          noteFreshness: true,
          lang,
          signal,
          params: {
            discipline: f.discipline,
            gender: f.gender,
            division: f.division,
            rank: f.rank,
            includeEmpty: f.includeEmpty ? 'true' : undefined,
          },
        }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
    }),
  medallists: (lang: Locale, f: MedallistFilters) =>
    queryOptions({
      queryKey: [...medalQueries.all(), 'medallists', lang, f],
      queryFn: ({ signal }) => fetchMedallists(lang, f, signal),
      select: (data) => data.items,
    }),
  /** The medallists by event: only the `latestEvents` most recently decided events, or all without it. */
  medalEvents: (lang: Locale, f: MedallistFilters, latestEvents?: number) =>
    queryOptions({
      queryKey: [...medalQueries.all(), 'medal-events', lang, f, latestEvents ?? 'all'],
      queryFn: ({ signal }) => fetchMedallists(lang, f, signal, latestEvents),
    }),
}
