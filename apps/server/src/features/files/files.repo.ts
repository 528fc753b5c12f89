import { eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { storedFiles } from '../../db/schema.ts'

/** A file as the store keeps it: its bytes and what the pipeline measured. */
export type StoredFile = typeof storedFiles.$inferSelect
export type NewStoredFile = Omit<StoredFile, 'createdAt'>

export async function insertStoredFiles(tx: Tx, files: readonly NewStoredFile[]): Promise<void> {
  await tx.insert(storedFiles).values([...files])
}

export async function selectStoredFile(db: Db, id: string): Promise<StoredFile | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1)
  return row
}

/** Deletes every size of the uploads the given files belong to (their groups). */
export async function deleteStoredFileGroupsOf(tx: Tx, ids: readonly string[]): Promise<void> {
  const groups = await tx
    .select({ groupId: storedFiles.groupId })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]))
  if (groups.length === 0) return
  await tx.delete(storedFiles).where(
    inArray(
      storedFiles.groupId,
      groups.map((g) => g.groupId),
    ),
  )
}
