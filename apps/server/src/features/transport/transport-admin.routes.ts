import {
  AdminTransportQuerySchema,
  TransportLineInputSchema,
  TransportLineUpdateSchema,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { notFound } from '../../http/errors.ts'
import { readJsonBody, readQuery } from '../../http/validate.ts'
import {
  createTransportLine,
  deleteTransportLine,
  listAdminTransportLines,
  updateTransportLine,
} from './transport-admin.service.ts'

/** A line's code from the path: the shape codes have, else 404 naming what was asked for. */
function lineCodeParam(raw: string): string {
  if (!/^[A-Za-z0-9][A-Za-z0-9-]{0,7}$/.test(raw)) throw notFound(`No transport line ${raw}.`)
  return raw.toUpperCase()
}

/** The back office's transport lines (decision 044): staff and admins list, create, edit and delete lines. */
export function transportAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/transport', manage, async (c) => {
      const query = readQuery(c, AdminTransportQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminTransportLines(ctx, query))
    })
    .post('/admin/transport', manage, async (c) => {
      const input = await readJsonBody(c, TransportLineInputSchema)
      return c.json(await createTransportLine(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/transport/:code', manage, async (c) => {
      const code = lineCodeParam(c.req.param('code'))
      const input = await readJsonBody(c, TransportLineUpdateSchema)
      return c.json(await updateTransportLine(ctx, c.get('actor'), code, input))
    })
    .delete('/admin/transport/:code', manage, async (c) => {
      const code = lineCodeParam(c.req.param('code'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteTransportLine(ctx, c.get('actor'), code, version)
      return c.body(null, 204)
    })
}
