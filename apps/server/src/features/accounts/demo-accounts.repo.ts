import type { Db } from '../../db/client.ts'
import { games, organisations, users } from '../../db/schema.ts'

/** Whether the games are the demo's (a demo seed is stored); false when there are no games yet. */
export async function isDemoGames(db: Db): Promise<boolean> {
  const [game] = await db.select({ demoSeed: games.demoSeed }).from(games).limit(1)
  return game?.demoSeed != null
}

/** The first `limit` delegation codes, in code order. */
export async function firstOrganisationCodes(db: Db, limit: number): Promise<string[]> {
  const orgs = await db
    .select({ code: organisations.code })
    .from(organisations)
    .orderBy(organisations.code)
    .limit(limit)
  return orgs.map((o) => o.code)
}

/** Inserts the users whose username is free; returns how many were inserted. */
export async function insertUsersIfAbsent(db: Db, rows: (typeof users.$inferInsert)[]): Promise<number> {
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id })
  return inserted.length
}
