import { latestMedalEvents, MedallistsQuerySchema, MedalTableQuerySchema, medalTable } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import {
  listMedallists,
  organisationCodes,
  organisationRef,
  organisationRefs,
  selectMedallistRows,
} from './medals.repo.ts'

/** Medals change when a medal unit finishes; the live stream drops these read models ('medals:' in STALE_ON). */
const MEDALS_CACHE = { maxAge: 5, staleWhileRevalidate: 30 }

export function medalRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono()
    .get('/medals', async (c) => {
      const q = readQuery(c, MedalTableQuerySchema)
      const locale = requestLocale(c)
      const includeEmpty = q.includeEmpty === 'true'
      const key = `medals:table:${locale}:${q.discipline}:${q.gender ?? ''}:${q.division ?? ''}:${q.rank}:${includeEmpty}`
      const prepared = await ctx.cache.get(key, async () => {
        const [rows, refs, codes] = await Promise.all([
          selectMedallistRows(db, q),
          organisationRefs(db, locale),
          includeEmpty ? organisationCodes(db) : Promise.resolve([]),
        ])
        const table = medalTable(rows, { mode: q.rank, includeEmpty, organisationCodes: codes })
        return {
          items: table.map(({ organisationCode, ...count }) => ({
            ...count,
            organisation: organisationRef(refs, organisationCode),
          })),
        }
      })
      return sendPreparedJson(c, prepared, MEDALS_CACHE)
    })
    .get('/medallists', async (c) => {
      const q = readQuery(c, MedallistsQuerySchema)
      const locale = requestLocale(c)
      const key = `medals:medallists:${locale}:${q.discipline ?? ''}:${q.event ?? ''}:${q.organisation ?? ''}:${q.gender ?? ''}:${q.division ?? ''}:${q.latestEvents ?? ''}`
      const prepared = await ctx.cache.get(key, async () =>
        latestMedalEvents(await listMedallists(db, locale, q), q.latestEvents),
      )
      return sendPreparedJson(c, prepared, MEDALS_CACHE)
    })
}
