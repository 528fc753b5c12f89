import {
  ENGAGED_USER_TYPES,
  POINTS,
  QrScanInputSchema,
  type QrScanResult,
  TriviaAttemptInputSchema,
  type TriviaAttemptResult,
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
  findOpenTrivia,
  findTriviaByQr,
  insertAttempt,
  listTrivia,
  readQuestions,
  triviaDetail,
} from './trivia.repo.ts'

const IdSchema = z.coerce.number().int().positive()
/** Spec §8. */
const ALREADY_ANSWERED = 'You have already answered this trivia.'

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
      return c.json(await triviaDetail(db, row, userId, requestLocale(c)))
    })
    .post('/trivia/:id/attempts', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const row = await openTrivia(c.req.param('id'))
      const input = await readJsonBody(c, TriviaAttemptInputSchema)
      const questions = await readQuestions(db, row.id)
      const known = new Set(questions.map((q) => String(q.id)))
      const answers = Object.fromEntries(Object.entries(input.answers).filter(([id]) => known.has(id)))
      const correctCount = questions.filter((q) => answers[String(q.id)] === q.correctAnswerId).length
      const points = correctCount * row.pointsPerCorrect
      const now = ctx.clock.now()
      const saved = await db.transaction(async (tx) => {
        const attempt = await insertAttempt(tx, {
          triviaId: row.id,
          userId,
          answers,
          correctCount,
          points,
          startedAt: input.startedAt ? new Date(input.startedAt) : null,
          submittedAt: now,
        })
        if (!attempt) return false
        if (points > 0) await awardPoints(tx, { userId, source: 'trivia', ref: String(row.id), points, at: now })
        return true
      })
      if (!saved) throw new HttpError(409, 'already_answered', ALREADY_ANSWERED)
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
