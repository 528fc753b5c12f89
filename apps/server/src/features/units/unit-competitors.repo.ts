import type { LocalizedText } from '@podium/domain'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { athletes, medallists, results, startListEntries, teams } from '../../db/schema.ts'

/** Who a start-list or result row names: an athlete or a team, and the delegation (names in every language). */
export interface CompetitorColumns {
  athleteId: string | null
  athleteName: string | null
  teamId: string | null
  teamNames: LocalizedText | null
  organisationCode: string
}

/** A medallist row's medal and competitor, with the names of an athlete and a team joined on its ids. */
export const medallistColumns = {
  medal: medallists.medal,
  organisationCode: medallists.organisationCode,
  athleteId: medallists.athleteId,
  athleteName: athletes.name,
  teamId: medallists.teamId,
  teamNames: teams.names,
}

/** A unit's medallists, with the names of an athlete and a team (the unit page, the medal alert). */
export async function selectUnitMedallists(db: Db | Tx, unitCode: string) {
  return db
    .select(medallistColumns)
    .from(medallists)
    .leftJoin(athletes, eq(athletes.id, medallists.athleteId))
    .leftJoin(teams, eq(teams.id, medallists.teamId))
    .where(eq(medallists.unitCode, unitCode))
}

/**
 * The units' start lists, by unit and start order, with the competitors' names: the one join the unit page, the
 * schedule's head-to-head lines, the pool tables and the event structure read start lists through.
 */
export async function selectStartListRows(db: Db | Tx, unitCodes: string[]) {
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

/** The units' result rows, by unit and the results' order, with the competitors' names. */
export async function selectResultRowsWithNames(db: Db | Tx, unitCodes: string[]) {
  if (unitCodes.length === 0) return []
  return db
    .select({
      unitCode: results.unitCode,
      rank: results.rank,
      athleteId: results.athleteId,
      athleteName: athletes.name,
      teamId: results.teamId,
      teamNames: teams.names,
      organisationCode: results.organisationCode,
      result: results.result,
      time: results.time,
      score: results.score,
      qualification: results.qualification,
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
