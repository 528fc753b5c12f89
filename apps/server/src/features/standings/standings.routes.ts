import type { EventStandings } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readEventStandings } from './standings.service.ts'

/** Results change the tables: clients reuse a copy for a few seconds, the live stream tells open screens sooner. */
const STANDINGS_CACHE = { maxAge: 5 }

/**
 * Keyed under `schedule:` so that every unit and result change drops the tables (live/invalidation.ts) without a
 * new entry there.
 */
const STANDINGS_CACHE_PREFIX = 'schedule:standings:'

export function standingsRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono().get('/events/:code/standings', async (c) => {
    const code = c.req.param('code')
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(code)) throw notFound('No such event.')
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<EventStandings>(`${STANDINGS_CACHE_PREFIX}${code}:${locale}`, async () => {
      const standings = await readEventStandings(db, locale, code)
      if (!standings) throw notFound('No such event.')
      return standings
    })
    return sendPreparedJson(c, prepared, STANDINGS_CACHE)
  })
}
