import { type LocalizedText, type PortugueseVariant, StoredSettingsSchema, withPortugueseVariant } from '@podium/domain'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { appSettings, disciplines, games } from '../../db/schema.ts'
import { GAMES_SETTINGS_KEY } from '../../settings.ts'

export interface GamesValues {
  names: LocalizedText
  hostCity: string
  timeZone: string
  startsOn: string
  endsOn: string
}

/**
 * The settings row, locked for the rest of the transaction (created empty first, so that two admins saving at once
 * queue on the same row and the second sees the first's version).
 */
export async function selectSettingsForUpdate(tx: Tx): Promise<{ value: unknown; updatedAt: Date }> {
  await tx.insert(appSettings).values({ key: GAMES_SETTINGS_KEY, value: {} }).onConflictDoNothing()
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, GAMES_SETTINGS_KEY)).for('update')
  if (!row) throw new Error('the games settings row vanished inside its transaction')
  return row
}

export async function updateSettingsRow(tx: Tx, value: unknown, at: Date): Promise<void> {
  await tx.update(appSettings).set({ value, updatedAt: at }).where(eq(appSettings.key, GAMES_SETTINGS_KEY))
}

export async function selectSettingsRow(tx: Db | Tx): Promise<{ value: unknown; updatedAt: Date } | undefined> {
  const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, GAMES_SETTINGS_KEY))
  return row
}

export async function selectGamesValues(tx: Db | Tx): Promise<GamesValues | undefined> {
  const [row] = await tx.select().from(games).limit(1)
  return row && gamesValuesOf(row)
}

export async function updateGamesRow(tx: Tx, values: GamesValues): Promise<void> {
  await tx.update(games).set(values)
}

const gamesValuesOf = (row: typeof games.$inferSelect): GamesValues => ({
  names: row.names,
  hostCity: row.hostCity,
  timeZone: row.timeZone,
  startsOn: String(row.startsOn),
  endsOn: String(row.endsOn),
})

/** The Portuguese the games speak, as stored (European until an admin chooses otherwise). */
export async function selectPortugueseVariant(tx: Db | Tx): Promise<PortugueseVariant> {
  const row = await selectSettingsRow(tx)
  return StoredSettingsSchema.parse(row?.value ?? {}).portugueseVariant ?? 'pt-PT'
}

/**
 * Gives every discipline the Portuguese name of the variant (decision 085: Andebol ↔ Handebol), leaving names the
 * table does not know as they are. Returns how many rows changed.
 */
export async function renameDisciplinesForVariant(tx: Tx, variant: PortugueseVariant): Promise<number> {
  const rows = await tx.select({ code: disciplines.code, names: disciplines.names }).from(disciplines)
  let changed = 0
  for (const row of rows) {
    const names = withPortugueseVariant(row.names, variant)
    if (names === row.names) continue
    await tx.update(disciplines).set({ names }).where(eq(disciplines.code, row.code))
    changed++
  }
  return changed
}
