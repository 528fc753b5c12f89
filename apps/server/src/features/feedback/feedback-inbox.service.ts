import {
  ADMIN_PAGE_SIZE,
  type AdminFeedback,
  type AdminFeedbackList,
  FEEDBACK_SENTIMENTS,
  type FeedbackSentiment,
  toCsv,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../http/auth.ts'
import { notFound } from '../../http/errors.ts'
import { insertAudit } from '../audit/index.ts'
import {
  countBySentiment,
  type InboxFilter,
  type InboxRow,
  selectFeedbackAll,
  selectFeedbackForUpdate,
  selectFeedbackPage,
  selectInboxRow,
  setFeedbackHandled,
} from './feedback-inbox.repo.ts'

const adminFeedbackOf = (row: InboxRow): AdminFeedback => ({
  id: row.id,
  sentiment: row.sentiment as FeedbackSentiment,
  suggestion: row.suggestion,
  createdAt: row.createdAt.toISOString(),
  author: row.author,
  handledAt: row.handledAt?.toISOString() ?? null,
  handledBy: row.handledBy,
})

/** A page of the inbox and, for the sentiment chips, the counts under the handled filter. */
export async function listFeedbackInbox(
  ctx: AppContext,
  query: InboxFilter & { page: number; pageSize?: number },
): Promise<AdminFeedbackList> {
  const db = ctx.database.db
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE
  const { rows, total } = await selectFeedbackPage(db, query, { page: query.page, pageSize })
  const counted = await countBySentiment(db, query.handled)
  const counts = { happy: 0, neutral: 0, sad: 0 }
  for (const sentiment of FEEDBACK_SENTIMENTS) counts[sentiment] = counted[sentiment] ?? 0
  return { items: rows.map(adminFeedbackOf), total, page: query.page, pageSize, counts }
}

/**
 * Marks a suggestion handled (now, by this actor) or reopens it, with an audit row, in one transaction. Marking an
 * already handled one again keeps its first handler and time.
 */
export async function setHandled(ctx: AppContext, actor: Actor, id: number, handled: boolean): Promise<AdminFeedback> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const before = await selectFeedbackForUpdate(tx, id)
    if (!before) throw notFound(`No feedback with id ${id}.`)
    const wasHandled = before.handledAt !== null
    if (handled !== wasHandled) {
      await setFeedbackHandled(tx, id, handled ? { at: ctx.clock.now(), by: actor.userId } : null)
      const state = (at: Date | null, by: number | null) => ({ handledAt: at?.toISOString() ?? null, handledBy: by })
      const after = await selectFeedbackForUpdate(tx, id)
      await insertAudit(
        tx,
        actor,
        'feedback',
        handled ? 'feedback.handle' : 'feedback.reopen',
        String(id),
        state(before.handledAt, before.handledBy),
        state(after?.handledAt ?? null, after?.handledBy ?? null),
      )
    }
    return selectInboxRow(tx, id)
  })
  if (!row) throw notFound(`No feedback with id ${id}.`)
  return adminFeedbackOf(row)
}

/** "2026-07-14 11:05" in the games' time zone. */
function localTime(at: Date | null, timeZone: string): string {
  if (!at) return ''
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}

/** The inbox under a filter as CSV: one header row, then every suggestion, newest first, times in the games' zone. */
export async function feedbackCsv(ctx: AppContext, filter: InboxFilter): Promise<string> {
  const rows = await selectFeedbackAll(ctx.database.db, filter)
  const zone = ctx.calendar.timeZone
  return toCsv([
    ['id', `created_at (${zone})`, 'sentiment', 'suggestion', 'author', `handled_at (${zone})`, 'handled_by'],
    ...rows.map((r) => [
      r.id,
      localTime(r.createdAt, zone),
      r.sentiment,
      r.suggestion,
      r.author,
      localTime(r.handledAt, zone),
      r.handledBy,
    ]),
  ])
}
