import {
  ENGAGED_USER_TYPES,
  POINTS,
  QrScanInputSchema,
  type QrScanResult,
  TriviaAttemptInputSchema,
  type TriviaAttemptResult,
  type TriviaStart,
  triviaAttemptState,
} from '@podium/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { awardPoints } from '../accounts/points.ts'
import {
  clockOf,
  findAttempt,
  findOpenTrivia,
  findTriviaByQr,
  listTrivia,
  readQuestions,
  startAttempt,
  submitAttempt,
  triviaDetail,
} from './trivia.repo.ts'

const IdSchema = z.coerce.number().int().positive()
/** Spec §8. */
const ALREADY_ANSWERED = 'You have already answered this trivia.'
const alreadyAnswered = () => new HttpError(409, 'already_answered', ALREADY_ANSWERED)

export function triviaRoutes(ctx: AppContext) {
  const db = ctx.database.db
  const engaged = requireRole(ctx, ENGAGED_USER_TYPES)

  async function openTrivia(rawId: string) {
    const id = IdSchema.safeParse(rawId)
    const row = id.success ? await findOpenTrivia(db, id.data, ctx.clock.now()) : undefined
    if (!row) throw notFound('No such trivia.')
    return row
  }

  // Per-user (answered or not), so never cached or shared: private, no-store.
  return new Hono<AuthEnv>()
    .get('/trivia', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ items: await listTrivia(db, userId, ctx.clock.now(), requestLocale(c)) })
    })
    .get('/trivia/:id', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const row = await openTrivia(c.req.param('id'))
      c.header('Cache-Control', 'private, no-store')
      return c.json(await triviaDetail(db, row, userId, requestLocale(c), ctx.clock.now()))
    })
    .post('/trivia/:id/start', engaged, async (c) => {
      // The server owns the clock (decision 021): Start records it once; a repeat answers the same clock, even
      // when it has run out, so nobody starts over. The body, if any, is not read.
      const userId = requireUserId(c.get('actor'))
      const row = await openTrivia(c.req.param('id'))
      const now = ctx.clock.now()
      const attempt = await startAttempt(db, row, userId, now)
      const clock = clockOf(attempt)
      if (attempt.submittedAt || !clock) throw alreadyAnswered()
      c.header('Cache-Control', 'private, no-store')
      return c.json({ ...clock, now: now.toISOString() } satisfies TriviaStart)
    })
    .post('/trivia/:id/attempts', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const row = await openTrivia(c.req.param('id'))
      const input = await readJsonBody(c, TriviaAttemptInputSchema)
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
        return true
      })
      if (!saved) throw alreadyAnswered()
      ctx.cache.invalidate('ranking:')
      return c.json(
        { triviaId: row.id, correctCount, questionCount: questions.length, points } satisfies TriviaAttemptResult,
        201,
      )
    })
    .post('/qr/scan', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const { code } = await readJsonBody(c, QrScanInputSchema)
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
      return c.json({ kind: 'trivia', triviaId: row.id, pointsAwarded } satisfies QrScanResult)
    })
}
