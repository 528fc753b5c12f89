import type { FeedbackInput, Locale } from '@podium/domain'
import { mutationOptions } from '@tanstack/react-query'
import { apiWrite } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const feedbackMutations = {
  /** A user's feedback may earn points: the account and the ranking are stale after it (not awaited). */
  send: (lang: Locale) =>
    mutationOptions({
      mutationKey: ['feedback', 'send'],
      mutationFn: (input: FeedbackInput) => apiWrite('POST /feedback', { lang, body: input }),
      onSuccess: (_answer, _input, _result, { client }) => {
        void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.account })
        void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.ranking })
      },
    }),
}
