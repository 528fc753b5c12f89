import type {
  AdminVideo,
  AdminVideos,
  AdminVideosQuery,
  Locale,
  SafeSportSettings,
  SafeSportSettingsInput,
  VideoInput,
  VideoUpdate,
} from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

export const videosAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'videos'] as const,
  list: (lang: Locale, query: AdminVideosQuery) =>
    queryOptions({
      queryKey: [...videosAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiRequest<AdminVideos>('/api/v1/admin/videos', {
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
      queryFn: ({ signal }) =>
        apiRequest<SafeSportSettings>('/api/v1/admin/safe-sport', { lang, signal, cache: 'no-store' }),
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
          ? apiRequest<AdminVideo>('/api/v1/admin/videos', { lang, method: 'POST', body })
          : apiRequest<AdminVideo>(`/api/v1/admin/videos/${id}`, { lang, method: 'PUT', body }),
      onSuccess: (_answer, _input, _result, { client }) => refreshVideos(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...videosAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiRequest<undefined>(`/api/v1/admin/videos/${id}`, { lang, method: 'DELETE', params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshVideos(client),
    }),
  saveSafeSport: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...videosAdminQueries.all(), 'safe-sport', 'save'],
      mutationFn: (body: SafeSportSettingsInput) =>
        apiRequest<SafeSportSettings>('/api/v1/admin/safe-sport', { lang, method: 'PUT', body }),
      onSettled: (_answer, _error, _input, _result, { client }) => refreshVideos(client),
    }),
}
