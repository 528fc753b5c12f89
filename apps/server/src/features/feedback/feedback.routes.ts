import {
  ENGAGED_USER_TYPES,
  FEEDBACK_PER_DAY,
  FeedbackInputSchema,
  type FeedbackResult,
  POINTS,
  zonedDayRange,
} from '@podium/domain'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { readJsonBody } from '../../http/validate.ts'
import { awardPoints } from '../accounts/points.ts'
import { readGames } from '../reference/reference.repo.ts'
import { countFeedbackSince, insertFeedback } from './feedback.repo.ts'

/** Spec §8's rate-limit message. */
export const FEEDBACK_LIMIT_MESSAGE = 'You have reached the limit of improvement suggestions. Please try again later.'

export function feedbackRoutes(ctx: AppContext) {
  const db = ctx.database.db
  return new Hono<AuthEnv>().post('/feedback', requireRole(ctx, ENGAGED_USER_TYPES), async (c) => {
    const userId = requireUserId(c.get('actor'))
    const input = await readJsonBody(c, FeedbackInputSchema)
    const now = ctx.clock.now()
    const today = ctx.clock.today()
    const timeZone = (await readGames(db))?.timeZone ?? 'UTC'
    const dayStart = zonedDayRange(today, timeZone).start
    const result = await db.transaction(async (tx) => {
      // One writer per user at a time, so two simultaneous posts cannot both pass the count.
      await tx.execute(sql`select pg_advisory_xact_lock(${userId})`)
      if ((await countFeedbackSince(tx, userId, new Date(dayStart))) >= FEEDBACK_PER_DAY) return undefined
      const id = await insertFeedback(tx, { userId, ...input, createdAt: now })
      const pointsAwarded = await awardPoints(tx, {
        userId,
        source: 'feedback',
        ref: today,
        points: POINTS.feedback,
        at: now,
      })
      return { id, pointsAwarded }
    })
    if (!result) throw new HttpError(429, 'feedback_limit', FEEDBACK_LIMIT_MESSAGE)
    if (result.pointsAwarded) ctx.cache.invalidate('ranking:')
    return c.json(result satisfies FeedbackResult, 201)
  })
}
