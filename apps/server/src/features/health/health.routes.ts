import type { Health, HealthReady } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { HttpError } from '../../http/errors.ts'
import { databaseAnswers } from './health.repo.ts'

/**
 * Liveness (`/health`: the process serves and the database answers; restart it otherwise) and readiness
 * (`/health/ready`: also hears live changes; send it no traffic otherwise, 503 with the state in the body).
 */
export function healthRoutes(ctx: AppContext) {
  return new Hono()
    .get('/health', async (c) => {
      if (!(await databaseAnswers(ctx.database.db))) {
        throw new HttpError(503, 'database_unavailable', 'The database is not answering.')
      }
      c.header('Cache-Control', 'no-store')
      return c.json({ status: 'ok', database: ctx.database.kind } satisfies Health)
    })
    .get('/health/ready', async (c) => {
      const answers = await databaseAnswers(ctx.database.db)
      const live = ctx.live.status
      const ready = answers && live.state === 'listening' && !ctx.live.isDraining
      c.header('Cache-Control', 'no-store')
      const body: HealthReady = {
        status: ready ? 'ready' : 'not_ready',
        database: ctx.database.kind,
        databaseAnswers: answers,
        live,
      }
      return c.json(body, ready ? 200 : 503)
    })
}
