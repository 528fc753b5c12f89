import {
  type GamesSettings,
  type GamesSettingsInputSchema,
  type LocalizedText,
  resolveFeatures,
  type StoredSettings,
  StoredSettingsSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict, HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { loginEnabled } from '../../settings.ts'
import { insertAudit } from '../audit/index.ts'
import { fileStoreOf, fileUrl, type NewStoredFile } from '../files/index.ts'
import {
  renameDisciplinesForVariant,
  selectGamesValues,
  selectSettingsForUpdate,
  selectSettingsRow,
  updateGamesRow,
  updateSettingsRow,
} from './settings.repo.ts'

type SettingsInput = z.output<typeof GamesSettingsInputSchema>

const noGames = () => new HttpError(503, 'no_games', 'No games have been loaded yet.')

export async function readGamesSettings(ctx: AppContext): Promise<GamesSettings> {
  const db = ctx.database.db
  const [games, row] = [await selectGamesValues(db), await selectSettingsRow(db)]
  if (!games) throw noGames()
  const stored = StoredSettingsSchema.parse(row?.value ?? {})
  return {
    ...games,
    shortNames: stored.shortNames ?? { pt: '', en: '', es: '', az: '' },
    brandColour: stored.brandColour ?? null,
    logoUrl: stored.logoFileId ? fileUrl(stored.logoFileId) : null,
    features: resolveFeatures(stored.features),
    webAppScreens: stored.webAppScreens ?? false,
    portugueseVariant: stored.portugueseVariant ?? 'pt-PT',
    loginEnabled: stored.loginEnabled ?? ctx.config.loginEnabled,
    loginEnabledDefault: ctx.config.loginEnabled,
    loginEnabledStored: stored.loginEnabled !== undefined,
    version: stored.version,
    updatedAt: stored.version > 0 && row ? row.updatedAt.toISOString() : null,
  }
}

/**
 * One write (decision 041): the games row and the stored flags, the audit row (before and after) and the `settings`
 * live event, in one transaction. Every instance then refreshes its calendar, its flags and drops its read models.
 */
export async function saveGamesSettings(ctx: AppContext, actor: Actor, input: SettingsInput): Promise<GamesSettings> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await selectSettingsForUpdate(tx)
    const stored = StoredSettingsSchema.parse(row.value ?? {})
    if (stored.version !== input.version) throw conflict()
    const games = await selectGamesValues(tx)
    if (!games) throw noGames()
    const names: LocalizedText = input.names
    const after = {
      names,
      hostCity: input.hostCity,
      timeZone: input.timeZone,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
    }
    const version = stored.version + 1
    const next: StoredSettings = {
      ...stored,
      loginEnabled: input.loginEnabled,
      shortNames: input.shortNames ?? stored.shortNames,
      brandColour: input.brandColour === undefined ? stored.brandColour : input.brandColour,
      features: { ...resolveFeatures(stored.features), ...input.features },
      webAppScreens: input.webAppScreens ?? stored.webAppScreens,
      portugueseVariant: input.portugueseVariant ?? stored.portugueseVariant,
      version,
    }
    await updateGamesRow(tx, after)
    await updateSettingsRow(tx, next, ctx.clock.now())
    // The sports' names follow the Portuguese chosen (decision 085): every answer reads them from the one table.
    const variant = next.portugueseVariant ?? 'pt-PT'
    if (variant !== (stored.portugueseVariant ?? 'pt-PT')) await renameDisciplinesForVariant(tx, variant)
    await insertAudit(
      tx,
      actor,
      'settings',
      'settings.update',
      'games',
      { ...games, ...stored, loginEnabled: loginEnabled(ctx), version: stored.version },
      { ...after, ...next },
    )
    await publishLiveEvent(tx, 'settings', { version })
  })
  return afterSettingsChange(ctx)
}

/**
 * This instance reads the new settings before answering, so the admin's next read already sees them (the live event
 * drops the read models before the answer leaves: read-your-writes).
 */
async function afterSettingsChange(ctx: AppContext): Promise<GamesSettings> {
  await Promise.all([ctx.settings.refresh(), ctx.calendar.refresh()])
  return readGamesSettings(ctx)
}

/**
 * Sets (an uploaded image) or removes (null) the games' logo (decision 050), replacing the old logo's files in the same
 * transaction, with its audit row and the `settings` live event.
 */
export async function setGamesLogo(
  ctx: AppContext,
  actor: Actor,
  version: number,
  image: readonly NewStoredFile[] | null,
): Promise<GamesSettings> {
  const store = fileStoreOf(ctx)
  await ctx.database.db.transaction(async (tx) => {
    const row = await selectSettingsForUpdate(tx)
    const stored = StoredSettingsSchema.parse(row.value ?? {})
    if (stored.version !== version) throw conflict()
    if (image) await store.put(tx, image)
    const next: StoredSettings = { ...stored, logoFileId: image?.[0]?.id ?? null, version: stored.version + 1 }
    await updateSettingsRow(tx, next, ctx.clock.now())
    if (stored.logoFileId) await store.deleteGroupsOf(tx, [stored.logoFileId])
    const action = image ? 'settings.logo' : 'settings.logo-remove'
    await insertAudit(tx, actor, 'settings', action, 'games', stored, next)
    await publishLiveEvent(tx, 'settings', { version: next.version })
  })
  return afterSettingsChange(ctx)
}
