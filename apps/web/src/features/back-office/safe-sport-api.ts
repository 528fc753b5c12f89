import type { Locale, SafeSportSettingsInput } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

/** The safe-sport video setting (decision 044), edited on the videos' manager page (decision 110). */
export const safeSportAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'safe-sport'] as const,
  settings: (lang: Locale) =>
    queryOptions({
      queryKey: [...safeSportAdminQueries.all(), lang],
      queryFn: ({ signal }) => apiGet('/admin/safe-sport', { lang, signal, cache: 'no-store' }),
      retry: false,
    }),
}

/** After a save the setting and the public safe-sport screen refetch here; others hear the `media` live event. */
function refreshSafeSport(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: safeSportAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.safeSport }),
  ])
}

export const safeSportAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...safeSportAdminQueries.all(), 'save'],
      mutationFn: (body: SafeSportSettingsInput) => apiWrite('PUT /admin/safe-sport', { lang, body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshSafeSport(client),
    }),
}
