import {
  AdminAmbassadorsQuerySchema,
  AmbassadorInputSchema,
  AmbassadorUpdateSchema,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readQuery, rowIdParam } from '../../http/validate.ts'
import { readImageUpload } from '../files/index.ts'
import {
  createAmbassador,
  deleteAmbassador,
  listAdminAmbassadors,
  updateAmbassador,
} from './ambassadors-admin.service.ts'

const ambassadorId = (raw: string) => rowIdParam(raw, 'ambassador')

/**
 * The back office's ambassadors (decision 042): staff and admins list, create, edit and delete them. Writes are
 * multipart (a `metadata` JSON part and an optional `file` part, the photo), like the documents manager's.
 */
export function ambassadorsAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/ambassadors', manage, async (c) => {
      const query = readQuery(c, AdminAmbassadorsQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminAmbassadors(ctx, query))
    })
    .post('/admin/ambassadors', manage, async (c) => {
      const { input, image } = await readImageUpload(c, AmbassadorInputSchema, 'ambassador-photo', 'ambassador')
      return c.json(await createAmbassador(ctx, c.get('actor'), input, image), 201)
    })
    .put('/admin/ambassadors/:id', manage, async (c) => {
      const id = ambassadorId(c.req.param('id'))
      const { input, image } = await readImageUpload(c, AmbassadorUpdateSchema, 'ambassador-photo', 'ambassador')
      return c.json(await updateAmbassador(ctx, c.get('actor'), id, input, image))
    })
    .delete('/admin/ambassadors/:id', manage, async (c) => {
      const id = ambassadorId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteAmbassador(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
