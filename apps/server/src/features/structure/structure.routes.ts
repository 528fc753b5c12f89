import {
  type CompetitorNext,
  type DisciplineRankings,
  type DisciplineStructures,
  EventFormatSchema,
  type EventStructure,
  type Locale,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readEventStructure } from './structure.service.ts'
import { putEventFormat, removeEventFormat } from './structure-admin.service.ts'
import { readCompetitorNext, readDisciplineRankings, readDisciplineStructures } from './structure-ranking.service.ts'

/** Results change the structure: clients reuse a copy for a few seconds, the live stream tells open screens sooner. */
const STRUCTURE_CACHE = { maxAge: 5 }

/**
 * Keyed under `schedule:` so that every unit and result change (and a `structure` event) drops it
 * (live/invalidation.ts), as the standings are.
 */
const STRUCTURE_CACHE_PREFIX = 'schedule:structure:'

const EVENT_CODE = /^[A-Za-z0-9_.-]{1,64}$/
const DISCIPLINE_KEY = /^[A-Za-z0-9-]{2,40}$/
const COMPETITOR_ID = /^[A-Za-z0-9_-]{1,40}$/

export function structureRoutes(ctx: AppContext) {
  const { db } = ctx.database
  const eventCode = (code: string) => {
    if (!EVENT_CODE.test(code)) throw notFound('No such event.')
    return code
  }
  const prepared = (c: Parameters<typeof requestLocale>[0], code: string) => {
    const locale = requestLocale(c)
    return ctx.cache.get<EventStructure>(`${STRUCTURE_CACHE_PREFIX}${code}:${locale}`, async () => {
      const structure = await readEventStructure(db, locale, code)
      if (!structure) throw notFound('No such event.')
      return structure
    })
  }
  /** A competitor's "next" per event with a format; under `schedule:` so every unit and result change drops it. */
  const next = (id: string, locale: Locale, kind: 'athlete' | 'team') => {
    const missing = kind === 'athlete' ? 'No such athlete.' : 'No such team.'
    if (!COMPETITOR_ID.test(id)) throw notFound(missing)
    return ctx.cache.get<CompetitorNext>(`schedule:next:${kind}:${id}:${locale}`, async () => {
      const answer = await readCompetitorNext(db, locale, kind, id)
      if (!answer) throw notFound(missing)
      return answer
    })
  }
  return (
    new Hono<AuthEnv>()
      .get('/events/:code/structure', async (c) => {
        const code = eventCode(c.req.param('code'))
        return sendPreparedJson(c, await prepared(c, code), STRUCTURE_CACHE)
      })
      // A discipline's structures in one answer and its rankings from them (decision 079), under `schedule:` too.
      .get('/disciplines/:key/structures', async (c) => {
        const key = c.req.param('key')
        if (!DISCIPLINE_KEY.test(key)) throw notFound('No such discipline.')
        const locale = requestLocale(c)
        const prepared = await ctx.cache.get<DisciplineStructures>(`schedule:structures:${key}:${locale}`, async () => {
          const answer = await readDisciplineStructures(db, locale, key)
          if (!answer) throw notFound('No such discipline.')
          return answer
        })
        return sendPreparedJson(c, prepared, STRUCTURE_CACHE)
      })
      .get('/disciplines/:key/final-ranking', async (c) => {
        const key = c.req.param('key')
        if (!DISCIPLINE_KEY.test(key)) throw notFound('No such discipline.')
        const locale = requestLocale(c)
        const prepared = await ctx.cache.get<DisciplineRankings>(
          `schedule:final-ranking:${key}:${locale}`,
          async () => {
            const answer = await readDisciplineRankings(db, locale, key)
            if (!answer) throw notFound('No such discipline.')
            return answer
          },
        )
        return sendPreparedJson(c, prepared, STRUCTURE_CACHE)
      })
      .get('/athletes/:id/next', async (c) =>
        sendPreparedJson(c, await next(c.req.param('id'), requestLocale(c), 'athlete'), STRUCTURE_CACHE),
      )
      .get('/teams/:id/next', async (c) =>
        sendPreparedJson(c, await next(c.req.param('id'), requestLocale(c), 'team'), STRUCTURE_CACHE),
      )
      .put('/admin/events/:code/format', requirePermission(ctx, 'results.enter'), async (c) => {
        const code = eventCode(c.req.param('code'))
        const format = await readJsonBody(c, EventFormatSchema)
        await putEventFormat(db, code, format, c.get('actor'))
        const structure = await readEventStructure(db, requestLocale(c), code)
        if (!structure) throw notFound('No such event.')
        return c.json(structure)
      })
      .delete('/admin/events/:code/format', requirePermission(ctx, 'results.enter'), async (c) => {
        const code = eventCode(c.req.param('code'))
        await removeEventFormat(db, code, c.get('actor'))
        return c.body(null, 204)
      })
  )
}
