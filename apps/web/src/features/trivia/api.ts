import type { Locale, TriviaAttemptInput } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiRequestError, apiGet, apiWrite } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const triviaQueries = {
  all: () => USER_QUERY_ROOTS.trivia,
  list: (lang: Locale) =>
    queryOptions({
      queryKey: [...triviaQueries.all(), 'list', lang],
      queryFn: ({ signal }) => apiGet('/trivia', { noteFreshness: true, lang, signal }),
    }),
  detail: (id: number, lang: Locale) =>
    queryOptions({
      queryKey: [...triviaQueries.all(), 'detail', id, lang],
      queryFn: ({ signal }) => apiGet('/trivia/:id', { at: { id }, noteFreshness: true, lang, signal }),
      // A quiz in progress must not refetch under the player (Start refetches it once, for the questions).
      staleTime: Number.POSITIVE_INFINITY,
    }),
}

/** Refusals the play screen shows in place (by the server's error code); anything else is a toast. */
export type TriviaRefusal = 'already_answered' | 'time_up'
export const triviaRefusalOf = (error: unknown): TriviaRefusal | null =>
  error instanceof ApiRequestError && (error.code === 'already_answered' || error.code === 'time_up')
    ? error.code
    : null

/** Points were earned: the account, the ranking and the trivia list are stale (not awaited: the screen moves on). */
function pointsEarned(client: QueryClient) {
  void client.invalidateQueries({ queryKey: triviaQueries.all() })
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.account })
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.ranking })
  void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.certificates })
}

export const triviaMutations = {
  /**
   * Starts (or, once started, reads) the server's clock for this user; decision 021. A quiz opened before its start
   * has no questions yet: its detail is refetched once (not awaited: the screen shows its clock, then the questions).
   */
  start: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...triviaQueries.all(), 'start'],
      mutationFn: ({ id }: { id: number; fetchQuestions: boolean }) =>
        apiWrite('POST /trivia/:id/start', { at: { id }, lang }),
      onSuccess: (_answer, { id, fetchQuestions }, _result, { client }) => {
        if (fetchQuestions) void client.invalidateQueries({ queryKey: triviaQueries.detail(id, lang).queryKey })
      },
    }),
  /** The answers; a refusal (already answered, time up) also makes the trivia stale: the attempt is used. */
  answer: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...triviaQueries.all(), 'answer'],
      mutationFn: ({ id, input }: { id: number; input: TriviaAttemptInput }) =>
        apiWrite('POST /trivia/:id/attempts', { at: { id }, lang, body: input }),
      onSuccess: (_answer, _input, _result, { client }) => pointsEarned(client),
      onError: (error, _input, _result, { client }) => {
        if (triviaRefusalOf(error)) void client.invalidateQueries({ queryKey: triviaQueries.all() })
      },
    }),
  /** A QR code opens a trivia and may earn points. */
  scan: (lang: Locale) =>
    mutationOptions({
      mutationKey: [...triviaQueries.all(), 'scan'],
      mutationFn: (code: string) => apiWrite('POST /qr/scan', { lang, body: { code } }),
      onSuccess: (_answer, _code, _result, { client }) => pointsEarned(client),
    }),
}
