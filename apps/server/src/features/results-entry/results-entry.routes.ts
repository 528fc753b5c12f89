import { PutStartListSchema, putResultsSchemaFor, UnitStatusPatchSchema, UnitUndoSchema } from '@podium/domain'
import { Hono } from 'hono'
import type { AppContext } from '../../context.ts'
import { type AuthEnv, requirePermission } from '../../http/auth.ts'
import { notFound } from '../../http/errors.ts'
import { requestLocale } from '../../http/locale.ts'
import { readJsonBody } from '../../http/validate.ts'
import { replaceResults, setUnitStartList, undoUnitChange, updateUnitStatus } from '../results/index.ts'
import { selectUnitSummary } from '../units/index.ts'

const UNIT_CODE = /^[A-Za-z0-9-]{1,64}$/

/** Staff and admins move units through their statuses and enter results; every change goes out live. */
export function resultsEntryRoutes(ctx: AppContext) {
  const { db } = ctx.database
  const summaryOf = async (c: Parameters<typeof requestLocale>[0], code: string) => {
    const summary = await selectUnitSummary(db, requestLocale(c), code)
    if (!summary) throw notFound(`No unit with code ${code}.`)
    return summary
  }
  const unitCode = (code: string) => {
    if (!UNIT_CODE.test(code)) throw notFound(`No unit with code ${code}.`)
    return code
  }

  return new Hono<AuthEnv>()
    .patch('/units/:code', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = unitCode(c.req.param('code'))
      const patch = await readJsonBody(c, UnitStatusPatchSchema)
      const reasonLocale = patch.reasonLocale ?? requestLocale(c)
      await updateUnitStatus(db, code, { ...patch, reasonLocale }, c.get('actor'), ctx.calendar.timeZone)
      return c.json(await summaryOf(c, code))
    })
    .put('/units/:code/results', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = unitCode(c.req.param('code'))
      // The unit's sport decides which set scores, periods and decisions its detail may carry (decision 090).
      const { disciplineCode } = await summaryOf(c, code)
      const body = await readJsonBody(c, putResultsSchemaFor(disciplineCode))
      const reasonLocale = body.reasonLocale ?? requestLocale(c)
      const { results } = await replaceResults(
        db,
        code,
        { ...body, reasonLocale },
        c.get('actor'),
        ctx.calendar.timeZone,
      )
      return c.json({ unit: await summaryOf(c, code), results })
    })
    .put('/units/:code/start-list', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = unitCode(c.req.param('code'))
      const body = await readJsonBody(c, PutStartListSchema)
      const entries = await setUnitStartList(db, code, body, c.get('actor'), ctx.calendar.timeZone)
      return c.json({ unit: await summaryOf(c, code), entries })
    })
    .post('/units/:code/undo', requirePermission(ctx, 'results.enter'), async (c) => {
      const code = unitCode(c.req.param('code'))
      const expected = await readJsonBody(c, UnitUndoSchema)
      await undoUnitChange(db, code, expected, c.get('actor'), ctx.calendar.timeZone)
      return c.json(await summaryOf(c, code))
    })
}
