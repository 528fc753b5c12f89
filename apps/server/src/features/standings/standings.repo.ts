import type { LocalizedText } from '@podium/domain'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, events, phases, results, startListEntries, teams, units } from '../../db/schema.ts'

/** The rows an event's pool tables are derived from (decision 069): nothing here ranks anyone. */

export interface CompetitorColumns {
  athleteId: string | null
  athleteName: string | null
  teamId: string | null
  teamNames: LocalizedText | null
  organisationCode: string
}

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

/** Start lists of the units, in start order, with the competitors' names. */
export async function selectStartLists(db: Db, unitCodes: string[]) {
  if (unitCodes.length === 0) return []
  return db
    .select({
      unitCode: startListEntries.unitCode,
      startOrder: startListEntries.startOrder,
      position: startListEntries.position,
      athleteId: startListEntries.athleteId,
      athleteName: athletes.name,
      teamId: startListEntries.teamId,
      teamNames: teams.names,
      organisationCode: startListEntries.organisationCode,
    })
    .from(startListEntries)
    .leftJoin(athletes, eq(athletes.id, startListEntries.athleteId))
    .leftJoin(teams, eq(teams.id, startListEntries.teamId))
    .where(inArray(startListEntries.unitCode, unitCodes))
    .orderBy(asc(startListEntries.unitCode), asc(startListEntries.startOrder))
}

/** Result rows of the units, with the competitors' names. */
export async function selectMatchResults(db: Db, unitCodes: string[]) {
  if (unitCodes.length === 0) return []
  return db
    .select({
      unitCode: results.unitCode,
      athleteId: results.athleteId,
      athleteName: athletes.name,
      teamId: results.teamId,
      teamNames: teams.names,
      organisationCode: results.organisationCode,
      score: results.score,
      result: results.result,
      irm: results.irm,
      winner: results.winner,
      stats: results.stats,
    })
    .from(results)
    .leftJoin(athletes, eq(athletes.id, results.athleteId))
    .leftJoin(teams, eq(teams.id, results.teamId))
    .where(inArray(results.unitCode, unitCodes))
    .orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.id))
}
