import { mutationOptions } from '@tanstack/react-query'
import { ApiRequestError, apiWrite } from '../../lib/api-client.ts'
import {
  type AlertContext,
  AlertsError,
  currentSubscription,
  subscribeBrowser,
  subscriptionBody,
} from './push-client.ts'

/** This device's alerts (decision 056): the browser's subscription, written to the server. */
export const alertsMutations = {
  turnOn: () =>
    mutationOptions({
      mutationKey: ['alerts', 'on'],
      mutationFn: async (context: AlertContext) => {
        const subscription = await subscribeBrowser()
        try {
          await apiWrite('PUT /push/subscription', { body: subscriptionBody(subscription, context) })
        } catch (error) {
          // Refused: leave no subscription behind that would look like alerts were on.
          await subscription.unsubscribe().catch(() => false)
          throw error instanceof ApiRequestError ? new AlertsError('refused') : error
        }
      },
    }),
  /** Changed choices, follows, shield or language: sent again while this browser has alerts on. */
  update: () =>
    mutationOptions({
      mutationKey: ['alerts', 'update'],
      mutationFn: async (context: AlertContext) => {
        const subscription = await currentSubscription()
        if (!subscription) return
        await apiWrite('PUT /push/subscription', { body: subscriptionBody(subscription, context) })
      },
    }),
  turnOff: () =>
    mutationOptions({
      mutationKey: ['alerts', 'off'],
      mutationFn: async () => {
        const subscription = await currentSubscription()
        if (!subscription) return
        const auth = subscription.toJSON().keys?.auth
        if (auth) {
          await apiWrite('DELETE /push/subscription', { body: { endpoint: subscription.endpoint, auth } }).catch(
            (error: unknown) => {
              // Already gone on the server (the push service said 410): unsubscribing here is what is left.
              if (!(error instanceof ApiRequestError && error.status === 404)) throw error
            },
          )
        }
        await subscription.unsubscribe()
      },
    }),
}
