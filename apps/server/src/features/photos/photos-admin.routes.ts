import {
  AdminPhotosQuerySchema,
  PhotoInputSchema,
  PhotoUpdateSchema,
  VALIDATION_MESSAGES,
  VersionQuerySchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { badRequest } from '../../http/errors.ts'
import { readQuery, rowIdParam } from '../../http/validate.ts'
import { readImageUpload } from '../files/index.ts'
import { createPhoto, deletePhoto, listAdminPhotos, updatePhoto } from './photos-admin.service.ts'

const photoId = (raw: string) => rowIdParam(raw, 'photo')

/**
 * The back office's official photos (decision 042): media of kind `photo`, listed, uploaded, edited and deleted by
 * staff and admins. Writes are multipart (`metadata` JSON + `file`, required on create).
 */
export function photosAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/photos', manage, async (c) => {
      const query = readQuery(c, AdminPhotosQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminPhotos(ctx, query))
    })
    .post('/admin/photos', manage, async (c) => {
      const { input, image } = await readImageUpload(c, PhotoInputSchema, 'photo', 'photo')
      if (!image) throw badRequest('The photo is invalid.', { file: [VALIDATION_MESSAGES.imageRequired] })
      return c.json(await createPhoto(ctx, c.get('actor'), input, image), 201)
    })
    .put('/admin/photos/:id', manage, async (c) => {
      const id = photoId(c.req.param('id'))
      const { input, image } = await readImageUpload(c, PhotoUpdateSchema, 'photo', 'photo')
      return c.json(await updatePhoto(ctx, c.get('actor'), id, input, image))
    })
    .delete('/admin/photos/:id', manage, async (c) => {
      const id = photoId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deletePhoto(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
}
