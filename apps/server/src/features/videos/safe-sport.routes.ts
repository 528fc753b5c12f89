import { SafeSportSettingsInputSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readSafeSportSettings, saveSafeSportSettings } from './safe-sport.service.ts'

/**
 * The safe-sport video setting (decision 044), shown above the videos' manager: staff and admins read and change it.
 * The videos themselves are a content kind (decision 110, content-tables.repo.ts).
 */
export function safeSportAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/safe-sport', manage, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await readSafeSportSettings(ctx.database.db))
    })
    .put('/admin/safe-sport', manage, async (c) => {
      const input = await readJsonBody(c, SafeSportSettingsInputSchema)
      return c.json(await saveSafeSportSettings(ctx, c.get('actor'), input))
    })
}
