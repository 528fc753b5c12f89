/**
 * The bundle import's reads and writes of the games row and of what the database already holds, in the import's
 * transaction (the per-table upserts are in bundle-apply.ts, the architecture test's allow-list says why).
 */
import { count } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { athletes, disciplines, events, games, organisations, teams, units, venues } from '../../db/schema.ts'

/** The keys and references the import checks a bundle against, each table read once. */
export async function selectKnownRows(tx: Tx) {
  const [gameRows, disciplineRows, orgRows, venueRows, eventRows, athleteRows, teamRows, unitRows] = [
    await tx.select({ timeZone: games.timeZone, startsOn: games.startsOn, endsOn: games.endsOn }).from(games).limit(1),
    await tx.select({ code: disciplines.code, key: disciplines.key }).from(disciplines),
    await tx.select({ code: organisations.code }).from(organisations),
    await tx.select({ code: venues.code }).from(venues),
    await tx.select({ code: events.code, discipline: events.disciplineCode }).from(events),
    await tx.select({ id: athletes.id, org: athletes.organisationCode }).from(athletes),
    await tx.select({ id: teams.id, org: teams.organisationCode, event: teams.eventCode }).from(teams),
    await tx.select({ code: units.code, eventCode: units.eventCode, disciplineCode: units.disciplineCode }).from(units),
  ]
  return { gameRows, disciplineRows, orgRows, venueRows, eventRows, athleteRows, teamRows, unitRows }
}

/** Whether a games row exists. */
export async function gamesExist(tx: Tx): Promise<boolean> {
  const [existing] = await tx.select({ id: games.id }).from(games).limit(1)
  return existing !== undefined
}

/** How many schedule items there are. */
export async function countUnits(tx: Tx): Promise<number> {
  const [scheduled] = await tx.select({ n: count() }).from(units)
  return scheduled?.n ?? 0
}

export async function updateGamesDays(tx: Tx, days: { timeZone: string; startsOn: string; endsOn: string }) {
  await tx.update(games).set(days)
}

export async function insertGames(tx: Tx, values: typeof games.$inferInsert): Promise<void> {
  await tx.insert(games).values(values)
}
