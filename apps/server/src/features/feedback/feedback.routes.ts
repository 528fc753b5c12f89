import { ENGAGED_USER_TYPES, FeedbackInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { readJsonBody } from '../../http/validate.ts'
import { submitFeedback } from './feedback.service.ts'

export function feedbackRoutes(ctx: AppContext) {
  return new Hono<AuthEnv>().post('/feedback', requireRole(ctx, ENGAGED_USER_TYPES), async (c) => {
    const userId = requireUserId(c.get('actor'))
    const input = await readJsonBody(c, FeedbackInputSchema)
    return c.json(await submitFeedback(ctx, userId, input), 201)
  })
}
