import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { events, phases, units } from '../../db/schema.ts'

/** The rows an event's pool tables are derived from (decision 069): nothing here ranks anyone. */

export async function selectEvent(db: Db, code: string) {
  const [event] = await db
    .select({ code: events.code, names: events.names, disciplineCode: events.disciplineCode })
    .from(events)
    .where(eq(events.code, code))
  return event
}

/** The event's pool phases in their order, each with its units (their status and order). */
export async function selectPools(db: Db, eventCode: string) {
  const poolPhases = await db
    .select({ code: phases.code, names: phases.names })
    .from(phases)
    .where(and(eq(phases.eventCode, eventCode), eq(phases.phaseType, 'pool')))
    .orderBy(asc(phases.sortOrder), asc(phases.code))
  if (poolPhases.length === 0) return []
  const poolUnits = await db
    .select({
      code: units.code,
      phaseCode: units.phaseCode,
      scheduleStatus: units.scheduleStatus,
      resultStatus: units.resultStatus,
    })
    .from(units)
    .where(
      inArray(
        units.phaseCode,
        poolPhases.map((p) => p.code),
      ),
    )
    .orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))
  return poolPhases.map((phase) => ({ ...phase, units: poolUnits.filter((u) => u.phaseCode === phase.code) }))
}
