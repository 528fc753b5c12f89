import { type AwardCeremonies, DayQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { listCeremonies } from './awards.repo.ts'

/** Medallists arrive during the day; a medal event drops these read models (live/invalidation.ts). */
const AWARDS_CACHE = { maxAge: 30 }

export function awardsRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono().get('/award-ceremonies', async (c) => {
    const { day } = readQuery(c, DayQuerySchema)
    const locale = requestLocale(c)
    // Only the games' days are cached, so the key set stays bounded; other days have no ceremonies.
    if (day && !ctx.calendar.isGamesDay(day)) return c.json({ day, items: [] } satisfies AwardCeremonies)
    const prepared = await ctx.cache.get<AwardCeremonies>(
      `award-ceremonies:${locale}:${day ?? 'all'}`,
      async (): Promise<AwardCeremonies> => ({
        day: day ?? null,
        items: await listCeremonies(db, locale, ctx.calendar.timeZone, day),
      }),
    )
    return sendPreparedJson(c, prepared, AWARDS_CACHE)
  })
}
