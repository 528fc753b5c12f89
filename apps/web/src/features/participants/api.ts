import { ATHLETES_PAGE_SIZE, type Locale } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'

/** What the teams list is asked for (kept in the URL by the participants route). */
export interface TeamFilters {
  search?: string | undefined
  organisation?: string | undefined
  discipline?: string | undefined
  page: number
}

export interface AthleteFilters extends TeamFilters {
  gender?: 'M' | 'W' | undefined
}

export const participantQueries = {
  all: () => ['participants'] as const,
  athletes: (lang: Locale, f: AthleteFilters) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'athletes', lang, f],
      queryFn: ({ signal }) =>
        apiGet('/athletes', {
          noteFreshness: true,
          lang,
          signal,
          params: { ...f, search: f.search || undefined, pageSize: ATHLETES_PAGE_SIZE },
        }),
      // The previous page stays on screen while the next search runs, so typing never blanks the list.
      placeholderData: keepPreviousData,
    }),
  profile: (lang: Locale, id: string) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'profile', lang, id],
      queryFn: ({ signal }) => apiGet('/athletes/:id', { at: { id }, noteFreshness: true, lang, signal }),
    }),
  delegation: (lang: Locale, code: string) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'delegation', lang, code],
      queryFn: ({ signal }) => apiGet('/organisations/:code', { at: { code }, noteFreshness: true, lang, signal }),
    }),
  /** The delegation's whole schedule, asked for only when the page's "full schedule" is opened. */
  delegationSchedule: (lang: Locale, code: string) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'delegation-schedule', lang, code],
      queryFn: ({ signal }) =>
        apiGet('/organisations/:code/schedule', { at: { code }, noteFreshness: true, lang, signal }),
    }),
  /** One team with its members, for its page (decision 057). */
  team: (lang: Locale, id: string) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'team', lang, id],
      queryFn: ({ signal }) => apiGet('/teams/:id', { at: { id }, noteFreshness: true, lang, signal }),
    }),
  /** A page of teams. The server's own page size: its pages without a search are served from memory. */
  teams: (lang: Locale, f: TeamFilters) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'teams', lang, f],
      queryFn: ({ signal }) =>
        apiGet('/teams', { noteFreshness: true, lang, signal, params: { ...f, search: f.search || undefined } }),
      placeholderData: keepPreviousData,
    }),
}
