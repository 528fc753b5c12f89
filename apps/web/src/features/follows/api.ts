import type { Follow, Follows } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiRequest } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

const followPath = (f: Follow) => `/api/v1/me/follows/${f.kind}/${encodeURIComponent(f.code)}`

/** A signed-in account's follows (decision 054), keyed by the user so an account never sees another's. */
export const followsQueries = {
  all: () => USER_QUERY_ROOTS.follows,
  mine: (userId: number) =>
    queryOptions({
      queryKey: [...followsQueries.all(), userId],
      queryFn: ({ signal }) => apiGet('/me/follows', { signal, cache: 'no-cache' }),
      select: (answer) => answer.items,
      staleTime: 5 * 60_000,
    }),
}

const store = (client: QueryClient, userId: number) => (answer: Follows) =>
  client.setQueryData(followsQueries.mine(userId).queryKey, answer)

export const followsMutations = {
  /** Follows or unfollows one target; the answer is the account's follows, written straight into the cache. */
  toggle: (client: QueryClient, userId: number) =>
    mutationOptions({
      mutationKey: ['follows', 'toggle'],
      mutationFn: ({ target, follow }: { target: Follow; follow: boolean }) =>
        apiRequest<Follows>(followPath(target), { method: follow ? 'PUT' : 'DELETE' }),
      onSuccess: store(client, userId),
    }),
  /** The device's follows, uploaded once after a login. */
  merge: (client: QueryClient, userId: number) =>
    mutationOptions({
      mutationKey: ['follows', 'merge'],
      mutationFn: (items: readonly Follow[]) =>
        apiRequest<Follows>('/api/v1/me/follows/merge', { method: 'POST', body: { items } }),
      onSuccess: store(client, userId),
    }),
}
