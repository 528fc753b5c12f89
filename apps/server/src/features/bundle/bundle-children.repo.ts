/** The bundle's reads of the lists it replaces when they differ, and its insert of missing entries. */
import { inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { entries, medallists, results } from '../../db/schema.ts'

/** The results of these units, in each unit's order. */
export const selectResultsOfUnits = (tx: Tx, codes: string[]) =>
  tx
    .select({
      unitCode: results.unitCode,
      rank: results.rank,
      rankEqual: results.rankEqual,
      athleteId: results.athleteId,
      teamId: results.teamId,
      organisationCode: results.organisationCode,
      result: results.result,
      irm: results.irm,
      qualification: results.qualification,
      detail: results.detail,
      sortOrder: results.sortOrder,
    })
    .from(results)
    .where(inArray(results.unitCode, codes))
    .orderBy(results.unitCode, results.sortOrder, results.id)

/** The medallists of these events. */
export const selectMedallistsOfEvents = (tx: Tx, codes: string[]) =>
  tx
    .select({
      eventCode: medallists.eventCode,
      medal: medallists.medal,
      organisationCode: medallists.organisationCode,
      athleteId: medallists.athleteId,
      teamId: medallists.teamId,
    })
    .from(medallists)
    .where(inArray(medallists.eventCode, codes))

/** The entries of these events. */
export const selectEntriesOfEvents = (tx: Tx, codes: string[]) =>
  tx
    .select({ eventCode: entries.eventCode, athleteId: entries.athleteId, teamId: entries.teamId })
    .from(entries)
    .where(inArray(entries.eventCode, codes))

export async function insertEntries(tx: Tx, rows: (typeof entries.$inferInsert)[]): Promise<void> {
  await tx.insert(entries).values(rows)
}
