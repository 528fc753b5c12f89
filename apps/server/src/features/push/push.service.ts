import {
  isPushEndpointAllowed,
  type PushAlertKind,
  type PushSubscribeInput,
  type PushSubscriptionState,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import { HttpError } from '../../http/errors.ts'
import { countUserSubscriptions, deleteSubscription, upsertSubscription } from './push.repo.ts'
import { loadVapidKeys, type VapidKeys } from './vapid-keys.ts'

/** A person's browsers and devices with alerts on; a laptop, a phone, a tablet and spares, not a farm. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10

const keysByContext = new WeakMap<AppContext, Promise<VapidKeys>>()

/** The server's VAPID keys, read (or made) once per context. */
export function vapidKeys(ctx: AppContext): Promise<VapidKeys> {
  let keys = keysByContext.get(ctx)
  if (!keys) {
    keys = loadVapidKeys(ctx.database.db)
    // A failed read is not remembered: the next request tries again.
    keys.catch(() => keysByContext.delete(ctx))
    keysByContext.set(ctx, keys)
  }
  return keys
}

const endpointRefused = () =>
  new HttpError(400, 'push_endpoint_refused', 'The subscription must point to a browser push service over HTTPS.', {
    'subscription.endpoint': ['The subscription must point to a browser push service over HTTPS.'],
  })

/**
 * Creates or updates a subscription. Only the browser holding the endpoint's `auth` secret may change an existing
 * one (409 otherwise); a user has at most MAX_SUBSCRIPTIONS_PER_USER. Nothing is stored when any check fails.
 */
export async function saveSubscription(
  ctx: AppContext,
  input: PushSubscribeInput,
  userId: number | null,
): Promise<PushSubscriptionState> {
  if (!isPushEndpointAllowed(input.subscription.endpoint, ctx.config.pushOrigins ?? [])) throw endpointRefused()
  return ctx.database.db.transaction(async (tx) => {
    if (userId !== null) {
      const others = await countUserSubscriptions(tx, userId, input.subscription.endpoint)
      if (others >= MAX_SUBSCRIPTIONS_PER_USER) {
        throw new HttpError(409, 'push_limit', `At most ${MAX_SUBSCRIPTIONS_PER_USER} devices may receive alerts.`)
      }
    }
    const row = await upsertSubscription(tx, input, userId, ctx.clock.now())
    if (!row) throw new HttpError(409, 'push_subscription_taken', 'This subscription belongs to another browser.')
    return {
      kinds: row.kinds as PushAlertKind[],
      leadMinutes: row.leadMinutes,
      spoilerFree: row.spoilerFree,
      signedIn: userId !== null,
    }
  })
}

export async function removeSubscription(ctx: AppContext, endpoint: string, auth: string): Promise<void> {
  if (!(await deleteSubscription(ctx.database.db, endpoint, auth))) {
    throw new HttpError(404, 'not_found', 'No such subscription.')
  }
}
