import type { FeedbackSentiment } from '@podium/domain'
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db, Tx } from '../../db/client.ts'
import { feedback, users } from '../../db/schema.ts'

export interface InboxFilter {
  sentiment?: FeedbackSentiment | undefined
  handled?: boolean | undefined
}

export interface InboxRow {
  id: number
  sentiment: string
  suggestion: string
  createdAt: Date
  author: string | null
  handledAt: Date | null
  handledBy: string | null
}

const handler = alias(users, 'handler')

const handledWhere = (handled: boolean | undefined): SQL | undefined =>
  handled === undefined ? undefined : handled ? isNotNull(feedback.handledAt) : isNull(feedback.handledAt)

const whereOf = (filter: InboxFilter) =>
  and(filter.sentiment ? eq(feedback.sentiment, filter.sentiment) : undefined, handledWhere(filter.handled))

const inboxColumns = {
  id: feedback.id,
  sentiment: feedback.sentiment,
  suggestion: feedback.suggestion,
  createdAt: feedback.createdAt,
  author: users.username,
  handledAt: feedback.handledAt,
  handledBy: handler.username,
}

function selectInbox(db: Db | Tx, filter: InboxFilter) {
  return db
    .select(inboxColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(handler, eq(handler.id, feedback.handledBy))
    .where(whereOf(filter))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
}

/** One page of suggestions, newest first, with who sent and who handled each. */
export async function selectFeedbackPage(
  db: Db,
  filter: InboxFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const [counted] = await db.select({ n: count() }).from(feedback).where(whereOf(filter))
  const rows = await selectInbox(db, filter)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** Every suggestion the filter keeps, newest first (the CSV export; feedback is bounded by the daily limit). */
export function selectFeedbackAll(db: Db, filter: InboxFilter): Promise<InboxRow[]> {
  return selectInbox(db, filter)
}

/** How many suggestions each sentiment has under the handled filter. */
export async function countBySentiment(db: Db, handled: boolean | undefined): Promise<Record<string, number>> {
  const rows = await db
    .select({ sentiment: feedback.sentiment, n: count() })
    .from(feedback)
    .where(handledWhere(handled))
    .groupBy(feedback.sentiment)
  return Object.fromEntries(rows.map((r) => [r.sentiment, r.n]))
}

/** The suggestion, locked until the transaction ends. */
export async function selectFeedbackForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update')
  return row
}

export async function setFeedbackHandled(
  tx: Tx,
  id: number,
  handled: { at: Date; by: number | null } | null,
): Promise<void> {
  await tx
    .update(feedback)
    .set({ handledAt: handled?.at ?? null, handledBy: handled?.by ?? null })
    .where(eq(feedback.id, id))
}

/** One row of the inbox by id (after a write). */
export async function selectInboxRow(tx: Tx, id: number): Promise<InboxRow | undefined> {
  const [row] = await tx
    .select(inboxColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .leftJoin(handler, eq(handler.id, feedback.handledBy))
    .where(eq(feedback.id, id))
  return row
}
