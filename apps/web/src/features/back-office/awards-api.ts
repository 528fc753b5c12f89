import type { AdminAwardCeremoniesQuery, AwardCeremonyInput, AwardCeremonyUpdate, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export const awardsAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'award-ceremonies'] as const,
  list: (lang: Locale, query: AdminAwardCeremoniesQuery) =>
    queryOptions({
      queryKey: [...awardsAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/award-ceremonies', {
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
        apiGet('/admin/award-ceremonies/events', { lang, signal, params: { q: q || undefined } }),
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
          ? apiWrite('POST /admin/award-ceremonies', { lang, body })
          : apiWrite('PUT /admin/award-ceremonies/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCeremonies(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...awardsAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/award-ceremonies/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshCeremonies(client),
    }),
}
