import {
  type Locale,
  localize,
  type TriviaClock,
  type TriviaDetail,
  type TriviaSummary,
  triviaAttemptState,
  triviaDeadline,
} from '@podium/domain'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { trivia, triviaAttempts, triviaQuestions } from '../../db/schema.ts'

export type TriviaRow = typeof trivia.$inferSelect
type AttemptRow = typeof triviaAttempts.$inferSelect

/** Open now: active and inside its window (an unset bound is open). */
const openAt = (now: Date) =>
  and(
    eq(trivia.active, true),
    sql`(${trivia.opensAt} is null or ${trivia.opensAt} <= ${now})`,
    sql`(${trivia.closesAt} is null or ${trivia.closesAt} > ${now})`,
  )

/** The attempt's clock, when the server kept one (attempts sent before migration 0002 have none). */
export function clockOf(attempt: AttemptRow | undefined): TriviaClock | null {
  if (!attempt?.startedAt || !attempt.deadline) return null
  return { startedAt: attempt.startedAt.toISOString(), deadline: attempt.deadline.toISOString() }
}

function summary(
  row: TriviaRow,
  questionCount: number,
  attempt: AttemptRow | undefined,
  locale: Locale,
  now: Date,
): TriviaSummary {
  return {
    id: row.id,
    title: localize(row.titles, locale),
    author: row.author,
    timeLimitMinutes: row.timeLimitMinutes,
    questionCount,
    pointsPerCorrect: row.pointsPerCorrect,
    attempt: attempt?.submittedAt
      ? { correctCount: attempt.correctCount, points: attempt.points, submittedAt: attempt.submittedAt.toISOString() }
      : null,
    clock: clockOf(attempt),
    timeUp: attempt ? triviaAttemptState(attempt, now) === 'time_up' : false,
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
  return rows.map((r) => summary(r.trivia, Number(r.questionCount), byTrivia.get(r.trivia.id), locale, now))
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

/**
 * The correct answers are never sent: they stay on the server, which scores the attempt. The questions themselves
 * are sent only once this user's clock has started, so nobody can read them first and press Start when ready.
 */
export async function triviaDetail(
  db: Db,
  row: TriviaRow,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<TriviaDetail> {
  const questions = await readQuestions(db, row.id)
  const attempt = await findAttempt(db, row.id, userId)
  return {
    ...summary(row, questions.length, attempt, locale, now),
    questions: (attempt ? questions : []).map((q) => ({
      id: q.id,
      prompt: localize(q.prompts, locale),
      answers: q.answers.map((a) => ({ id: a.id, text: localize(a.texts, locale) })),
    })),
  }
}

/**
 * Starts this user's clock once: the first call writes the attempt row (no answers, no points, not sent), later
 * calls find it unchanged, so the clock never restarts, even when two tabs press Start together (the unique index
 * decides). Returns the user's attempt row, new or old.
 */
export async function startAttempt(db: Db, row: TriviaRow, userId: number, now: Date): Promise<AttemptRow> {
  await db
    .insert(triviaAttempts)
    .values({
      triviaId: row.id,
      userId,
      answers: {},
      correctCount: 0,
      points: 0,
      startedAt: now,
      deadline: triviaDeadline(now, row.timeLimitMinutes),
      submittedAt: null,
    })
    .onConflictDoNothing()
  const attempt = await findAttempt(db, row.id, userId)
  if (!attempt) throw new Error(`trivia ${row.id}: the attempt of user ${userId} vanished after its insert`)
  return attempt
}

/** Fills in a started attempt once; false when it had already been sent (another tab won the race). */
export async function submitAttempt(
  tx: Tx,
  attemptId: number,
  values: { answers: Record<string, string>; correctCount: number; points: number; submittedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .update(triviaAttempts)
    .set(values)
    .where(and(eq(triviaAttempts.id, attemptId), isNull(triviaAttempts.submittedAt)))
    .returning({ id: triviaAttempts.id })
  return rows.length > 0
}
