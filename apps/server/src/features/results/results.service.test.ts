import { and, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers.ts'
import { auditLog, results, units } from '../../db/schema.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { applyUnitState, decidingUnit } from './results.service.ts'

const ACTOR: Actor = { kind: 'system', userId: null, userType: 'admin', label: 'test-writer' }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const db = () => t.ctx.database.db

describe('the results writer', () => {
  it('refuses a whole-state write that is not an ODF transition, and writes nothing of it', async () => {
    const [finished] = await db()
      .select()
      .from(units)
      .where(and(eq(units.scheduleStatus, 'FINISHED'), isNotNull(units.eventCode)))
      .limit(1)
    if (!finished) throw new Error('the demo has no finished unit')
    const resultsBefore = await db().$count(results, eq(results.unitCode, finished.code))
    const auditBefore = await db().$count(auditLog, eq(auditLog.entityId, finished.code))
    const write = applyUnitState(
      db(),
      finished.code,
      { scheduleStatus: 'RUNNING', resultStatus: 'LIVE', results: [] },
      ACTOR,
      t.ctx.calendar.timeZone,
    )
    await expect(write).rejects.toBeInstanceOf(HttpError)
    await expect(write).rejects.toMatchObject({ status: 409, code: 'invalid_transition' })
    const [after] = await db().select().from(units).where(eq(units.code, finished.code))
    expect(after).toMatchObject({ scheduleStatus: 'FINISHED', version: finished.version })
    expect(await db().$count(results, eq(results.unitCode, finished.code))).toBe(resultsBefore)
    expect(await db().$count(auditLog, eq(auditLog.entityId, finished.code))).toBe(auditBefore)
  })

  it('finds the deciding unit of a medal: the last gold unit for gold and silver, the bronze unit for bronze', () => {
    const eventUnits = [
      { code: 'SF1', eventCode: 'E', medal: null },
      { code: 'BRZ', eventCode: 'E', medal: 'BRONZE' },
      { code: 'FNL', eventCode: 'E', medal: 'GOLD' },
      { code: 'OTHER', eventCode: 'F', medal: 'GOLD' },
    ]
    expect(decidingUnit(eventUnits, 'E', 'GOLD')?.code).toBe('FNL')
    expect(decidingUnit(eventUnits, 'E', 'SILVER')?.code).toBe('FNL')
    expect(decidingUnit(eventUnits, 'E', 'BRONZE')?.code).toBe('BRZ')
    expect(decidingUnit(eventUnits.slice(2), 'E', 'BRONZE')?.code).toBe('FNL')
    expect(decidingUnit(eventUnits, 'G', 'GOLD')).toBeUndefined()
  })
})
