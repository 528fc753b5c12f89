/** The bundle export's reads: every row of each exported table, in the fixed order that makes an export repeatable. */
import { asc, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  athletes,
  disciplines,
  events,
  games,
  medallists,
  organisations,
  results,
  teamMembers,
  teams,
  units,
  venues,
} from '../../db/schema.ts'

/** The games' time zone, or undefined when there are no games. */
export async function selectGamesTimeZone(db: Db | Tx): Promise<string | undefined> {
  const [game] = await db.select({ timeZone: games.timeZone }).from(games).limit(1)
  return game?.timeZone
}

export const selectDisciplinesForExport = (db: Db) =>
  db.select().from(disciplines).orderBy(asc(disciplines.sortOrder), asc(disciplines.code))

export const selectOrganisationsForExport = (db: Db) => db.select().from(organisations).orderBy(asc(organisations.code))

export const selectVenuesForExport = (db: Db) =>
  db.select().from(venues).orderBy(asc(venues.sortOrder), asc(venues.code))

export const selectAthletesForExport = (db: Db) => db.select().from(athletes).orderBy(asc(athletes.id))

export const selectEventsForExport = (db: Db) =>
  db.select().from(events).orderBy(asc(events.sortOrder), asc(events.code))

export const selectTeamsForExport = (db: Db) => db.select().from(teams).orderBy(asc(teams.id))

export const selectTeamMembersForExport = (db: Db) =>
  db.select().from(teamMembers).orderBy(asc(teamMembers.teamId), asc(teamMembers.athleteId))

export const selectUnitsForExport = (db: Db) =>
  db.select().from(units).orderBy(asc(units.startAt), asc(units.sortOrder), asc(units.code))

export const selectResultsForExport = (db: Db) =>
  db.select().from(results).orderBy(asc(results.unitCode), asc(results.sortOrder), asc(results.id))

export const selectMedallistsForExport = (db: Db) =>
  db
    .select()
    .from(medallists)
    .orderBy(
      asc(medallists.eventCode),
      sql`case ${medallists.medal} when 'GOLD' then 0 when 'SILVER' then 1 else 2 end`,
      asc(medallists.organisationCode),
      asc(medallists.teamId),
      asc(medallists.athleteId),
    )
