import { type AppConfig, localize } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { HttpError } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { gamesFeatures, loginEnabled } from '../../settings.ts'
import { fileUrl } from '../files/index.ts'
import { readGames } from '../reference/index.ts'

export function configRoutes(ctx: AppContext) {
  return new Hono().get('/config', async (c) => {
    const locale = requestLocale(c)
    const today = ctx.clock.today()
    const prepared = await ctx.cache.get<AppConfig>(`config:${locale}:${today}`, async () => {
      const games = await readGames(ctx.database.db)
      if (!games) throw new HttpError(503, 'no_games', 'No games have been loaded yet.')
      const stored = ctx.settings.current
      const shortName = stored.shortNames ? localize(stored.shortNames, locale) : ''
      return {
        loginEnabled: loginEnabled(ctx),
        features: gamesFeatures(ctx),
        webAppScreens: stored.webAppScreens ?? false,
        portugueseVariant: stored.portugueseVariant ?? 'pt-PT',
        locale,
        games: {
          name: localize(games.names, locale),
          hostCity: games.hostCity,
          timeZone: games.timeZone,
          startsOn: games.startsOn,
          endsOn: games.endsOn,
          today,
          shortName: shortName || null,
          logoUrl: stored.logoFileId ? fileUrl(stored.logoFileId) : null,
          brandColour: stored.brandColour ?? null,
        },
      } satisfies AppConfig
    })
    return sendPreparedJson(c, prepared, { maxAge: 60 })
  })
}
