import type {
  AdminTransportLine,
  AdminTransportLines,
  AdminTransportQuery,
  Locale,
  TransportLineInput,
  TransportLineUpdate,
} from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

export const transportAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'transport'] as const,
  list: (lang: Locale, query: AdminTransportQuery) =>
    queryOptions({
      queryKey: [...transportAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminTransportLines>('/api/v1/admin/transport', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the public /transport refetch here; other screens hear the live event. */
function refreshTransport(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: transportAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.transport }),
  ])
}

const linePath = (code: string) => `/api/v1/admin/transport/${encodeURIComponent(code)}`

export const transportAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...transportAdminQueries.all(), 'save'],
      mutationFn: ({ code, body }: { code: string | undefined; body: TransportLineInput | TransportLineUpdate }) =>
        code === undefined
          ? apiRequest<AdminTransportLine>('/api/v1/admin/transport', { lang, method: 'POST', body })
          : apiRequest<AdminTransportLine>(linePath(code), { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTransport(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...transportAdminQueries.all(), 'delete'],
      mutationFn: ({ code, version }: { code: string; version: number }) =>
        apiRequest<undefined>(linePath(code), { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTransport(client),
    }),
}
