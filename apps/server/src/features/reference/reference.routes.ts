import type { Disciplines, Organisations, Venues } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { listDisciplines, listOrganisations, listVenues } from './reference.repo.ts'

/** Reference data changes only on import, so clients may keep it a minute. */
const REFERENCE_CACHE = { maxAge: 60 }

export function referenceRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono()
    .get('/disciplines', async (c) => {
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Disciplines>(
        `disciplines:${locale}`,
        async (): Promise<Disciplines> => ({
          items: await listDisciplines(db, locale),
        }),
      )
      return sendPreparedJson(c, prepared, REFERENCE_CACHE)
    })
    .get('/organisations', async (c) => {
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Organisations>(
        `organisations:${locale}`,
        async (): Promise<Organisations> => ({
          items: await listOrganisations(db, locale),
        }),
      )
      return sendPreparedJson(c, prepared, REFERENCE_CACHE)
    })
    .get('/venues', async (c) => {
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<Venues>(
        `venues:${locale}`,
        async (): Promise<Venues> => ({
          items: await listVenues(db, locale),
        }),
      )
      return sendPreparedJson(c, prepared, REFERENCE_CACHE)
    })
}
