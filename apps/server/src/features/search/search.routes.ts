import type { SearchIndex } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { listSearchEntries } from './search.repo.ts'

/**
 * The search index changes with names, that is on an import, a feed's participants or schedule: clients may keep it a
 * minute and use a stale one for a day while they revalidate (the service worker keeps it for offline, decision 083).
 */
const SEARCH_CACHE = { maxAge: 60 }

export function searchRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono().get('/search-index', async (c) => {
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<SearchIndex>(
      `search:${locale}`,
      async (): Promise<SearchIndex> => ({ items: await listSearchEntries(db, locale) }),
    )
    return sendPreparedJson(c, prepared, SEARCH_CACHE)
  })
}
