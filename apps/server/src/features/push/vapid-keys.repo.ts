import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { serverKeys } from '../../db/schema.ts'

/** Stores a server key unless one of that name exists, and returns the stored one (the first row wins). */
export async function insertServerKeyOnce(db: Db, name: string, value: unknown): Promise<unknown> {
  await db.insert(serverKeys).values({ name, value }).onConflictDoNothing()
  const [row] = await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name))
  return row?.value
}
