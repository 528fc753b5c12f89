import {
  AdminVideosQuerySchema,
  SafeSportSettingsInputSchema,
  VersionQuerySchema,
  VideoInputSchema,
  VideoUpdateSchema,
} from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { readSafeSportSettings, saveSafeSportSettings } from './safe-sport.service.ts'
import { createVideo, deleteVideo, listAdminVideos, updateVideo } from './videos-admin.service.ts'

const videoId = (raw: string) => rowIdParam(raw, 'video')

/**
 * The back office's videos and live videos, and the safe-sport video (decision 044): staff and admins list, create,
 * edit and delete them.
 */
export function videosAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/videos', manage, async (c) => {
      const query = readQuery(c, AdminVideosQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminVideos(ctx, query))
    })
    .post('/admin/videos', manage, async (c) => {
      const input = await readJsonBody(c, VideoInputSchema)
      return c.json(await createVideo(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/videos/:id', manage, async (c) => {
      const id = videoId(c.req.param('id'))
      const input = await readJsonBody(c, VideoUpdateSchema)
      return c.json(await updateVideo(ctx, c.get('actor'), id, input))
    })
    .delete('/admin/videos/:id', manage, async (c) => {
      const id = videoId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteVideo(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
    .get('/admin/safe-sport', manage, async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await readSafeSportSettings(ctx.database.db))
    })
    .put('/admin/safe-sport', manage, async (c) => {
      const input = await readJsonBody(c, SafeSportSettingsInputSchema)
      return c.json(await saveSafeSportSettings(ctx, c.get('actor'), input))
    })
}
