import { GamesSettingsInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readGamesSettings, saveGamesSettings } from './settings.service.ts'

/** The games' settings (decision 041): admins read and change the games' name, city, time zone, dates and flags. */
export function settingsRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'settings.manage')
  return new Hono<AuthEnv>()
    .get('/admin/settings', manage, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await readGamesSettings(ctx))
    })
    .put('/admin/settings', manage, async (c) => {
      const input = await readJsonBody(c, GamesSettingsInputSchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await saveGamesSettings(ctx, c.get('actor'), input))
    })
}
