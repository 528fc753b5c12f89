import type { Locale, RankedUserType, Ranking } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const rankingQueries = {
  all: () => USER_QUERY_ROOTS.ranking,
  list: (userType: RankedUserType | undefined, lang: Locale) =>
    queryOptions({
      queryKey: [...rankingQueries.all(), userType ?? 'all', lang],
      queryFn: ({ signal }) => fetchJson<Ranking>('/api/v1/ranking', { lang, signal, params: { userType } }),
    }),
}
