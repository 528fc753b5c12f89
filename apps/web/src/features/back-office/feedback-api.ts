import type { FeedbackInboxQuery, FeedbackSentiment, Locale } from '@podium/domain'
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { backOfficeQueries } from './api.ts'

/** The inbox's filters as URL parameters (the list and its CSV export take the same). */
export function feedbackFilterParams(filter: { sentiment?: FeedbackSentiment | undefined; handled?: boolean }) {
  return { sentiment: filter.sentiment, handled: filter.handled === undefined ? undefined : String(filter.handled) }
}

/** The CSV export's address under the same filters as the list (a plain download link: the cookie goes with it). */
export function feedbackCsvHref(filter: { sentiment?: FeedbackSentiment | undefined; handled?: boolean }) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(feedbackFilterParams(filter))) if (value) params.set(key, value)
  const query = params.toString()
  return `/api/v1/admin/feedback.csv${query ? `?${query}` : ''}`
}

type InboxQuery = Omit<FeedbackInboxQuery, 'handled'> & { handled?: boolean }

export const feedbackInboxQueries = {
  all: () => [...backOfficeQueries.all(), 'feedback'] as const,
  list: (lang: Locale, query: InboxQuery) =>
    queryOptions({
      queryKey: [...feedbackInboxQueries.all(), query, lang],
      queryFn: ({ signal }) =>
        apiGet('/admin/feedback', {
          lang,
          signal,
          cache: 'no-store',
          params: { ...feedbackFilterParams(query), page: Number(query.page ?? 1) },
        }),
      placeholderData: keepPreviousData,
      retry: false,
    }),
}

export const feedbackInboxMutations = {
  /** Mark handled or reopen; the inbox refetches (its counts and filters change). */
  setHandled: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...feedbackInboxQueries.all(), 'handled'],
      mutationFn: ({ id, handled }: { id: number; handled: boolean }) =>
        apiWrite('PUT /admin/feedback/:id/handled', { at: { id }, lang, body: { handled } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: feedbackInboxQueries.all() }),
    }),
}
