import type { AdminPhotosQuery, Locale, PhotoInput, PhotoUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { sendForm } from './upload.ts'

export const photosAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'photos'] as const,
  list: (lang: Locale, query: AdminPhotosQuery) =>
    queryOptions({
      queryKey: [...photosAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/photos', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, discipline: query.discipline, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the public /official-photos refetch here; other screens hear the live event. */
function refreshPhotos(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: photosAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.media }),
  ])
}

/** A photo write is multipart (decision 042): the metadata as JSON and the picture (required on create). */
export const photosAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...photosAdminQueries.all(), 'save'],
      mutationFn: ({
        id,
        metadata,
        file,
      }: {
        id: number | undefined
        metadata: PhotoInput | PhotoUpdate
        file: File | null
      }) =>
        id === undefined
          ? sendForm('POST /admin/photos', { lang, parts: { metadata: JSON.stringify(metadata), file } })
          : sendForm('PUT /admin/photos/:id', {
              at: { id },
              lang,
              parts: { metadata: JSON.stringify(metadata), file },
            }),
      onSuccess: (_answer, _input, _result, { client }) => refreshPhotos(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...photosAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/photos/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshPhotos(client),
    }),
}
