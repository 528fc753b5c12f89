import type { AdminAmbassadorsQuery, AmbassadorInput, AmbassadorUpdate, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { sendForm } from './upload.ts'

export const ambassadorsAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'ambassadors'] as const,
  list: (lang: Locale, query: AdminAmbassadorsQuery) =>
    queryOptions({
      queryKey: [...ambassadorsAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/ambassadors', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, discipline: query.discipline, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** After each write the manager's list and the public /ambassadors refetch here; other screens hear the live event. */
function refreshAmbassadors(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ambassadorsAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.ambassadors }),
  ])
}

/** An ambassador write is multipart (decision 042): the metadata as JSON and, optionally, the photo. */
export const ambassadorsAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...ambassadorsAdminQueries.all(), 'save'],
      mutationFn: ({
        id,
        metadata,
        photo,
      }: {
        id: number | undefined
        metadata: AmbassadorInput | AmbassadorUpdate
        photo: File | null
      }) =>
        id === undefined
          ? sendForm('POST /admin/ambassadors', { lang, parts: { metadata: JSON.stringify(metadata), file: photo } })
          : sendForm('PUT /admin/ambassadors/:id', {
              at: { id },
              lang,
              parts: { metadata: JSON.stringify(metadata), file: photo },
            }),
      onSuccess: (_answer, _input, _result, { client }) => refreshAmbassadors(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...ambassadorsAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/ambassadors/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshAmbassadors(client),
    }),
}
