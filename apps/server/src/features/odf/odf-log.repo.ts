/**
 * The feed's message log and the reads of its screen (decision 073): one row per ODF message received, the last
 * ODF_MESSAGE_LOG_KEEP kept, the raw text of refused messages within RAW_BUDGET_BYTES (oldest dropped first).
 */
import { ODF_MESSAGE_LOG_KEEP, type OdfMessageOutcome } from '@podium/domain'
import { and, count, desc, eq, gt, ilike, inArray, max, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { odfDocuments, odfMessages } from '../../db/schema.ts'

export type OdfMessageRow = typeof odfMessages.$inferSelect
export type OdfMessageInsert = typeof odfMessages.$inferInsert

/** Raw text kept in all (refused messages only): past it, the oldest refused messages lose theirs. */
export const RAW_BUDGET_BYTES = 50 * 1024 * 1024
/** A refused message larger than this keeps no raw text (the API's ODF body limit is 5 MB). */
export const RAW_MAX_BYTES = 5 * 1024 * 1024

export async function insertOdfMessage(q: Db | Tx, row: OdfMessageInsert): Promise<number> {
  const [inserted] = await q.insert(odfMessages).values(row).returning({ id: odfMessages.id })
  if (!inserted) throw new Error('odf message not logged')
  return inserted.id
}

/** Deletes all but the newest ODF_MESSAGE_LOG_KEEP rows and drops raw text past the byte budget. */
export async function pruneOdfMessages(db: Db): Promise<void> {
  await db.execute(sql`delete from ${odfMessages} where ${odfMessages.id} <= (
    select id from ${odfMessages} order by id desc offset ${ODF_MESSAGE_LOG_KEEP} limit 1)`)
  await db.execute(sql`update ${odfMessages} set raw = null, raw_bytes = 0 where id in (
    select id from (select id, sum(raw_bytes) over (order by id desc) as kept
                    from ${odfMessages} where raw is not null) r
    where r.kept > ${RAW_BUDGET_BYTES})`)
}

export async function selectOdfMessage(q: Db | Tx, id: number): Promise<OdfMessageRow | undefined> {
  const [row] = await q.select().from(odfMessages).where(eq(odfMessages.id, id))
  return row
}

/** Locks a refused message for its re-application (two clicks at once re-apply it once). */
export async function lockOdfMessage(tx: Tx, id: number): Promise<OdfMessageRow | undefined> {
  const [row] = await tx.select().from(odfMessages).where(eq(odfMessages.id, id)).for('update')
  return row
}

/** Marks a refused message as re-applied by the log row `by`; its raw text now lives in that row if needed. */
export async function markReapplied(q: Db | Tx, id: number, by: number): Promise<void> {
  await q.update(odfMessages).set({ reappliedAs: by, raw: null, rawBytes: 0 }).where(eq(odfMessages.id, id))
}

export async function selectOdfMessages(
  db: Db,
  filter: { outcome?: OdfMessageOutcome | undefined; page: number; pageSize: number },
): Promise<{ rows: OdfMessageRow[]; total: number }> {
  const where = filter.outcome ? eq(odfMessages.outcome, filter.outcome) : undefined
  const rows = await db
    .select()
    .from(odfMessages)
    .where(where)
    .orderBy(desc(odfMessages.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
  const [total] = await db.select({ n: count() }).from(odfMessages).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function countOdfOutcomes(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ outcome: odfMessages.outcome, n: count() })
    .from(odfMessages)
    .groupBy(odfMessages.outcome)
  return Object.fromEntries(rows.map((r) => [r.outcome, r.n]))
}

/** The latest DT_MEDALS check of each DocumentCode among the messages kept. */
export async function selectLatestMedalChecks(db: Db): Promise<OdfMessageRow[]> {
  const latest = db
    .select({ id: max(odfMessages.id).as('id') })
    .from(odfMessages)
    .where(and(eq(odfMessages.documentType, 'DT_MEDALS'), eq(odfMessages.outcome, 'checked')))
    .groupBy(odfMessages.documentCode)
    .as('latest')
  return db
    .select()
    .from(odfMessages)
    .where(sql`${odfMessages.id} in (select id from ${latest})`)
    .orderBy(odfMessages.documentCode)
}

/** The latest DT_POOL_STANDING and DT_BRACKETS check of each DocumentCode among the messages kept (decision 078). */
export async function selectLatestStructureChecks(db: Db): Promise<OdfMessageRow[]> {
  const latest = db
    .select({ id: max(odfMessages.id).as('id') })
    .from(odfMessages)
    .where(
      and(inArray(odfMessages.documentType, ['DT_POOL_STANDING', 'DT_BRACKETS']), eq(odfMessages.outcome, 'checked')),
    )
    .groupBy(odfMessages.documentType, odfMessages.documentCode)
    .as('latest')
  return db
    .select()
    .from(odfMessages)
    .where(sql`${odfMessages.id} in (select id from ${latest})`)
    .orderBy(odfMessages.documentType, odfMessages.documentCode)
}

/** Documents applied at least once, per type: how many, and when the last was applied. */
export async function selectDocumentTypeSummary(db: Db) {
  return db
    .select({
      documentType: odfDocuments.documentType,
      documents: count(),
      lastAppliedAt: max(odfDocuments.appliedAt),
    })
    .from(odfDocuments)
    .where(gt(odfDocuments.version, 0))
    .groupBy(odfDocuments.documentType)
    .orderBy(odfDocuments.documentType)
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

export async function selectOdfDocuments(
  db: Db,
  filter: { q?: string | undefined; documentType?: string | undefined; page: number; pageSize: number },
) {
  const where = and(
    gt(odfDocuments.version, 0),
    filter.documentType ? eq(odfDocuments.documentType, filter.documentType) : undefined,
    filter.q ? ilike(odfDocuments.documentCode, `%${escapeLike(filter.q)}%`) : undefined,
  )
  const rows = await db
    .select()
    .from(odfDocuments)
    .where(where)
    .orderBy(desc(odfDocuments.appliedAt), odfDocuments.documentCode)
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
  const [total] = await db.select({ n: count() }).from(odfDocuments).where(where)
  return { rows, total: total?.n ?? 0 }
}

/** Whether a refused message still holds its raw text and waits to be re-applied. */
export const reapplicable = (row: Pick<OdfMessageRow, 'outcome' | 'raw' | 'reappliedAs'>) =>
  row.outcome === 'refused' && row.raw !== null && row.reappliedAs === null
