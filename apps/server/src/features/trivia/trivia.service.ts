import {
  type Locale,
  localize,
  POINTS,
  type QrScanResult,
  type TriviaAttemptInput,
  type TriviaAttemptResult,
  type TriviaDetail,
  type TriviaStart,
  type TriviaSummary,
  triviaAttemptState,
} from '@podium/domain'
import type { AppContext } from '../../context.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { awardPoints } from '../accounts/index.ts'
import { earnCertificates } from '../certificates/index.ts'
import { selectGamesValues } from '../config/index.ts'
import { renderQrSheet } from './qr-sheet.ts'
import {
  clockOf,
  findAttempt,
  findOpenTrivia,
  findTriviaByQr,
  listTrivia,
  readQuestions,
  startAttempt,
  submitAttempt,
  type TriviaRow,
  triviaDetail,
} from './trivia.repo.ts'
import { selectTriviaRow } from './trivia-rows.repo.ts'

/** docs/product-rules.md §8. */
const ALREADY_ANSWERED = 'You have already answered this trivia.'
const alreadyAnswered = () => new HttpError(409, 'already_answered', ALREADY_ANSWERED)
export const noSuchTrivia = () => notFound('No such trivia.')

export function listTriviaFor(ctx: AppContext, userId: number, locale: Locale): Promise<TriviaSummary[]> {
  return listTrivia(ctx.database.db, userId, ctx.clock.now(), locale)
}

/** The trivia if it is open now; a 404 otherwise. */
export async function openTrivia(ctx: AppContext, id: number): Promise<TriviaRow> {
  const row = await findOpenTrivia(ctx.database.db, id, ctx.clock.now())
  if (!row) throw noSuchTrivia()
  return row
}

export function triviaDetailFor(
  ctx: AppContext,
  row: TriviaRow,
  userId: number,
  locale: Locale,
): Promise<TriviaDetail> {
  return triviaDetail(ctx.database.db, row, userId, locale, ctx.clock.now())
}

/**
 * The server owns the clock (decision 021): Start records it once; a repeat answers the same clock, even when it
 * has run out, so nobody starts over.
 */
export async function startTrivia(ctx: AppContext, row: TriviaRow, userId: number): Promise<TriviaStart> {
  const now = ctx.clock.now()
  const attempt = await startAttempt(ctx.database.db, row, userId, now)
  const clock = clockOf(attempt)
  if (attempt.submittedAt || !clock) throw alreadyAnswered()
  return { ...clock, now: now.toISOString() }
}

/** Scores the answers against the started clock, once, and awards their points. */
export async function submitTriviaAnswers(
  ctx: AppContext,
  row: TriviaRow,
  userId: number,
  input: TriviaAttemptInput,
): Promise<TriviaAttemptResult> {
  const db = ctx.database.db
  const now = ctx.clock.now()
  // Only the start the server recorded counts; answers without one are refused rather than started on the spot,
  // which would let a client skip the clock by never pressing Start.
  const attempt = await findAttempt(db, row.id, userId)
  if (!attempt) throw new HttpError(409, 'not_started', 'Start this trivia before sending answers.')
  const state = triviaAttemptState(attempt, now)
  if (state === 'sent') throw alreadyAnswered()
  // Too late: nothing is written; the unsent attempt stays, used up and worth nothing.
  if (state === 'time_up') throw new HttpError(409, 'time_up', 'The time for this trivia is up.')
  const questions = await readQuestions(db, row.id)
  const known = new Set(questions.map((q) => String(q.id)))
  const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => known.has(id)))
  const correctCount = questions.filter((q) => answers[String(q.id)] === q.correctAnswerId).length
  const points = correctCount * row.pointsPerCorrect
  const saved = await db.transaction(async (tx) => {
    // Another tab may have sent between the read above and now: only one update fills the attempt in.
    if (!(await submitAttempt(tx, attempt.id, { answers, correctCount, points, submittedAt: now }))) return false
    if (points > 0) await awardPoints(tx, { userId, source: 'trivia', ref: String(row.id), points, at: now })
    // A trivia certificate is issued with the scored answers, in this transaction (decision 051).
    await earnCertificates(tx, now, userId, {
      kind: 'trivia',
      triviaId: row.id,
      correctCount,
      questionCount: questions.length,
    })
    return true
  })
  if (!saved) throw alreadyAnswered()
  ctx.cache.invalidate('ranking:')
  return { triviaId: row.id, correctCount, questionCount: questions.length, points }
}

/** A found QR code is worth points once per code. */
export async function scanQrCode(ctx: AppContext, userId: number, code: string): Promise<QrScanResult> {
  const db = ctx.database.db
  const row = await findTriviaByQr(db, code, ctx.clock.now())
  if (!row) throw new HttpError(404, 'unknown_code', 'This QR code is not one of the games’ codes.')
  const pointsAwarded = await awardPoints(db, {
    userId,
    source: 'qr',
    ref: row.qrCode,
    points: POINTS.qrFind,
    at: ctx.clock.now(),
  })
  if (pointsAwarded) ctx.cache.invalidate('ranking:')
  return { kind: 'trivia', triviaId: row.id, pointsAwarded }
}

/** The printable A4 sheet of a trivia's QR code (decision 043); the games' name heads it. */
export async function triviaQrSheet(ctx: AppContext, id: number, origin: string): Promise<Uint8Array> {
  const db = ctx.database.db
  const row = await selectTriviaRow(db, id)
  if (!row) throw notFound(`No trivia with id ${id}.`)
  const games = await selectGamesValues(db)
  return renderQrSheet({
    gamesName: games ? localize(games.names, 'pt') : 'Podium',
    titles: row.titles,
    code: row.qrCode,
    scanUrl: `${origin}/qr-scan`,
    date: row.updatedAt ?? new Date(0),
  })
}
