import { mutationOptions } from '@tanstack/react-query'
import { apiWrite } from '../../lib/api-client.ts'

/** The signed-in account's "my games" feed token (decision 057): made at the first ask, reset on demand. */
export const myGamesFeedMutations = {
  token: () =>
    mutationOptions({
      mutationKey: ['calendar-feed', 'token'],
      mutationFn: () => apiWrite('PUT /me/calendar-feed', {}),
    }),
  rotate: () =>
    mutationOptions({
      mutationKey: ['calendar-feed', 'rotate'],
      mutationFn: () => apiWrite('POST /me/calendar-feed/rotate', {}),
    }),
}
