import type { MyGamesFeedToken } from '@podium/domain'
import { mutationOptions } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api-client.ts'

/** The signed-in account's "my games" feed token (decision 057): made at the first ask, reset on demand. */
export const myGamesFeedMutations = {
  token: () =>
    mutationOptions({
      mutationKey: ['calendar-feed', 'token'],
      mutationFn: () => apiRequest<MyGamesFeedToken>('/api/v1/me/calendar-feed', { method: 'PUT' }),
    }),
  rotate: () =>
    mutationOptions({
      mutationKey: ['calendar-feed', 'rotate'],
      mutationFn: () => apiRequest<MyGamesFeedToken>('/api/v1/me/calendar-feed/rotate', { method: 'POST' }),
    }),
}
