import type { AdminTriviaQuery, Locale, TriviaInput, TriviaUpdate } from '@podium/domain'
import { keepPreviousData, mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'
import { backOfficeQueries } from './api.ts'
import { withVersion } from './edit-body.ts'

export const triviaAdminQueries = {
  all: () => [...backOfficeQueries.all(), 'trivia'] as const,
  list: (lang: Locale, query: AdminTriviaQuery) =>
    queryOptions({
      queryKey: [...triviaAdminQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/trivia', {
          lang,
          signal,
          cache: 'no-store',
          params: { q: query.q || undefined, active: query.active, page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

/** The printable QR sheet (a PDF the server draws), opened in a new tab. */
export const triviaQrSheetUrl = (id: number) => `/api/v1/admin/trivia/${id}/qr.pdf`

/** After each write the manager's list and the player's /trivia refetch here; other screens hear the live event. */
function refreshTrivia(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: triviaAdminQueries.all() }),
    client.invalidateQueries({ queryKey: LIVE_QUERY_ROOTS.trivia }),
  ])
}

export const triviaAdminMutations = {
  save: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...triviaAdminQueries.all(), 'save'],
      mutationFn: ({ id, body }: { id: number | undefined; body: TriviaInput | TriviaUpdate }) =>
        id === undefined
          ? apiWrite('POST /admin/trivia', { lang, body })
          : apiWrite('PUT /admin/trivia/:id', { at: { id }, lang, body: withVersion(body) }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTrivia(client),
    }),
  remove: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...triviaAdminQueries.all(), 'delete'],
      mutationFn: ({ id, version }: { id: number; version: number }) =>
        apiWrite('DELETE /admin/trivia/:id', { at: { id }, lang, params: { version } }),
      onSuccess: (_answer, _input, _result, { client }) => refreshTrivia(client),
    }),
}
