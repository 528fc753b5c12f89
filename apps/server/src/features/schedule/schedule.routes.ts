import {
  type DaySchedule,
  type Days,
  type DisciplinePage,
  matchesScheduleQuery,
  nearestGamesDay,
  ScheduleQuerySchema,
  type UnitDetail,
} from '@podium/domain'
import { Hono } from 'hono'
import type { GamesDates } from '../../calendar.ts'
import type { AppContext } from '../../context.ts'
import { type PreparedJson, prepareJson, sendPreparedJson } from '../../http/cached-json.ts'
import { HttpError, notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readQuery } from '../../http/validate.ts'
import { readDisciplinePage } from './discipline-page.repo.ts'
import { listDays, readDaySchedule } from './schedule.repo.ts'
import { readUnitDetail } from './unit-detail.repo.ts'

/**
 * Live data: clients may reuse a copy for a few seconds (docs/product-rules.md §9: freshness 5 s); the live stream
 * tells open screens about changes sooner. The server drops its own copies on every unit/result/medal change
 * (invalidation.ts).
 */
const LIVE_CACHE = { maxAge: 5 }

/** Cache keys start with `schedule:` so that live changes make them stale (live/invalidation.ts). */
export const SCHEDULE_CACHE_PREFIX = 'schedule:'

export function scheduleRoutes(ctx: AppContext) {
  const { db } = ctx.database
  /** The parsed day schedules behind the cached bytes, so filtered reads need neither a query nor a parse. */
  const parsedDays = new WeakMap<PreparedJson<DaySchedule>, DaySchedule>()

  function calendar(): GamesDates {
    const games = ctx.calendar.games
    if (!games) throw new HttpError(503, 'no_games', 'No games have been loaded yet.')
    return games
  }

  return new Hono()
    .get('/days', async (c) => {
      const today = ctx.clock.today()
      const prepared = await ctx.cache.get<Days>(`${SCHEDULE_CACHE_PREFIX}days:${today}`, async () => {
        const games = calendar()
        const items = await listDays(db, games)
        // Outside the games (before, after, or a rest day) screens open on the nearest games day, never on an
        // error (issue 42, decision 066).
        const openDay = nearestGamesDay(
          items.map((d) => d.day),
          today,
        )
        return { timeZone: games.timeZone, today, openDay: openDay ?? today, items } satisfies Days
      })
      return sendPreparedJson(c, prepared, LIVE_CACHE)
    })
    .get('/schedule', async (c) => {
      const { day, ...filters } = readQuery(c, ScheduleQuerySchema)
      const locale = requestLocale(c)
      let built: DaySchedule | undefined
      const prepared = await ctx.cache.get<DaySchedule>(`${SCHEDULE_CACHE_PREFIX}day:${day}:${locale}`, async () => {
        const games = calendar()
        if (day < games.startsOn || day > games.endsOn) throw notFound(`The games do not run on ${day}.`)
        built = await readDaySchedule(db, locale, day, games.timeZone, ctx.clock.now())
        return built
      })
      if (built) parsedDays.set(prepared, built)
      if (Object.values(filters).every((v) => v === undefined)) return sendPreparedJson(c, prepared, LIVE_CACHE)
      let whole = parsedDays.get(prepared)
      if (!whole) {
        whole = JSON.parse(prepared.body.toString('utf8')) as DaySchedule
        parsedDays.set(prepared, whole)
      }
      const filtered = { ...whole, items: whole.items.filter((item) => matchesScheduleQuery(item, filters)) }
      return sendPreparedJson(c, prepareJson<DaySchedule>(filtered), LIVE_CACHE)
    })
    .get('/units/:code', async (c) => {
      const code = c.req.param('code')
      if (!/^[A-Za-z0-9_.-]{1,64}$/.test(code)) throw notFound('No such unit.')
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<UnitDetail>(`${SCHEDULE_CACHE_PREFIX}unit:${code}:${locale}`, async () => {
        const games = calendar()
        const detail = await readUnitDetail(db, locale, code, games.timeZone, ctx.clock.now())
        if (!detail) throw notFound('No such unit.')
        return detail
      })
      return sendPreparedJson(c, prepared, LIVE_CACHE)
    })
    .get('/disciplines/:key', async (c) => {
      const key = c.req.param('key')
      if (!/^[A-Za-z0-9-]{2,40}$/.test(key)) throw notFound('No such discipline.')
      const locale = requestLocale(c)
      const prepared = await ctx.cache.get<DisciplinePage>(
        `${SCHEDULE_CACHE_PREFIX}discipline:${key}:${locale}`,
        async () => {
          const games = calendar()
          const page = await readDisciplinePage(db, locale, key, games.timeZone, ctx.clock.now())
          if (!page) throw notFound('No such discipline.')
          return page
        },
      )
      return sendPreparedJson(c, prepared, LIVE_CACHE)
    })
}
