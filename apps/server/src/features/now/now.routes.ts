import type { Now } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readNow } from './now.repo.ts'

/** What is on changes with the clock: rebuilt at most every few seconds, shared by every request meanwhile. */
const NOW_TTL_MS = 5_000

export function nowRoutes(ctx: AppContext) {
  return new Hono().get('/now', async (c) => {
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<Now>(
      `now:${locale}`,
      () => readNow(ctx.database.db, locale, ctx.clock.now()),
      NOW_TTL_MS,
    )
    return sendPreparedJson(c, prepared, { maxAge: 5 })
  })
}
