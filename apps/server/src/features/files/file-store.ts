import { eq, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { storedFiles } from '../../db/schema.ts'

/** A file as the store keeps it: its bytes and what the pipeline measured. */
export type StoredFile = typeof storedFiles.$inferSelect
export type NewStoredFile = Omit<StoredFile, 'createdAt'>

/**
 * Where uploaded files live (decision 042). Writes take the caller's transaction so a file and the row that names it
 * are written, or replaced and deleted, together. The database is the store today, so every server instance sees
 * every file; an S3-compatible store could implement the same interface (put before commit, delete after it).
 */
export interface FileStore {
  put(tx: Tx, files: readonly NewStoredFile[]): Promise<void>
  get(id: string): Promise<StoredFile | undefined>
  /** Deletes every size of the uploads the given files belong to. */
  deleteGroupsOf(tx: Tx, ids: readonly string[]): Promise<void>
}

export function databaseFileStore(db: Db): FileStore {
  return {
    async put(tx, files) {
      if (files.length > 0) await tx.insert(storedFiles).values([...files])
    },
    async get(id) {
      const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id)).limit(1)
      return row
    },
    async deleteGroupsOf(tx, ids) {
      if (ids.length === 0) return
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
    },
  }
}

/** The public URL of a stored file. */
export const fileUrl = (id: string) => `/api/v1/files/${id}`
