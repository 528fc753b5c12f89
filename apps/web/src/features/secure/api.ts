import type { Locale } from '@podium/domain'
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { apiGetLive, apiWrite } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'
import { LIVE_QUERY_ROOTS } from '../../platform/live/live-sync.ts'

export const safeSportQueries = {
  video: (lang: Locale) =>
    queryOptions({
      queryKey: [...LIVE_QUERY_ROOTS.safeSport, lang],
      queryFn: ({ signal }) => apiGetLive('/safe-sport', { lang, signal }),
      staleTime: 60 * 60_000,
    }),
}

export const safeSportMutations = {
  /** A user earns the video's points once: the account and the ranking are stale after it (not awaited). */
  watched: (lang: Locale) =>
    mutationOptions({
      mutationKey: ['safe-sport', 'watched'],
      mutationFn: () => apiWrite('POST /me/safe-sport', { lang }),
      onSuccess: (_answer, _input, _result, { client }) => {
        void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.account })
        void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.ranking })
        // The video may have earned a certificate (decision 051).
        void client.invalidateQueries({ queryKey: USER_QUERY_ROOTS.certificates })
      },
    }),
}
