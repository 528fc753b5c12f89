import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { athletes, disciplines, organisations, teams, units } from '../../db/schema.ts'

/** Whether a discipline exists by its page key (`athletics`) or its code (`ATH`), as the discipline pages take both. */
export async function disciplineExists(db: Db, keyOrCode: string): Promise<boolean> {
  const rows = await db
    .select({ code: disciplines.code })
    .from(disciplines)
    .where(or(eq(disciplines.key, keyOrCode), eq(disciplines.code, keyOrCode)))
    .limit(1)
  return rows.length > 0
}

export async function athleteExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, id)).limit(1)).length > 0
}

export async function organisationExists(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: organisations.code })
    .from(organisations)
    .where(eq(organisations.code, code))
    .limit(1)
  return rows.length > 0
}

export async function unitExists(db: Db, code: string): Promise<boolean> {
  return (await db.select({ code: units.code }).from(units).where(eq(units.code, code)).limit(1)).length > 0
}

export async function teamExists(db: Db, id: string): Promise<boolean> {
  return (await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id)).limit(1)).length > 0
}
