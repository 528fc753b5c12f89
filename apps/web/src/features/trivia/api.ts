import type {
  Locale,
  QrScanResult,
  TriviaAttemptInput,
  TriviaAttemptResult,
  TriviaDetail,
  TriviaStart,
  TriviaSummary,
} from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'
import { sendJson } from '../../lib/send-json.ts'

export const triviaQueries = {
  all: () => ['trivia'] as const,
  list: (lang: Locale) =>
    queryOptions({
      queryKey: [...triviaQueries.all(), 'list', lang],
      queryFn: ({ signal }) => fetchJson<{ items: TriviaSummary[] }>('/api/v1/trivia', { lang, signal }),
    }),
  detail: (id: number, lang: Locale) =>
    queryOptions({
      queryKey: [...triviaQueries.all(), 'detail', id, lang],
      queryFn: ({ signal }) => fetchJson<TriviaDetail>(`/api/v1/trivia/${id}`, { lang, signal }),
      // A quiz in progress must not refetch under the player (Start refetches it once, for the questions).
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

/** Starts (or, once started, reads) the server's clock for this user; decision 021. */
export const startTrivia = (id: number, lang: Locale) =>
  sendJson<TriviaStart>(`/api/v1/trivia/${id}/start`, {}, { lang })

export const submitAttempt = (id: number, input: TriviaAttemptInput, lang: Locale) =>
  sendJson<TriviaAttemptResult>(`/api/v1/trivia/${id}/attempts`, input, { lang })

export const scanCode = (code: string, lang: Locale) => sendJson<QrScanResult>('/api/v1/qr/scan', { code }, { lang })
