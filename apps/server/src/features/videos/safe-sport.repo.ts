import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { appSettings } from '../../db/schema.ts'

/** An `app_settings` row's value and when it changed, or undefined. */
export async function selectSettingRow(
  db: Db | Tx,
  key: string,
): Promise<{ value: unknown; updatedAt: Date } | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key))
  return row
}

/** The row of `key`, created with `initial` when missing (so two editors queue on one row lock), locked for the transaction. */
export async function selectSettingForUpdate(tx: Tx, key: string, initial: unknown): Promise<unknown> {
  await tx.insert(appSettings).values({ key, value: initial }).onConflictDoNothing()
  const [locked] = await tx.select().from(appSettings).where(eq(appSettings.key, key)).for('update')
  return locked?.value
}

export async function updateSetting(tx: Tx, key: string, value: unknown, at: Date): Promise<void> {
  await tx.update(appSettings).set({ value, updatedAt: at }).where(eq(appSettings.key, key))
}
