import type { ApiGetPath, Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { type ApiGetOptions, apiGet } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

function fetchLive<P extends ApiGetPath>(path: P, options: ApiGetOptions<P>) {
  return apiGet(path, { ...options, cache: 'no-cache' })
}

/**
 * My games reads what the app already serves (decision 054): days of the schedule (the same query key as the day
 * view, so one cached answer), a followed delegation's whole schedule, a followed athlete's profile and the medal
 * table. Under the live roots, so a result or medal refreshes them like any other screen.
 */
export const myGamesQueries = {
  day: (day: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'day', day, lang],
      queryFn: ({ signal }) => fetchLive('/schedule', { lang, signal, params: { day } }),
    }),
  delegationSchedule: (code: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'my-games', 'delegation', code, lang],
      queryFn: ({ signal }) => fetchLive('/organisations/:code/schedule', { at: { code }, lang, signal }),
      staleTime: 5 * 60_000,
    }),
  athlete: (id: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'my-games', 'athlete', id, lang],
      queryFn: ({ signal }) => fetchLive('/athletes/:id', { at: { id }, lang, signal }),
    }),
  medals: (lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.medals, 'my-games', lang],
      queryFn: ({ signal }) =>
        fetchLive('/medals', {
          lang,
          signal,
          params: {
            discipline: 'all',
            rank: 'gold',
            includeEmpty: 'true',
          },
        }),
      select: (table) => table.items,
    }),
  /** A followed team's delegation and event (My day's team rule, decision 088). */
  team: (id: string, lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.schedule, 'my-games', 'team', id, lang],
      queryFn: ({ signal }) => fetchLive('/teams/:id', { at: { id }, lang, signal }),
      staleTime: 5 * 60_000,
    }),
  /** The transport lines (the transport page's own query key: one cached answer). */
  transport: (lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.transport, lang],
      queryFn: ({ signal }) => fetchLive('/transport', { lang, signal }),
    }),
}
