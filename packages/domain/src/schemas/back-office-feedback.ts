/**
 * The back office's feedback inbox (issue 17, decision 040): staff read the suggestions users send from /feedback,
 * filter them by sentiment and by whether someone has handled them, mark them handled and export them as CSV.
 */
import { z } from 'zod'
import { ADMIN_PAGE_SIZE } from './back-office.ts'
import { FEEDBACK_SENTIMENTS } from './validation.ts'

export const FeedbackSentimentSchema = z.enum(FEEDBACK_SENTIMENTS)

/** `?handled=true|false`: only the handled ones, only the open ones; absent, both. */
const HandledFilterSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === 'true'))

/** The filters of the inbox and of its CSV export (GET /api/v1/admin/feedback, /admin/feedback.csv). */
export const FeedbackInboxFilterSchema = z.object({
  sentiment: FeedbackSentimentSchema.optional(),
  handled: HandledFilterSchema,
})

export const FeedbackInboxQuerySchema = FeedbackInboxFilterSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
})
export type FeedbackInboxQuery = z.input<typeof FeedbackInboxQuerySchema>

/** One suggestion as staff see it: who sent it (null once their account is gone) and who handled it, when. */
export const AdminFeedbackSchema = z.object({
  id: z.number().int(),
  sentiment: FeedbackSentimentSchema,
  suggestion: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
})
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>

/**
 * A page of the inbox, newest first. `counts` are per sentiment under the handled filter but not the sentiment one,
 * so the sentiment chips say how many each would show.
 */
export const AdminFeedbackListSchema = z.object({
  items: z.array(AdminFeedbackSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ happy: z.number().int(), neutral: z.number().int(), sad: z.number().int() }),
})
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>

/** PUT /api/v1/admin/feedback/:id/handled: mark handled (true) or reopen (false). */
export const FeedbackHandledInputSchema = z.object({ handled: z.boolean() })
export type FeedbackHandledInput = z.infer<typeof FeedbackHandledInputSchema>
