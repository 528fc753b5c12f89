import type {
  AdminAwardCeremonies,
  AdminAwardCeremoniesQuery,
  AdminAwardCeremony,
  AdminEventOptions,
  AwardCeremonyInput,
  AwardCeremonyUpdate,
  Locale,
} from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

export const awardsAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'award-ceremonies'] as const,
  list: (lang: Locale, query: AdminAwardCeremoniesQuery) =>
    queryOptions({
      queryKey: [...awardsAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminAwardCeremonies>('/api/v1/admin/award-ceremonies', {
          lang,
          signal,
          cache: 'no-store',
          params: { day: query.day || undefined, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** The event picker: events whose code or name contains what was typed. */
  events: (lang: Locale, q: string) =>
    queryOptions({
      queryKey: [...awardsAdminQueries.all(), 'events', q, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminEventOptions>('/api/v1/admin/award-ceremonies/events', {
          lang,
          signal,
          params: { q: q || undefined },
        }),
      select: (data) => data.items,
      placeholderData: keepPreviousData,
      staleTime: 60_000,
      retry: false,
    }),
}

/** After each write the manager's list and the public awards schedule refetch; other screens hear the live event. */
function refreshCeremonies(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: awardsAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.awardCeremonies }),
  ])
}

export const awardsAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...awardsAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: AwardCeremonyInput | AwardCeremonyUpdate }) =>
        id === undefined
          ? apiRequest<AdminAwardCeremony>('/api/v1/admin/award-ceremonies', { lang, method: 'POST', body })
          : apiRequest<AdminAwardCeremony>(`/api/v1/admin/award-ceremonies/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCeremonies(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...awardsAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`/api/v1/admin/award-ceremonies/${id}`, {
          lang,
          method: 'DELETE',
          params: { version },
        }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCeremonies(client),
    }),
}
