import type { Locale, RankedUserType } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const rankingQueries = {
  all: () => USER_QUERY_ROOTS.ranking,
  list: (userType: RankedUserType | undefined, lang: Locale) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), userType ?? 'all', lang],
      queryFn: ({ signal }) => apiGet('/ranking', { noteFreshness: true, lang, signal, params: { userType } }),
    }),
}
