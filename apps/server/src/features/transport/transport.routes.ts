import type { TransportDto } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { requestLocale } from '../../http/locale.ts'
import { readTransport } from './transport.repo.ts'

/** Next departures move with the clock: rebuilt at most every 30 s, shared by every request meanwhile. */
const TRANSPORT_TTL_MS = 30_000

export function transportRoutes(ctx: AppContext) {
  return new Hono().get('/transport', async (c) => {
    const locale = requestLocale(c)
    const prepared = await ctx.cache.get<TransportDto>(
      `transport:${locale}`,
      () => readTransport(ctx.database.db, locale, ctx.clock.now(), ctx.calendar),
      TRANSPORT_TTL_MS,
    )
    return sendPreparedJson(c, prepared, { maxAge: 30 })
  })
}
