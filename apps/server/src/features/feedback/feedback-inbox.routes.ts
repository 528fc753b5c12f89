import { FeedbackHandledInputSchema, FeedbackInboxFilterSchema, FeedbackInboxQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { feedbackCsv, listFeedbackInbox, setHandled } from './feedback-inbox.service.ts'

const feedbackId = (raw: string) => rowIdParam(raw, 'feedback')

/** The back office's feedback inbox (decision 040): staff and admins read, handle and export suggestions. */
export function feedbackInboxRoutes(ctx: AppContext) {
  const read = requirePermission(ctx, 'feedback.read')
  return new Hono<AuthEnv>()
    .get('/admin/feedback', read, async (c) => {
      const query = readQuery(c, FeedbackInboxQuerySchema)
      c.header('Cache-Control', 'private, no-store')
      return c.json(await listFeedbackInbox(ctx, query))
    })
    .get('/admin/feedback.csv', read, async (c) => {
      const filter = readQuery(c, FeedbackInboxFilterSchema)
      const csv = await feedbackCsv(ctx, filter)
      const day = ctx.clock.today()
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="feedback-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      })
    })
    .put('/admin/feedback/:id/handled', read, async (c) => {
      const id = feedbackId(c.req.param('id'))
      const { handled } = await readJsonBody(c, FeedbackHandledInputSchema)
      return c.json(await setHandled(ctx, c.get('actor'), id, handled))
    })
}
