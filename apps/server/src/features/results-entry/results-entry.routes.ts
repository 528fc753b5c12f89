import { PutResultsSchema, UnitStatusPatchSchema } from '@podium/domain'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { units } from '../../db/schema.ts'
import { type AuthEnv, requireRole, STAFF_ROLES } from '../../http/auth.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { readGames } from '../reference/reference.repo.ts'
import { selectUnitSummaries } from '../units/unit-summary.repo.ts'
import { replaceResults, updateUnitStatus } from './results-entry.repo.ts'

const UNIT_CODE = /^[A-Za-z0-9-]{1,64}$/

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
}
