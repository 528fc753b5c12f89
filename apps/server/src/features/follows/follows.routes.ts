import { ENGAGED_USER_TYPES, FollowParamsSchema, FollowsMergeInputSchema } from '@podium/domain'
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { badRequest, fieldErrors } from '../../http/errors.ts'
import { readJsonBody } from '../../http/validate.ts'
import { addFollow, listFollows, mergeFollows, removeFollow } from './follows.service.ts'

function followParam(c: Context) {
  const parsed = FollowParamsSchema.safeParse({ kind: c.req.param('kind'), code: c.req.param('code') })
  if (!parsed.success) throw badRequest('Unknown follow kind or malformed code.', fieldErrors(parsed.error))
  return parsed.data
}

/**
 * A signed-in account's follows (decision 054). Guests follow on their device: their account type is refused here
 * like a signed-out visitor, and the web keeps their follows in localStorage.
 */
export function followsRoutes(ctx: AppContext) {
  const user = requireRole(ctx, ENGAGED_USER_TYPES)
  return new Hono<AuthEnv>()
    .get('/me/follows', user, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await listFollows(ctx, requireUserId(c.get('actor'))))
    })
    .post('/me/follows/merge', user, async (c) => {
      const input = await readJsonBody(c, FollowsMergeInputSchema)
      return c.json(await mergeFollows(ctx, requireUserId(c.get('actor')), input.items))
    })
    .put('/me/follows/:kind/:code', user, async (c) => {
      return c.json(await addFollow(ctx, requireUserId(c.get('actor')), followParam(c)))
    })
    .delete('/me/follows/:kind/:code', user, async (c) => {
      return c.json(await removeFollow(ctx, requireUserId(c.get('actor')), followParam(c)))
    })
}
