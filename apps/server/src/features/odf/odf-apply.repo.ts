/** The reads and writes of odf.apply.ts (participants, medallists' checks), in the apply's transaction. */
import { eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { athletes, events, organisations, teamMembers, teams } from '../../db/schema.ts'

export type AthleteRow = typeof athletes.$inferSelect

/** Which of these delegation codes exist. */
export async function selectOrganisationCodesIn(tx: Tx, codes: string[]): Promise<string[]> {
  const rows = await tx
    .select({ code: organisations.code })
    .from(organisations)
    .where(inArray(organisations.code, codes))
  return rows.map((r) => r.code)
}

/** The athletes of these ids, locked for the rest of the transaction. */
export const selectAthletesForUpdate = (tx: Tx, ids: string[]) =>
  tx.select().from(athletes).where(inArray(athletes.id, ids)).for('update')

export async function updateAthlete(tx: Tx, id: string, values: Partial<typeof athletes.$inferInsert>): Promise<void> {
  await tx.update(athletes).set(values).where(eq(athletes.id, id))
}

export async function insertAthlete(tx: Tx, values: typeof athletes.$inferInsert): Promise<void> {
  await tx.insert(athletes).values(values)
}

export const selectEventsIn = (tx: Tx, codes: string[]) => tx.select().from(events).where(inArray(events.code, codes))

/** The delegation of each of these athletes. */
export const selectAthleteOrganisations = (tx: Tx, ids: string[]) =>
  tx.select({ id: athletes.id, org: athletes.organisationCode }).from(athletes).where(inArray(athletes.id, ids))

export const selectTeamsIn = (tx: Tx, ids: string[]) => tx.select().from(teams).where(inArray(teams.id, ids))

export const selectTeamMembersOf = (tx: Tx, teamIds: string[]) =>
  tx.select().from(teamMembers).where(inArray(teamMembers.teamId, teamIds))
