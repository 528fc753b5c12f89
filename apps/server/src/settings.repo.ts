import { eq } from 'drizzle-orm'
import type { Db } from './db/client.ts'
import { appSettings } from './db/schema.ts'

/** The stored value of an `app_settings` row, or undefined when there is none. */
export async function selectAppSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key))
  return row?.value
}
