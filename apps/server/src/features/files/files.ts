import type { AppContext } from '../../context.ts'
import type { Db } from '../../db/client.ts'
import { databaseFileStore, type FileStore } from './file-store.ts'

const stores = new WeakMap<Db, FileStore>()

/** The app's file store: the database it already has (decision 042). */
export function fileStoreOf(ctx: AppContext): FileStore {
  const db = ctx.database.db
  let store = stores.get(db)
  if (!store) {
    store = databaseFileStore(db)
    stores.set(db, store)
  }
  return store
}
