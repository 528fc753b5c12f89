import type { Follow, Follows } from '@podium/domain'
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query'
import { apiGet, apiWrite } from '../../lib/api-client.ts'
import { USER_QUERY_ROOTS } from '../../lib/user-query-roots.ts'

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
        apiWrite(follow ? 'PUT /me/follows/:kind/:code' : 'DELETE /me/follows/:kind/:code', {
          at: { kind: target.kind, code: target.code },
        }),
      onSuccess: store(client, userId),
    }),
  /** The device's follows, uploaded once after a login. */
  merge: (client: QueryClient, userId: number) =>
    mutationOptions({
      mutationKey: ['follows', 'merge'],
      mutationFn: (items: readonly Follow[]) => apiWrite('POST /me/follows/merge', { body: { items: [...items] } }),
      onSuccess: store(client, userId),
    }),
}
