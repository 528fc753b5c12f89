import {
  latestMedalEvents,
  type Medallists,
  MedallistsQuerySchema,
  type MedalTable,
  MedalTableQuerySchema,
  medalTable,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { notKept, sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import type { ReadModelKey } from '../../live/read-models.ts'
import {
  disciplineCodeOf,
  filterNamesExist,
  listMedallists,
  organisationCodes,
  organisationRef,
  organisationRefs,
  selectMedallistRows,
} from './medals.repo.ts'

/** Medals change when a medal unit finishes; the live stream drops these read models ('medals:' in STALE_ON). */
const MEDALS_CACHE = { maxAge: 5 }

/**
 * A discipline as a cache key names a discipline that exists: its code, `all`, or `unknown` for every key Podium
 * lacks (they all answer alike), so made-up keys cannot each keep a read model.
 */
const cacheKeyOf = (code: string | null | undefined): string => (code === undefined ? 'all' : (code ?? 'unknown'))

export function medalRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono()
    .get('/medals', async (c) => {
      const q = readQuery(c, MedalTableQuerySchema)
      const locale = requestLocale(c)
      const includeEmpty = q.includeEmpty === 'true'
      const disciplineCode = await disciplineCodeOf(db, q.discipline)
      const key: ReadModelKey = `medals:table:${locale}:${cacheKeyOf(disciplineCode)}:${q.gender ?? ''}:${q.division ?? ''}:${q.rank}:${includeEmpty}`
      const prepared = await ctx.cache.get<MedalTable>(key, async () => {
        const [rows, refs, codes] = await Promise.all([
          selectMedallistRows(db, { ...q, disciplineCode }),
          organisationRefs(db, locale),
          includeEmpty ? organisationCodes(db) : Promise.resolve([]),
        ])
        const table = medalTable(rows, { mode: q.rank, includeEmpty, organisationCodes: codes })
        return {
          items: table.map(({ organisationCode, ...count }) => ({
            ...count,
            organisation: organisationRef(refs, organisationCode),
          })),
        } satisfies MedalTable
      })
      return sendPreparedJson(c, prepared, MEDALS_CACHE)
    })
    .get('/medallists', async (c) => {
      const q = readQuery(c, MedallistsQuerySchema)
      const locale = requestLocale(c)
      const disciplineCode = await disciplineCodeOf(db, q.discipline)
      const key: ReadModelKey = `medals:medallists:${locale}:${cacheKeyOf(disciplineCode)}:${q.event ?? ''}:${q.organisation ?? ''}:${q.gender ?? ''}:${q.division ?? ''}:${q.latestEvents ?? ''}`
      const prepared = await ctx.cache.get<Medallists>(key, async () => {
        const medallists = latestMedalEvents(await listMedallists(db, locale, { ...q, disciplineCode }), q.latestEvents)
        // No medal: kept only when the filter names a discipline, event and delegation that exist, so made-up
        // codes are answered (empty) without each keeping a read model.
        if (medallists.items.length > 0) return medallists
        const known = disciplineCode !== null && (await filterNamesExist(db, q))
        return known ? medallists : notKept(medallists)
      })
      return sendPreparedJson(c, prepared, MEDALS_CACHE)
    })
}
