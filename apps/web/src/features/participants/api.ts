import type { AthletePage, AthleteProfile, Delegation, Locale, Team } from '@podium/domain'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'

export interface AthleteFilters {
  search?: string | undefined
  organisation?: string | undefined
  discipline?: string | undefined
  gender?: 'M' | 'W' | undefined
  page: number
}

export const ATHLETES_PAGE_SIZE = 24

export const participantQueries = {
  all: () => ['participants'] as const,
  athletes: (lang: Locale, f: AthleteFilters) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'athletes', lang, f],
      queryFn: ({ signal }) =>
        fetchJson<AthletePage>('/api/v1/athletes', {
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
      queryFn: ({ signal }) =>
        fetchJson<AthleteProfile>(`/api/v1/athletes/${encodeURIComponent(id)}`, { lang, signal }),
    }),
  delegation: (lang: Locale, code: string) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'delegation', lang, code],
      queryFn: ({ signal }) =>
        fetchJson<Delegation>(`/api/v1/organisations/${encodeURIComponent(code)}`, { lang, signal }),
    }),
  teams: (lang: Locale, f: { organisation?: string | undefined; discipline?: string | undefined }) =>
    queryOptions({
      queryKey: [...participantQueries.all(), 'teams', lang, f],
      queryFn: ({ signal }) => fetchJson<{ items: Team[] }>('/api/v1/teams', { lang, signal, params: f }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
    }),
}
