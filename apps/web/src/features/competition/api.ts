import type { EventStructure, Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiGetLive } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/**
 * An event's pool tables and its structure (decision 076). Both live under the schedule's root: every unit and result
 * event of the live stream makes them stale (platform/live/live-sync.ts), so a result made official moves a table
 * and fills a bracket's placeholders in place. Revalidated with the server on each fetch, like the schedule's reads.
 */

export const competitionQueries = {
  all: () => LIVE_QUERY_ROOTS.schedule,
  standings: (eventCode: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'standings', eventCode, lang],
      queryFn: ({ signal }) =>
        apiGetLive('/events/:code/standings', {
          at: { code: eventCode },
          lang,
          signal,
        }),
    }),
  /** Null when the server has no structure for the event (404): the tab lists its units as before. */
  structure: (eventCode: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'structure', eventCode, lang],
      queryFn: async ({ signal }): Promise<EventStructure | null> => {
        try {
          return await apiGetLive('/events/:code/structure', {
            at: { code: eventCode },
            lang,
            signal,
          })
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) return null
          throw error
        }
      },
    }),
  /**
   * Every event's structure of a discipline in one request (decision 079): the Competitions tab reads each event's
   * from it instead of asking once per event.
   */
  disciplineStructures: (disciplineKey: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'discipline-structures', disciplineKey, lang],
      queryFn: ({ signal }) =>
        apiGetLive('/disciplines/:key/structures', {
          at: { key: disciplineKey },
          lang,
          signal,
        }),
    }),
  /** Each event's ranking from its structure, final or as it stands (decision 079). */
  disciplineRanking: (disciplineKey: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'discipline-ranking', disciplineKey, lang],
      queryFn: ({ signal }) =>
        apiGetLive('/disciplines/:key/final-ranking', {
          at: { key: disciplineKey },
          lang,
          signal,
        }),
    }),
  /** An athlete's or a team's next unit in each event with a format (decision 079). */
  next: (kind: 'athletes' | 'teams', id: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'next', kind, id, lang],
      queryFn: ({ signal }) =>
        apiGetLive(kind === 'athletes' ? '/athletes/:id/next' : '/teams/:id/next', {
          at: { id },
          lang,
          signal,
        }),
    }),
}
