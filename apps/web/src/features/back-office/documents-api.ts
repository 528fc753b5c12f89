import type { AdminDocument, AdminDocumentsQuery, DocumentInput, DocumentUpdate, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { answerOf, apiGet, apiUrl, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'

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
async function sendDocument(
  lang: Locale,
  request: { method: string; path: string },
  metadata: DocumentInput | DocumentUpdate,
  file: File | null,
): Promise<AdminDocument> {
  const body = new FormData()
  body.set('metadata', JSON.stringify(metadata))
  if (file) body.set('file', file, file.name)
  const res = await fetch(apiUrl(request.path, lang), {
    method: request.method,
    headers: { Accept: 'application/json' },
    body,
  })
  const parsed: unknown = await res.json().catch(() => undefined)
  return answerOf<AdminDocument>(res.status, res.statusText, parsed)
}

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
        sendDocument(
          lang,
          id === undefined
            ? { method: 'POST', path: '/api/v1/admin/documents' }
            : { method: 'PUT', path: `/api/v1/admin/documents/${id}` },
          metadata,
          file,
        ),
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
