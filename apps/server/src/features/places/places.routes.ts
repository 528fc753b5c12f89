import { type Places, PlacesQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { listPlaces } from './places.repo.ts'

/** Places change on import and in the back office (decision 036): kept briefly by shared caches. */
const PLACES_CACHE = { maxAge: 10 }

export function placesRoutes(ctx: AppContext) {
  return new Hono().get('/places', async (c) => {
    const { kind } = readQuery(c, PlacesQuerySchema)
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<Places>(
      `places:${locale}:${kind ?? 'all'}`,
      async (): Promise<Places> => ({
        items: await listPlaces(ctx.database.db, locale, kind),
      }),
    )
    return sendPreparedJson(c, prepared, PLACES_CACHE)
  })
}
