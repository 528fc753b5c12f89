import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { notFound } from '../../http/errors.ts'
import { fileStoreOf } from './files.ts'

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * `GET /api/v1/files/:id`: an uploaded file with its stored type (decision 042). An id always names the same bytes
 * (a replaced image gets new ids), so any cache may keep it for a year; nosniff keeps browsers to the stored type.
 */
export function filesRoutes(ctx: AppContext) {
  return new Hono().get('/files/:id', async (c) => {
    const id = c.req.param('id')
    const file = FILE_ID.test(id) ? await fileStoreOf(ctx).get(id) : undefined
    if (!file) throw notFound('No such file.')
    // A copy: node-postgres hands a Buffer that may be a view into a larger pooled ArrayBuffer.
    return c.body(new Uint8Array(file.content), 200, {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.sizeBytes),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      ETag: `"${file.sha256}"`,
      'Content-Security-Policy': "default-src 'none'",
    })
  })
}
