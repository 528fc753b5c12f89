import { type AdminTrivia, type AdminTriviaQuestion, missingLocalesOf } from '@podium/domain'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { trivia, triviaAttempts, triviaQuestions } from '../../db/schema.ts'

export type TriviaRow = typeof trivia.$inferSelect
export type TriviaQuestionRow = typeof triviaQuestions.$inferSelect
/** The columns an organiser writes (the QR code is the server's, set once at creation). */
export type TriviaValues = Pick<
  typeof trivia.$inferInsert,
  'titles' | 'author' | 'timeLimitMinutes' | 'pointsPerCorrect' | 'active' | 'opensAt' | 'closesAt'
>
/** A question as stored, without its row id and trivia. */
export type QuestionValues = Pick<TriviaQuestionRow, 'prompts' | 'answers' | 'correctAnswerId'>

export function adminQuestionOf(row: TriviaQuestionRow): AdminTriviaQuestion {
  return { id: row.id, prompts: row.prompts, answers: row.answers, correctAnswerId: row.correctAnswerId }
}

/** A trivia's own fields as an organiser edits them, its dates as ISO text. */
export const triviaFieldsOf = (row: TriviaRow) => ({
  titles: row.titles,
  author: row.author,
  timeLimitMinutes: row.timeLimitMinutes,
  pointsPerCorrect: row.pointsPerCorrect,
  active: row.active,
  opensAt: row.opensAt?.toISOString() ?? null,
  closesAt: row.closesAt?.toISOString() ?? null,
})

export function adminTriviaOf(row: TriviaRow, questions: TriviaQuestionRow[], attemptCount: number): AdminTrivia {
  const texts = [row.titles, ...questions.flatMap((q) => [q.prompts, ...q.answers.map((a) => a.texts)])]
  return {
    id: row.id,
    ...triviaFieldsOf(row),
    qrCode: row.qrCode,
    questions: questions.map(adminQuestionOf),
    attemptCount,
    version: row.version,
    updatedAt: row.updatedAt?.toISOString() ?? null,
    missing: missingLocalesOf(texts),
  }
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Newest first; the search reads the title in every language and the author. */
export async function selectAdminTrivia(
  db: Db,
  query: { q?: string | undefined; active?: boolean | undefined; page: number; pageSize: number },
): Promise<{ rows: TriviaRow[]; total: number }> {
  const where = and(
    query.active === undefined ? undefined : eq(trivia.active, query.active),
    query.q
      ? sql`(${trivia.titles}::text ilike ${likePattern(query.q)} or ${trivia.author} ilike ${likePattern(query.q)})`
      : undefined,
  )
  const [counted] = await db.select({ n: count() }).from(trivia).where(where)
  const rows = await db
    .select()
    .from(trivia)
    .where(where)
    .orderBy(desc(trivia.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  return { rows, total: counted?.n ?? 0 }
}

/** The questions of these trivia, in their order. */
export function selectQuestionsOf(db: Db | Tx, ids: number[]): Promise<TriviaQuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(triviaQuestions)
    .where(inArray(triviaQuestions.triviaId, ids))
    .orderBy(asc(triviaQuestions.triviaId), asc(triviaQuestions.position))
}

/** How many attempts (started or sent) each of these trivia has. */
export async function countAttemptsOf(db: Db | Tx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ triviaId: triviaAttempts.triviaId, n: count() })
    .from(triviaAttempts)
    .where(inArray(triviaAttempts.triviaId, ids))
    .groupBy(triviaAttempts.triviaId)
  return new Map(rows.map((r) => [r.triviaId, Number(r.n)]))
}

export async function selectTriviaRow(db: Db | Tx, id: number): Promise<TriviaRow | undefined> {
  const [row] = await db.select().from(trivia).where(eq(trivia.id, id))
  return row
}

export async function selectTriviaForUpdate(tx: Tx, id: number): Promise<TriviaRow | undefined> {
  const [row] = await tx.select().from(trivia).where(eq(trivia.id, id)).for('update')
  return row
}

export async function insertTrivia(tx: Tx, values: TriviaValues, qrCode: string, at: Date): Promise<TriviaRow> {
  const [row] = await tx
    .insert(trivia)
    .values({ ...values, qrCode, version: 1, updatedAt: at })
    .returning()
  if (!row) throw new Error('trivia not inserted')
  return row
}

export async function updateTriviaRow(tx: Tx, id: number, values: TriviaValues, at: Date): Promise<TriviaRow> {
  const [row] = await tx
    .update(trivia)
    .set({ ...values, version: sql`${trivia.version} + 1`, updatedAt: at })
    .where(eq(trivia.id, id))
    .returning()
  if (!row) throw new Error('trivia not updated')
  return row
}

/** Replaces a trivia's questions (only while nobody has attempted it: the service checks). */
export async function replaceQuestions(
  tx: Tx,
  triviaId: number,
  questions: QuestionValues[],
): Promise<TriviaQuestionRow[]> {
  await tx.delete(triviaQuestions).where(eq(triviaQuestions.triviaId, triviaId))
  if (questions.length === 0) return []
  return tx
    .insert(triviaQuestions)
    .values(questions.map((q, index) => ({ ...q, triviaId, position: index + 1 })))
    .returning()
}

/** The questions and answers go with it (foreign keys cascade). */
export async function deleteTriviaRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(trivia).where(eq(trivia.id, id))
}
