import type {
  AdminPlace,
  AdminPlaces,
  AdminPlacesQuery,
  Locale,
  Me,
  PlaceDto,
  PlaceInput,
  PlaceUpdate,
} from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest, fetchJson } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export const backOfficeQueries = {
  all: () => USER_QUERY_ROOTS.backOffice,
  /** Who is signed in, as the server says (the stored session may be stale): decides the 403 page. */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'me', lang],
      queryFn: ({ signal }) => fetchJson<Me>('/api/v1/auth/me', { lang, signal }),
      retry: false,
      staleTime: 60_000,
    }),
  places: (lang: Locale, query: AdminPlacesQuery) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'places', query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminPlaces>('/api/v1/admin/places', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, kind: query.kind, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  /** The public places (every kind), for where a new place's map opens. */
  publicPlaces: (lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.places, 'all', lang],
      queryFn: ({ signal }) => apiRequest<{ items: PlaceDto[] }>('/api/v1/places', { lang, signal, cache: 'no-cache' }),
      select: (data) => data.items,
      staleTime: 10 * 60_000,
    }),
}

/**
 * The places writes. After each, the back office's lists and the public places screens refetch here; other open
 * screens hear the `place` live event.
 */
export const backOfficeMutations = {
  savePlace: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'places', 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: PlaceInput | PlaceUpdate }) =>
        id === undefined
          ? apiRequest<AdminPlace>('/api/v1/admin/places', { lang, method: 'POST', body })
          : apiRequest<AdminPlace>(`/api/v1/admin/places/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshPlaces(client),
    }),
  deletePlace: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'places', 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`/api/v1/admin/places/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshPlaces(client),
    }),
}

function refreshPlaces(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...backOfficeQueries.all(), 'places'] }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.places }),
  ])
}
