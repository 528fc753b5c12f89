import type { AdminVideosQuery, Locale, SafeSportSettingsInput, VideoInput, VideoUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export const videosAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'videos'] as const,
  list: (lang: Locale, query: AdminVideosQuery) =>
    queryOptions({
      queryKey: [...videosAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/videos', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, kind: query.kind, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  safeSport: (lang: Locale) =>
    queryOptions({
      queryKey: [...videosAdminQueries.all(), 'safe-sport', lang],
      queryFn: ({ signal }) => apiGet('/admin/safe-sport', { lang, signal, cache: 'no-store' }),
      retry: false,
    }),
}

/** After each write the manager and the public /videos and safe-sport screens refetch; others hear the live event. */
function refreshVideos(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: videosAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.media }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.safeSport }),
  ])
}

export const videosAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...videosAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: VideoInput | VideoUpdate }) =>
        id === undefined
          ? apiWrite('POST /admin/videos', { lang, body })
          : apiWrite('PUT /admin/videos/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshVideos(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...videosAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/videos/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshVideos(client),
    }),
  saveSafeSport: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...videosAdminQueries.all(), 'safe-sport', 'save'],
      mutationFn: (body: SafeSportSettingsInput) => apiWrite('PUT /admin/safe-sport', { lang, body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshVideos(client),
    }),
}
