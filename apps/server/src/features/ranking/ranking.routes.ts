import { type Ranking, RankingQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { readRanking } from './ranking.repo.ts'

/**
 * Points change on this instance's writes (which drop 'ranking:' at once) and on other instances' (which this one
 * does not hear: points are not a live event), so the read model also expires after a few seconds.
 */
const RANKING_TTL_MS = 10_000

export function rankingRoutes(ctx: AppContext) {
  return new Hono().get('/ranking', async (c) => {
    const { userType } = readQuery(c, RankingQuerySchema)
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<Ranking>(
      `ranking:${locale}:${userType ?? 'all'}`,
      async () =>
        ({ userType: userType ?? null, items: await readRanking(ctx.database.db, locale, userType) }) satisfies Ranking,
      RANKING_TTL_MS,
    )
    return sendPreparedJson(c, prepared, { maxAge: 5 })
  })
}
