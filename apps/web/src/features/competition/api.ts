import type { EventStandings, EventStructure, Locale } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

/**
 * An event's pool tables and its structure (decision 076). Both live under the schedule's root: every unit and result
 * event of the live stream makes them stale (platform/live/live-sync.ts), so a result made official moves a table
 * and fills a bracket's placeholders in place. Revalidated with the server on each fetch, like the schedule's reads.
 */
const eventPath = (code: string, what: string) => `/api/v1/events/${encodeURIComponent(code)}/${what}`

export const competitionQueries = {
  all: () => LIVE_QUERY_ROOTS.schedule,
  standings: (eventCode: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'standings', eventCode, lang],
      queryFn: ({ signal }) =>
        apiRequest<EventStandings>(eventPath(eventCode, 'standings'), {
          lang,
          signal,
          cache: 'no-cache',
          noteFreshness: true,
        }),
    }),
  /** Null when the server has no structure for the event (404): the tab lists its units as before. */
  structure: (eventCode: string, lang: Locale) =>
    queryOptions({
      queryKey: [...competitionQueries.all(), 'structure', eventCode, lang],
      queryFn: async ({ signal }): Promise<EventStructure | null> => {
        try {
          return await apiRequest<EventStructure>(eventPath(eventCode, 'structure'), {
            lang,
            signal,
            cache: 'no-cache',
            noteFreshness: true,
          })
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 404) return null
          throw error
        }
      },
    }),
}
