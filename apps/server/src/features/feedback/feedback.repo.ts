import { and, count, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { feedback } from '../../db/schema.ts'

/** One writer per user at a time until `tx` ends, so two simultaneous posts cannot both pass the count. */
export async function lockFeedbackWriter(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${userId})`)
}

export async function countFeedbackSince(tx: Tx, userId: number, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(feedback)
    .where(and(eq(feedback.userId, userId), gte(feedback.createdAt, since)))
  return Number(row?.n ?? 0)
}

export async function insertFeedback(
  tx: Tx,
  values: { userId: number; sentiment: string; suggestion: string; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id })
  if (!row) throw new Error('feedback insert returned no row')
  return row.id
}
