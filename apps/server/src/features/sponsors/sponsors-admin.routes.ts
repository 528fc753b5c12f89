import {
  AdminSponsorsQuerySchema,
  SponsorInputSchema,
  SponsorMoveSchema,
  SponsorUpdateSchema,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { readImageOnly } from '../files/index.ts'
import {
  createSponsor,
  deleteSponsor,
  listAdminSponsors,
  moveSponsor,
  setSponsorLogo,
  updateSponsor,
} from './sponsors-admin.service.ts'

const sponsorId = (raw: string) => rowIdParam(raw, 'sponsor')

/** The back office's sponsors (decision 040): staff and admins list, create, edit, order and delete them. */
export function sponsorsAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/sponsors', manage, async (c) => {
      const query = readQuery(c, AdminSponsorsQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminSponsors(ctx, query))
    })
    .post('/admin/sponsors', manage, async (c) => {
      const input = await readJsonBody(c, SponsorInputSchema)
      return c.json(await createSponsor(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/sponsors/:id', manage, async (c) => {
      const id = sponsorId(c.req.param('id'))
      const input = await readJsonBody(c, SponsorUpdateSchema)
      return c.json(await updateSponsor(ctx, c.get('actor'), id, input))
    })
    .post('/admin/sponsors/:id/move', manage, async (c) => {
      const id = sponsorId(c.req.param('id'))
      const move = await readJsonBody(c, SponsorMoveSchema)
      return c.json(await moveSponsor(ctx, c.get('actor'), id, move))
    })
    .post('/admin/sponsors/:id/logo', manage, async (c) => {
      const id = sponsorId(c.req.param('id'))
      const { version, image } = await readImageOnly(c, 'sponsor-logo', 'logo')
      return c.json(await setSponsorLogo(ctx, c.get('actor'), id, version, image))
    })
    .delete('/admin/sponsors/:id/logo', manage, async (c) => {
      const id = sponsorId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      return c.json(await setSponsorLogo(ctx, c.get('actor'), id, version, null))
    })
    .delete('/admin/sponsors/:id', manage, async (c) => {
      const id = sponsorId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteSponsor(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
