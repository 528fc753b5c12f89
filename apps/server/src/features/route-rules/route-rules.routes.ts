import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { sendPreparedJson } from '../../http/cached-json.ts'
import { rowIdParam } from '../../http/validate.ts'
import { qrSvg } from '../../media/qr-matrix.ts'
import { publicRules, ruleSource } from './route-rules.service.ts'

const ruleId = (raw: string) => rowIdParam(raw, 'route rule')

/**
 * Route rules (decision 046): the public list the web's route guard resolves in-app navigations with, and a short
 * link's QR code for the back office. The back office's list, create, edit and delete are the content engine's
 * (`route-rules`, decision 112). Document requests are redirected by the SPA routes.
 */
export function routeRulesRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/route-rules', async (c) => sendPreparedJson(c, await publicRules(ctx), { maxAge: 0 }))
    .get('/admin/route-rules/:id/qr.svg', manage, async (c) => {
      const id = ruleId(c.req.param('id'))
      const source = await ruleSource(ctx, id)
      // The short link as printed: this server's address and the rule's path.
      const svg = qrSvg(`${new URL(c.req.url).origin}${source}`)
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Content-Security-Policy': "default-src 'none'",
        'Cache-Control': 'no-store',
      })
    })
}
