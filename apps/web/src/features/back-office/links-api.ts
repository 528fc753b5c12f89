import type { AdminRouteRulesQuery, Locale, RouteRuleInput } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export const linksAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'route-rules'] as const,
  list: (lang: Locale, query: AdminRouteRulesQuery) =>
    queryOptions({
      queryKey: [...linksAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/route-rules', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, match: query.match, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the guard's rules refetch here; other tabs hear the live event. */
function refreshLinks(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: linksAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.routeRules }),
  ])
}

export const linksAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...linksAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: RouteRuleInput & { version?: number } }) =>
        id === undefined
          ? apiWrite('POST /admin/route-rules', { lang, body })
          : apiWrite('PUT /admin/route-rules/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshLinks(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...linksAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/route-rules/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshLinks(client),
    }),
}
