import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { rowIdParam } from '../../http/validate.ts'
import { triviaQrSheet } from './trivia.service.ts'

/**
 * A trivia's printable QR sheet for staff and admins (decision 043); the trivia's list and writes are the content
 * engine's (decision 118).
 */
export function triviaQrRoutes(ctx: AppContext) {
  return new Hono<AuthEnv>().get('/admin/trivia/:id/qr.pdf', requirePermission(ctx, 'content.manage'), async (c) => {
    const id = rowIdParam(c.req.param('id'), 'trivia')
    const pdf = await triviaQrSheet(ctx, id, new URL(c.req.url).origin)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="trivia-${id}-qr.pdf"`,
      'Cache-Control': 'no-store',
    })
  })
}
