import type { Locale, OdfDocumentsQuery, OdfFeedQuery } from '@podium/domain'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { backOfficeQueries } from './api.ts'

/** The ODF feed's screen (decision 073): its status and message log, the documents' Versions, re-applying. */
export const odfFeedQueries = {
  all: () => [...backOfficeQueries.all(), 'odf-feed'] as const,
  status: (lang: Locale, query: OdfFeedQuery) =>
    queryOptions({
      queryKey: [...odfFeedQueries.all(), 'status', query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/odf/feed', {
          lang,
          signal,
          cache: 'no-store',
          params: { outcome: query.outcome, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
  documents: (lang: Locale, query: OdfDocumentsQuery) =>
    queryOptions({
      queryKey: [...odfFeedQueries.all(), 'documents', query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/odf/documents', {
          lang,
          signal,
          cache: 'no-store',
          params: {
            q: query.q || undefined,
            documentType: query.documentType || undefined,
            page: Number(query.page ?? 1),
          },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

export const odfFeedMutations = {
  /** Re-applies a refused message; the log, counts and Versions all change, so the whole screen refetches. */
  reapply: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...odfFeedQueries.all(), 'reapply'],
      mutationFn: (id: number) => apiWrite('POST /admin/odf/messages/:id/reapply', { at: { id }, lang }),
      onSuccess: (_answer, _input, _result, { client }) => client.invalidateQueries({ queryKey: odfFeedQueries.all() }),
    }),
}
