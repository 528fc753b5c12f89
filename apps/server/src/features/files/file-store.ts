import type { Db, Tx } from '../../db/client.ts'
import {
  deleteStoredFileGroupsOf,
  insertStoredFiles,
  type NewStoredFile,
  type StoredFile,
  selectStoredFile,
} from './files.repo.ts'

export type { NewStoredFile, StoredFile } from './files.repo.ts'

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
      if (files.length > 0) await insertStoredFiles(tx, files)
    },
    async get(id) {
      return selectStoredFile(db, id)
    },
    async deleteGroupsOf(tx, ids) {
      if (ids.length === 0) return
      await deleteStoredFileGroupsOf(tx, ids)
    },
  }
}

/** The public URL of a stored file. */
export const fileUrl = (id: string) => `/api/v1/files/${id}`
