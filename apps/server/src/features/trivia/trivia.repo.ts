import { type Locale, localize, type TriviaDetail, type TriviaSummary } from '@podium/domain'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { trivia, triviaAttempts, triviaQuestions } from '../../db/schema.ts'

type TriviaRow = typeof trivia.$inferSelect
type AttemptRow = typeof triviaAttempts.$inferSelect

/** Open now: active and inside its window (an unset bound is open). */
const openAt = (now: Date) =>
  and(
    eq(trivia.active, true),
    sql`(${trivia.opensAt} is null or ${trivia.opensAt} <= ${now})`,
    sql`(${trivia.closesAt} is null or ${trivia.closesAt} > ${now})`,
  )

function summary(
  row: TriviaRow,
  questionCount: number,
  attempt: AttemptRow | undefined,
  locale: Locale,
): TriviaSummary {
  return {
    id: row.id,
    title: localize(row.titles, locale),
    author: row.author,
    timeLimitMinutes: row.timeLimitMinutes,
    questionCount,
    pointsPerCorrect: row.pointsPerCorrect,
    attempt: attempt
      ? { correctCount: attempt.correctCount, points: attempt.points, submittedAt: attempt.submittedAt.toISOString() }
      : null,
  }
}

export async function listTrivia(db: Db, userId: number, now: Date, locale: Locale): Promise<TriviaSummary[]> {
  const rows = await db
    .select({ trivia, questionCount: count(triviaQuestions.id) })
    .from(trivia)
    .leftJoin(triviaQuestions, eq(triviaQuestions.triviaId, trivia.id))
    .where(openAt(now))
    .groupBy(trivia.id)
    .orderBy(asc(trivia.id))
  const attempts = await db.select().from(triviaAttempts).where(eq(triviaAttempts.userId, userId))
  const byTrivia = new Map(attempts.map((a) => [a.triviaId, a]))
  return rows.map((r) => summary(r.trivia, Number(r.questionCount), byTrivia.get(r.trivia.id), locale))
}

export async function findOpenTrivia(db: Db, id: number, now: Date) {
  const [row] = await db
    .select()
    .from(trivia)
    .where(and(eq(trivia.id, id), openAt(now)))
    .limit(1)
  return row
}

export async function findTriviaByQr(db: Db, code: string, now: Date) {
  const [row] = await db
    .select()
    .from(trivia)
    .where(and(eq(trivia.qrCode, code), openAt(now)))
    .limit(1)
  return row
}

export async function readQuestions(db: Db, triviaId: number) {
  return db
    .select()
    .from(triviaQuestions)
    .where(eq(triviaQuestions.triviaId, triviaId))
    .orderBy(asc(triviaQuestions.position))
}

export async function findAttempt(db: Db, triviaId: number, userId: number) {
  const [row] = await db
    .select()
    .from(triviaAttempts)
    .where(and(eq(triviaAttempts.triviaId, triviaId), eq(triviaAttempts.userId, userId)))
    .limit(1)
  return row
}

/** The correct answers are never sent: they stay on the server, which scores the attempt. */
export async function triviaDetail(db: Db, row: TriviaRow, userId: number, locale: Locale): Promise<TriviaDetail> {
  const questions = await readQuestions(db, row.id)
  const attempt = await findAttempt(db, row.id, userId)
  return {
    ...summary(row, questions.length, attempt, locale),
    questions: questions.map((q) => ({
      id: q.id,
      prompt: localize(q.prompts, locale),
      answers: q.answers.map((a) => ({ id: a.id, text: localize(a.texts, locale) })),
    })),
  }
}

/** Inserts the attempt; undefined when this user already has one (the unique index decides, even under a race). */
export async function insertAttempt(
  tx: Tx,
  values: {
    triviaId: number
    userId: number
    answers: Record<string, string>
    correctCount: number
    points: number
    startedAt: Date | null
    submittedAt: Date
  },
) {
  const [row] = await tx
    .insert(triviaAttempts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: triviaAttempts.id })
  return row
}
