import type { Db } from '../../db/client.ts'
import { clientErrors } from '../../db/schema.ts'

export async function insertClientError(db: Db, report: typeof clientErrors.$inferInsert): Promise<void> {
  await db.insert(clientErrors).values(report)
}
