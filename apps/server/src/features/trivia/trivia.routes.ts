import { ENGAGED_USER_TYPES, QrScanInputSchema, TriviaAttemptInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requireRole, requireUserId } from '../../http/auth.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import {
  listTriviaFor,
  noSuchTrivia,
  openTrivia,
  scanQrCode,
  startTrivia,
  submitTriviaAnswers,
  triviaDetailFor,
} from './trivia.service.ts'

const IdSchema = z.coerce.number().int().positive()

export function triviaRoutes(ctx: AppContext) {
  const engaged = requireRole(ctx, ENGAGED_USER_TYPES)

  function openTriviaParam(rawId: string) {
    const id = IdSchema.safeParse(rawId)
    if (!id.success) throw noSuchTrivia()
    return openTrivia(ctx, id.data)
  }

  // Per-user (answered or not), so never cached or shared: private, no-store.
  return new Hono<AuthEnv>()
    .get('/trivia', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      c.header('Cache-Control', 'private, no-store')
      return c.json({ items: await listTriviaFor(ctx, userId, requestLocale(c)) })
    })
    .get('/trivia/:id', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const row = await openTriviaParam(c.req.param('id'))
      c.header('Cache-Control', 'private, no-store')
      return c.json(await triviaDetailFor(ctx, row, userId, requestLocale(c)))
    })
    .post('/trivia/:id/start', engaged, async (c) => {
      // The body, if any, is not read.
      const userId = requireUserId(c.get('actor'))
      const row = await openTriviaParam(c.req.param('id'))
      const started = await startTrivia(ctx, row, userId)
      c.header('Cache-Control', 'private, no-store')
      return c.json(started)
    })
    .post('/trivia/:id/attempts', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const row = await openTriviaParam(c.req.param('id'))
      const input = await readJsonBody(c, TriviaAttemptInputSchema)
      return c.json(await submitTriviaAnswers(ctx, row, userId, input), 201)
    })
    .post('/qr/scan', engaged, async (c) => {
      const userId = requireUserId(c.get('actor'))
      const { code } = await readJsonBody(c, QrScanInputSchema)
      return c.json(await scanQrCode(ctx, userId, code))
    })
}
