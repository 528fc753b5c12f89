import { ENGAGED_USER_TYPES, PushSubscribeInputSchema, PushUnsubscribeInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { resolveActor } from '../../http/auth.ts'
import { readJsonBody } from '../../http/validate.ts'
import { removeSubscription, saveSubscription, vapidKeys } from './push.service.ts'

/** Web Push (decision 056): the server's public key, and a browser's subscription. */
export function pushRoutes(ctx: AppContext) {
  return new Hono()
    .get('/push/key', async (c) => {
      const { publicKey } = await vapidKeys(ctx)
      c.header('Cache-Control', 'public, max-age=3600')
      return c.json({ publicKey })
    })
    .put('/push/subscription', async (c) => {
      const input = await readJsonBody(c, PushSubscribeInputSchema)
      // Signed in: the alerts follow the account's follows; otherwise — and for a guest account, whose follows stay
      // on the device (decision 054) — the device's own, sent with the subscription.
      const actor = await resolveActor(ctx, c)
      const userId = actor && (ENGAGED_USER_TYPES as readonly string[]).includes(actor.userType) ? actor.userId : null
      return c.json(await saveSubscription(ctx, input, userId))
    })
    .delete('/push/subscription', async (c) => {
      const input = await readJsonBody(c, PushUnsubscribeInputSchema)
      await removeSubscription(ctx, input.endpoint, input.auth)
      return c.body(null, 204)
    })
}
