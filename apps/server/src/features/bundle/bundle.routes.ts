import { ImportQuerySchema } from '@podium/domain'
import { type Zippable, zipSync } from 'fflate'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { readQuery } from '../../http/validate.ts'
import { buildBundleFiles } from './export.ts'
import { importBundle } from './import.ts'

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream'])

/**
 * `GET /api/v1/admin/export` (admin): the games as a zip bundle, CSV files and content (content.json, files/), which
 * `POST /api/v1/admin/import` reads back on another server.
 * `POST /api/v1/admin/import` (admin): a zip of a CSV bundle, applied all or nothing (50 MB limit:
 * http/body-limits.ts). 200 with the rows read, inserted and updated per file; 422 `invalid_bundle` naming the file,
 * line and column, with every problem found in `fields` (`units.csv:7:start`). Over the demo games: 409
 * `demo_replace_required` naming what would go (DemoReplaceRequiredSchema), unless `?replaceDemo=true` confirms that
 * the import replaces them whole; the importing admin stays signed in (decision 067).
 */
export function bundleRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono<AuthEnv>()
    .get('/admin/export', requirePermission(ctx, 'import.run'), async (c) => {
      const { files } = await buildBundleFiles(db)
      // PDFs and images are compressed already: stored as they are; the CSV and JSON texts are deflated.
      const entries: Zippable = {}
      for (const [path, bytes] of files) entries[path] = [bytes, { level: /\.(csv|json)$/.test(path) ? 6 : 0 }]
      const day = ctx.clock.now().toISOString().slice(0, 10)
      return c.body(zipSync(entries), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="podium-bundle-${day}.zip"`,
        'cache-control': 'no-store',
      })
    })
    .post('/admin/import', requirePermission(ctx, 'import.run'), async (c) => {
      const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
      if (!ZIP_TYPES.has(type))
        throw new HttpError(415, 'unsupported_media_type', 'Send the bundle as application/zip.')
      const { replaceDemo } = readQuery(c, ImportQuerySchema)
      const zip = new Uint8Array(await c.req.arrayBuffer())
      const result = await importBundle(db, zip, { actor: c.get('actor'), replaceDemo })
      // The `reset` live event drops every read model before the answer leaves (read-your-writes); the calendar is
      // read again here so that the importer's next read already has the new games' days.
      if (!result.unchanged) await ctx.calendar.refresh()
      return c.json(result, 200)
    })
}
