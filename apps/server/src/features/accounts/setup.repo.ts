/** The setup code and the first admin (decision 067): SQL only. */
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { appSettings, games, users } from '../../db/schema.ts'

/** The `app_settings` row holding the one-time setup code while no admin exists. */
export const SETUP_CODE_KEY = 'setup_code'

/** Whether any admin account exists (active or not): setup is for an install that has none. */
export async function adminExists(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'admin')).limit(1)
  return row !== undefined
}

/** The stored code, or undefined. */
export async function readSetupCode(db: Db | Tx): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETUP_CODE_KEY))
  return typeof row?.value === 'string' ? row.value : undefined
}

/** Stores `code` unless one is stored already (another instance made it first); returns the one stored. */
export async function storeSetupCode(db: Db, code: string): Promise<string> {
  await db.insert(appSettings).values({ key: SETUP_CODE_KEY, value: code }).onConflictDoNothing()
  return (await readSetupCode(db)) ?? code
}

export async function deleteSetupCode(db: Db | Tx): Promise<void> {
  await db.delete(appSettings).where(eq(appSettings.key, SETUP_CODE_KEY))
}

/**
 * The stored code, its row locked until the transaction ends: two setups at once take turns, and the second finds
 * the row gone (READ COMMITTED re-reads a row deleted while it waited) — one admin, never two.
 */
export async function lockSetupCode(tx: Tx): Promise<string | undefined> {
  const [row] = await tx
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SETUP_CODE_KEY))
    .for('update')
  return typeof row?.value === 'string' ? row.value : undefined
}

export async function insertAdmin(
  tx: Tx,
  values: { username: string; name: string; email: string; passwordHash: string },
): Promise<typeof users.$inferSelect | undefined> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, cpf: '', userType: 'admin' })
    .onConflictDoNothing()
    .returning()
  return row
}

/** A clean start's games (PODIUM_SEED=none): a neutral row, no demo marker; the first import fills the calendar. */
export async function insertEmptyGames(db: Db, today: string): Promise<void> {
  const name = 'Podium'
  await db
    .insert(games)
    .values({
      names: { pt: name, en: name, es: name, az: name },
      hostCity: '',
      timeZone: 'UTC',
      startsOn: today,
      endsOn: today,
      demoSeed: null,
    })
    .onConflictDoNothing()
}
