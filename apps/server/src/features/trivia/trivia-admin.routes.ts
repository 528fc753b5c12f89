import { AdminTriviaQuerySchema, TriviaInputSchema, TriviaUpdateSchema, VersionQuerySchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { readJsonBody, readQuery, rowIdParam } from '../../http/validate.ts'
import { createTrivia, deleteTrivia, listAdminTrivia, triviaQrSheet, updateTrivia } from './trivia-admin.service.ts'

const triviaId = (raw: string) => rowIdParam(raw, 'trivia')

/** The back office's trivia (decision 043): staff and admins list, create, edit, print and delete them. */
export function triviaAdminRoutes(ctx: AppContext) {
  const manage = requirePermission(ctx, 'content.manage')
  return new Hono<AuthEnv>()
    .get('/admin/trivia', manage, async (c) => {
      const query = readQuery(c, AdminTriviaQuerySchema)
      c.header('Cache-Control', 'no-store')
      return c.json(await listAdminTrivia(ctx, query))
    })
    .post('/admin/trivia', manage, async (c) => {
      const input = await readJsonBody(c, TriviaInputSchema)
      return c.json(await createTrivia(ctx, c.get('actor'), input), 201)
    })
    .put('/admin/trivia/:id', manage, async (c) => {
      const id = triviaId(c.req.param('id'))
      const input = await readJsonBody(c, TriviaUpdateSchema)
      return c.json(await updateTrivia(ctx, c.get('actor'), id, input))
    })
    .delete('/admin/trivia/:id', manage, async (c) => {
      const id = triviaId(c.req.param('id'))
      const { version } = readQuery(c, VersionQuerySchema)
      await deleteTrivia(ctx, c.get('actor'), id, version)
      return c.body(null, 204)
    })
    .get('/admin/trivia/:id/qr.pdf', manage, async (c) => {
      const id = triviaId(c.req.param('id'))
      const pdf = await triviaQrSheet(ctx, id, new URL(c.req.url).origin)
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `inline; filename="trivia-${id}-qr.pdf"`,
        'Cache-Control': 'no-store',
      })
    })
}
