import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { games, units } from '../db/schema.ts'

/** The games row (there is one), or undefined before any games exist. */
export async function selectGames(db: Db): Promise<typeof games.$inferSelect | undefined> {
  const [row] = await db.select().from(games).limit(1)
  return row
}

/** Every unit's code and times. */
export function selectUnitTimes(db: Db): Promise<{ code: string; startAt: Date; endAt: Date | null }[]> {
  return db.select({ code: units.code, startAt: units.startAt, endAt: units.endAt }).from(units)
}

/** The schedule and result statuses of the units of these codes. */
export function selectUnitStatuses(db: Db, codes: string[]) {
  return db
    .select({ code: units.code, scheduleStatus: units.scheduleStatus, resultStatus: units.resultStatus })
    .from(units)
    .where(inArray(units.code, codes))
}
