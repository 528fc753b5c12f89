import {
  type GamesSettings,
  type GamesSettingsInputSchema,
  type LocalizedText,
  StoredSettingsSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Actor } from '../../http/auth.ts'
import { HttpError } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { loginEnabled } from '../../settings.ts'
import { insertAudit } from '../audit/audit.repo.ts'
import { conflict } from '../places/places-admin.service.ts'
import {
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
    await updateGamesRow(tx, after)
    await updateSettingsRow(tx, { loginEnabled: input.loginEnabled, version }, ctx.clock.now())
    await insertAudit(
      tx,
      actor,
      'settings',
      'settings.update',
      'games',
      { ...games, loginEnabled: loginEnabled(ctx), version: stored.version },
      { ...after, loginEnabled: input.loginEnabled, version },
    )
    await publishLiveEvent(tx, 'settings', { version })
  })
  // This instance applies the change before answering, so the admin's next read already sees it.
  await Promise.all([ctx.settings.refresh(), ctx.calendar.refresh()])
  ctx.cache.invalidate()
  return readGamesSettings(ctx)
}
