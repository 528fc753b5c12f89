/**
 * How the trivia content kind (decision 118) is stored: its own fields in a `trivia` row (the window as instants), its
 * questions in `trivia_questions` (in order, each with its answers and the correct one's id), and how many attempts
 * it has in `trivia_attempts`. The engine reads and writes the row by the codec; the questions and the attempts'
 * count are the registration's related values (trivia-content.ts).
 */
import type { AdminTriviaQuestion } from '@podium/domain'
import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { ContentCodec, Row } from '../../content/content.repo.ts'
import type { Db, Tx } from '../../db/client.ts'
import { trivia, triviaAttempts, triviaQuestions } from '../../db/schema.ts'

export type TriviaQuestionRow = typeof triviaQuestions.$inferSelect
/** A question as stored, without its row id and trivia. */
export type QuestionValues = Pick<TriviaQuestionRow, 'prompts' | 'answers' | 'correctAnswerId'>

const instant = (value: unknown) => (typeof value === 'string' ? new Date(value) : null)
const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null)

/** A trivia's fields to its row and back; the QR code is read with it (written once, at creation). */
export const TRIVIA_CODEC: ContentCodec = {
  toRow: (values): Row => ({
    titles: values.titles,
    author: values.author,
    timeLimitMinutes: values.timeLimitMinutes,
    pointsPerCorrect: values.pointsPerCorrect,
    active: values.active,
    opensAt: instant(values.opensAt),
    closesAt: instant(values.closesAt),
  }),
  fromRow: (row) => ({
    titles: row.titles,
    author: row.author,
    timeLimitMinutes: row.timeLimitMinutes,
    pointsPerCorrect: row.pointsPerCorrect,
    active: row.active,
    opensAt: iso(row.opensAt),
    closesAt: iso(row.closesAt),
    qrCode: row.qrCode,
  }),
}

/** Newest first, as the trivia manager always listed them. */
export const TRIVIA_ORDER = [desc(trivia.id)]

export function adminQuestionOf(row: TriviaQuestionRow): AdminTriviaQuestion {
  return { id: row.id, prompts: row.prompts, answers: row.answers, correctAnswerId: row.correctAnswerId }
}

/** The questions of these trivia, in their order. */
export function selectQuestionsOf(db: Db | Tx, ids: readonly number[]): Promise<TriviaQuestionRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(triviaQuestions)
    .where(inArray(triviaQuestions.triviaId, [...ids]))
    .orderBy(asc(triviaQuestions.triviaId), asc(triviaQuestions.position))
}

/** How many attempts (started or sent) each of these trivia has. */
export async function countAttemptsOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ triviaId: triviaAttempts.triviaId, n: count() })
    .from(triviaAttempts)
    .where(inArray(triviaAttempts.triviaId, [...ids]))
    .groupBy(triviaAttempts.triviaId)
  return new Map(rows.map((r) => [r.triviaId, Number(r.n)]))
}

/** Replaces a trivia's questions (only while nobody has attempted it: trivia-content.ts checks). */
export async function replaceQuestions(tx: Tx, triviaId: number, questions: readonly QuestionValues[]): Promise<void> {
  await tx.delete(triviaQuestions).where(eq(triviaQuestions.triviaId, triviaId))
  if (questions.length === 0) return
  await tx.insert(triviaQuestions).values(questions.map((q, index) => ({ ...q, triviaId, position: index + 1 })))
}

export async function selectTriviaRow(db: Db, id: number) {
  const [row] = await db.select().from(trivia).where(eq(trivia.id, id))
  return row
}
