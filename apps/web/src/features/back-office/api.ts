import type { Locale, Me } from '@podium/domain'
import { queryOptions } from '@tanstack/react-query'
import { fetchJson } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

export const backOfficeQueries = {
  all: () => USER_QUERY_ROOTS.backOffice,
  /** Who is signed in, as the server says (the stored session may be stale): decides the 403 page. */
  me: (lang: Locale) =>
    queryOptions({
      queryKey: [...backOfficeQueries.all(), 'me', lang],
      queryFn: ({ signal }) => fetchJson<Me>('/api/v1/auth/me', { lang, signal }),
      retry: false,
      staleTime: 60_000,
    }),
}
