import { AdminPlacesQuerySchema, PlaceInputSchema, PlaceUpdateSchema, VersionQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { createPlace, deletePlace, listAdminPlaces, updatePlace } from './places-admin.service.ts'

const placeId = (raw: string) => rowIdParam(raw, 'place')

/** The back office's places (decision 036): staff and admins list, create, edit and delete them. */
export function placesAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/places', manage, async (c) => {
      const query = readQuery(c, AdminPlacesQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminPlaces(ctx, query))
    })
    .post('/admin/places', manage, async (c) => {
      const input = await readJsonBody(c, PlaceInputSchema)
      return c.json(await createPlace(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/places/:id', manage, async (c) => {
      const id = placeId(c.req.param('id'))
      const input = await readJsonBody(c, PlaceUpdateSchema)
      return c.json(await updatePlace(ctx, c.get('actor'), id, input))
    })
    .delete('/admin/places/:id', manage, async (c) => {
      const id = placeId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deletePlace(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
