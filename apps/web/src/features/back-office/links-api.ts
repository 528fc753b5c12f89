import type { AdminRouteRule, AdminRouteRules, AdminRouteRulesQuery, Locale, RouteRuleInput } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

export const linksAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'route-rules'] as const,
  list: (lang: Locale, query: AdminRouteRulesQuery) =>
    queryOptions({
      queryKey: [...linksAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminRouteRules>('/api/v1/admin/route-rules', {
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
          ? apiRequest<AdminRouteRule>('/api/v1/admin/route-rules', { lang, method: 'POST', body })
          : apiRequest<AdminRouteRule>(`/api/v1/admin/route-rules/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshLinks(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...linksAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`/api/v1/admin/route-rules/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshLinks(client),
    }),
}
