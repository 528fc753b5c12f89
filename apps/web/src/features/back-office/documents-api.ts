import type { AdminDocumentsQuery, DocumentInput, DocumentUpdate, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { sendForm } from './upload.ts'

export const documentsAdminQueries = {
  list: (lang: Locale, query: AdminDocumentsQuery) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'documents', query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/documents', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, kind: query.kind, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/**
 * A document write is multipart (decision 039): the metadata as JSON, and the PDF (required on create, optional on
 * an edit, which keeps the stored file without one).
 */
const documentParts = (metadata: DocumentInput | DocumentUpdate, file: File | null) => ({
  metadata: JSON.stringify(metadata),
  file,
})

/**
 * The documents writes. After each, the back office's lists and the public document screens refetch here; other
 * open screens hear the `document` live event.
 */
export const documentsAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'documents', 'save'],
      mutationFn: ({
        id,
        metadata,
        file,
      }: {
        id: number | undefined
        metadata: DocumentInput | DocumentUpdate
        file: File | null
      }) =>
        id === undefined
          ? sendForm('POST /admin/documents', { lang, parts: documentParts(metadata, file) })
          : sendForm('PUT /admin/documents/:id', { at: { id }, lang, parts: documentParts(metadata, file) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshDocuments(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...backOfficeQueries.all(), 'documents', 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/documents/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshDocuments(client),
    }),
}

function refreshDocuments(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: [...backOfficeQueries.all(), 'documents'] }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.documents }),
  ])
}
