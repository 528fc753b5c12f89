import { GamesSettingsInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery } from '../../http/validate.ts'
import { readImageOnly } from '../files/index.ts'
import { readGamesSettings, saveGamesSettings, setGamesLogo } from './settings.service.ts'

const SettingsVersionQuerySchema = z.object({ version: z.coerce.number().int().min(0) })

/** The games' settings (decision 041): admins read and change the games' name, city, time zone, dates, flags, short name, colour and logo. */
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
    .post('/admin/settings/logo', manage, async (c) => {
      const { version, image } = await readImageOnly(c, 'games-logo', 'logo', 0)
      c.header('Cache-Control', 'no-store')
      return c.json(await setGamesLogo(ctx, c.get('actor'), version, image))
    })
    .delete('/admin/settings/logo', manage, async (c) => {
      const { version } = readQuery(c, SettingsVersionQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await setGamesLogo(ctx, c.get('actor'), version, null))
    })
}
