import { PutResultsSchema, UnitStatusPatchSchema } from '@podium/domain'
import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { auditLog, units } from '../../db/schema.ts'
import { type AuthEnv, requireRole, STAFF_ROLES } from '../../http/auth.ts'
import { badRequest, fieldErrors, notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readGames } from '../reference/reference.repo.ts'
import { selectUnitSummaries } from '../units/unit-summary.repo.ts'
import { replaceResults, updateUnitStatus } from './results-entry.repo.ts'

const UNIT_CODE = /^[A-Za-z0-9-]{1,64}$/

const AuditQuerySchema = z.object({
  entity: z.string().regex(/^[a-z_.]{1,32}$/, 'must be an entity name such as unit'),
  entityId: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'must be an id')
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})

/** Staff and admins move units through their statuses and enter results; every change goes out live. */
export function resultsEntryRoutes(ctx: AppContext) {
  const { db } = ctx.database
  let timeZone: Promise<string> | undefined
  const gamesTimeZone = () => {
    timeZone ??= readGames(db).then((g) => g?.timeZone ?? 'UTC')
    return timeZone
  }
  const unitCode = (code: string) => {
    if (!UNIT_CODE.test(code)) throw notFound(`No unit with code ${code}.`)
    return code
  }

  return new Hono<AuthEnv>()
    .patch('/units/:code', requireRole(ctx, STAFF_ROLES), async (c) => {
      const code = unitCode(c.req.param('code'))
      const patch = await readJsonBody(c, UnitStatusPatchSchema)
      await updateUnitStatus(db, code, patch, c.get('actor'), await gamesTimeZone())
      const [summary] = await selectUnitSummaries(db, requestLocale(c), { where: eq(units.code, code), limit: 1 })
      return c.json(summary)
    })
    .put('/units/:code/results', requireRole(ctx, STAFF_ROLES), async (c) => {
      const code = unitCode(c.req.param('code'))
      const body = await readJsonBody(c, PutResultsSchema)
      const { results } = await replaceResults(db, code, body, c.get('actor'), await gamesTimeZone())
      const [summary] = await selectUnitSummaries(db, requestLocale(c), { where: eq(units.code, code), limit: 1 })
      return c.json({ unit: summary, results })
    })
    .get('/audit-log', requireRole(ctx, STAFF_ROLES), async (c) => {
      const query = AuditQuerySchema.safeParse(c.req.query())
      if (!query.success) throw badRequest('The query is invalid.', fieldErrors(query.error))
      const { entity, entityId, limit } = query.data
      const rows = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), entityId ? eq(auditLog.entityId, entityId) : undefined))
        .orderBy(desc(auditLog.id))
        .limit(limit)
      c.header('Cache-Control', 'no-store')
      return c.json({
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor: r.actor,
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
        })),
      })
    })
}
