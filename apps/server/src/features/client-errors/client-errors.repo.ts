import { lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clientErrors } from '../../db/schema.ts'

export async function insertClientError(db: Db, report: typeof clientErrors.$inferInsert): Promise<void> {
  await db.insert(clientErrors).values(report)
}

/** Deletes reports that arrived before `cutoff` and all but the newest `keep` (by id: arrival order); returns how many went. */
export async function deleteClientErrorsBeyond(db: Db, cutoff: Date, keep: number): Promise<number> {
  const newestBeyondCeiling = sql`(select ${clientErrors.id} from ${clientErrors} order by ${clientErrors.id} desc
    offset ${keep} limit 1)`
  const deleted = await db
    .delete(clientErrors)
    .where(or(lt(clientErrors.at, cutoff), lte(clientErrors.id, newestBeyondCeiling)))
    .returning({ id: clientErrors.id })
  return deleted.length
}
