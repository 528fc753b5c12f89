import { FEEDBACK_PER_DAY, type FeedbackInput, type FeedbackResult, POINTS, zonedDayRange } from '@podium/domain'
import type { AppContext } from '../../context.ts'
import { HttpError } from '../../http/errors.ts'
import { awardPoints } from '../accounts/index.ts'
import { countFeedbackSince, insertFeedback, lockFeedbackWriter } from './feedback.repo.ts'

/** docs/product-rules.md §8's rate-limit message. */
export const FEEDBACK_LIMIT_MESSAGE = 'You have reached the limit of improvement suggestions. Please try again later.'

/** Stores a suggestion and its once-a-day points, within the daily limit counted from the games' midnight. */
export async function submitFeedback(ctx: AppContext, userId: number, input: FeedbackInput): Promise<FeedbackResult> {
  const db = ctx.database.db
  const now = ctx.clock.now()
  const today = ctx.clock.today()
  const dayStart = zonedDayRange(today, ctx.calendar.timeZone).start
  const result = await db.transaction(async (tx) => {
    await lockFeedbackWriter(tx, userId)
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
  return result
}
