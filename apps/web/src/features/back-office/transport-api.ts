import type { AdminTransportQuery, Locale, TransportLineInput, TransportLineUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export const transportAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'transport'] as const,
  list: (lang: Locale, query: AdminTransportQuery) =>
    queryOptions({
      queryKey: [...transportAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/transport', {
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

/** A new line's body names its code (fixed once created); an edit's does not. */
function newLine(body: TransportLineInput | TransportLineUpdate): TransportLineInput {
  if (!('code' in body)) throw new Error('A new transport line names its code.')
  return body
}

export const transportAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...transportAdminQueries.all(), 'save'],
      mutationFn: ({ code, body }: { code: string | undefined; body: TransportLineInput | TransportLineUpdate }) =>
        code === undefined
          ? apiWrite('POST /admin/transport', { lang, body: newLine(body) })
          : apiWrite('PUT /admin/transport/:code', { at: { code }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTransport(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...transportAdminQueries.all(), 'delete'],
      mutationFn: ({ code, version }: { code: string; version: number }) =>
        apiWrite('DELETE /admin/transport/:code', { at: { code }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTransport(client),
    }),
}
