import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { badRequest, fieldErrors } from '../../http/errors.ts'
import { selectAudit } from './audit.repo.ts'

const AuditQuerySchema = z.object({
  // Hyphens too: route-rule, volunteer-info.
  entity: z.string().regex(/^[a-z_.-]{1,32}$/, 'must be an entity name such as unit'),
  entityId: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be an id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** Staff read who changed what: every write of results, statuses, medallists, athletes and imports leaves a row. */
export function auditRoutes(ctx: AppContext) {
  return new Hono<AuthEnv>().get('/audit-log', requirePermission(ctx, 'auditLog.read'), async (c) => {
    const query = AuditQuerySchema.safeParse(c.req.query())
    if (!query.success) throw badRequest('The query is invalid.', fieldErrors(query.error))
    c.header('Cache-Control', 'no-store')
    return c.json({ entries: await selectAudit(ctx.database.db, query.data) })
  })
}
