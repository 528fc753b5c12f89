import { type Follow, isFollowing, MAX_FOLLOWS, toggleFollow } from '@podium/domain'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../../lib/session.ts'
import { followsMutations, followsQueries } from './api.ts'
import { deviceFollows } from './device-follows.ts'

/** The signed-in account whose follows live on the server; null for a signed-out visitor or a guest. */
export function useFollowsAccount(): number | null {
  const session = useSession()
  const user = session.loginType === 'user' ? session.userData : null
  return user && 'userType' in user && user.userType !== 'guest' ? user.id : null
}

export interface FollowsState {
  follows: readonly Follow[]
  /** False while an account's follows load. */
  ready: boolean
  isFollowing(kind: Follow['kind'], code: string): boolean
  toggle(target: Follow): void
  pending: boolean
  failed: boolean
}

const NONE: readonly Follow[] = []

/** What this visitor follows: the account's (server) when signed in, else this device's. */
export function useFollows(): FollowsState {
  const userId = useFollowsAccount()
  const client = useQueryClient()
  const device = deviceFollows.use()
  const server = useQuery({ ...followsQueries.mine(userId ?? 0), enabled: userId !== null })
  const mutation = useMutation(followsMutations.toggle(client, userId ?? 0))
  const follows = userId === null ? device : (server.data ?? NONE)
  return {
    follows,
    ready: userId === null || server.data !== undefined,
    isFollowing: (kind, code) => isFollowing(follows, kind, code),
    toggle: (target) => {
      if (userId === null) {
        deviceFollows.set(toggleFollow(deviceFollows.read(), target, MAX_FOLLOWS))
        return
      }
      mutation.mutate({ target, follow: !isFollowing(follows, target.kind, target.code) })
    },
    pending: mutation.isPending,
    failed: mutation.isError,
  }
}

/**
 * At login, the device's follows go up once (merged with the account's) and leave the device: from then on the
 * server is the truth. Mounted once in the app shell.
 */
export function FollowsMerge() {
  const userId = useFollowsAccount()
  const client = useQueryClient()
  const { mutate } = useMutation(followsMutations.merge(client, userId ?? 0))
  useEffect(() => {
    if (userId === null) return
    const items = deviceFollows.read()
    if (items.length === 0) return
    mutate(items, { onSuccess: () => deviceFollows.set([]) })
  }, [userId, mutate])
  return null
}
