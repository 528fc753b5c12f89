import {
  AdminAwardCeremoniesQuerySchema,
  AdminEventsQuerySchema,
  AwardCeremonyInputSchema,
  AwardCeremonyUpdateSchema,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { selectEventOptions } from './awards-admin.repo.ts'
import { createCeremony, deleteCeremony, listAdminCeremonies, updateCeremony } from './awards-admin.service.ts'

const ceremonyId = (raw: string) => rowIdParam(raw, 'award ceremony')

/** The back office's awards ceremonies (decision 044): staff and admins list, create, edit and delete them. */
export function awardsAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/award-ceremonies', manage, async (c) => {
      const query = readQuery(c, AdminAwardCeremoniesQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminCeremonies(ctx, requestLocale(c), query))
    })
    .get('/admin/award-ceremonies/events', manage, async (c) => {
      const { q } = readQuery(c, AdminEventsQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json({ items: await selectEventOptions(ctx.database.db, requestLocale(c), q) })
    })
    .post('/admin/award-ceremonies', manage, async (c) => {
      const input = await readJsonBody(c, AwardCeremonyInputSchema)
      return c.json(await createCeremony(ctx, c.get('actor'), requestLocale(c), input), 201)
    })
    .put('/admin/award-ceremonies/:id', manage, async (c) => {
      const id = ceremonyId(c.req.param('id'))
      const input = await readJsonBody(c, AwardCeremonyUpdateSchema)
      return c.json(await updateCeremony(ctx, c.get('actor'), requestLocale(c), id, input))
    })
    .delete('/admin/award-ceremonies/:id', manage, async (c) => {
      const id = ceremonyId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteCeremony(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
