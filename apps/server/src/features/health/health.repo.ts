import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'

/** True when the database answers a trivial query; a refused or broken connection is an answer of no. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}
