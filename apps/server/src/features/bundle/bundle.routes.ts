import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { importBundle } from './import.ts'

const ZIP_TYPES = new Set(['application/zip', 'application/x-zip-compressed', 'application/octet-stream'])

/**
 * `POST /api/v1/admin/import` (admin): a zip of a CSV bundle, applied all or nothing (50 MB limit:
 * http/body-limits.ts). 200 with the rows read, inserted and updated per file; 422 `invalid_bundle` naming the file,
 * line and column, with every problem found in `fields` (`units.csv:7:start`).
 */
export function bundleRoutes(ctx: AppContext) {
  const { db } = ctx.database
  return new Hono<AuthEnv>().post('/admin/import', requirePermission(ctx, 'import.run'), async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
    if (!ZIP_TYPES.has(type)) throw new HttpError(415, 'unsupported_media_type', 'Send the bundle as application/zip.')
    const zip = new Uint8Array(await c.req.arrayBuffer())
    const result = await importBundle(db, zip, { actor: c.get('actor') })
    // This instance drops its read models now; the live event does it for the others (and again here, harmlessly).
    if (!result.unchanged) ctx.cache.invalidate()
    return c.json(result, 200)
  })
}
