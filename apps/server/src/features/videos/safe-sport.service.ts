import {
  type SafeSport,
  type SafeSportSettings,
  type SafeSportSettingsInputSchema,
  StoredSafeSportSchema,
} from '@podium/domain'
import type { z } from 'zod'
import type { AppContext } from '../../context.ts'
import type { Db, Tx } from '../../db/client.ts'
import type { Actor } from '../../http/auth.ts'
import { conflict } from '../../http/errors.ts'
import { publishLiveEvent } from '../../live/journal.ts'
import { SAFE_SPORT } from '../accounts/index.ts'
import { insertAudit } from '../audit/index.ts'
import { selectSettingForUpdate, selectSettingRow, updateSetting } from './safe-sport.repo.ts'

/** The `app_settings` row of the safe-sport video (decision 044); without it the built-in `SAFE_SPORT` applies. */
export const SAFE_SPORT_SETTINGS_KEY = 'safe_sport_video'
/** The read model of GET /api/v1/safe-sport (dropped by the `media` live event). */
export const SAFE_SPORT_READ_MODEL = 'safe-sport:video' as const

type Input = z.output<typeof SafeSportSettingsInputSchema>

async function selectRow(db: Db | Tx) {
  const row = await selectSettingRow(db, SAFE_SPORT_SETTINGS_KEY)
  const stored = row ? StoredSafeSportSchema.safeParse(row.value) : undefined
  return stored?.success && row ? { ...stored.data, updatedAt: row.updatedAt } : undefined
}

/** What the app plays: the stored video and poster, else the built-in ones; the points never change here. */
export async function readSafeSport(db: Db): Promise<SafeSport> {
  const stored = await selectRow(db)
  return stored ? { ...SAFE_SPORT, videoUrl: stored.videoUrl, posterUrl: stored.posterUrl } : SAFE_SPORT
}

export async function readSafeSportSettings(db: Db | Tx): Promise<SafeSportSettings> {
  const stored = await selectRow(db)
  return {
    videoUrl: stored?.videoUrl ?? SAFE_SPORT.videoUrl,
    posterUrl: stored?.posterUrl ?? SAFE_SPORT.posterUrl,
    isDefault: stored === undefined,
    defaultVideoUrl: SAFE_SPORT.videoUrl,
    defaultPosterUrl: SAFE_SPORT.posterUrl,
    version: stored?.version ?? 0,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  }
}

/** One write: the row (version checked; 0 while nothing is stored), its audit row and the `media` live event. */
export async function saveSafeSportSettings(ctx: AppContext, actor: Actor, input: Input): Promise<SafeSportSettings> {
  await ctx.database.db.transaction(async (tx) => {
    // Created first when missing, so two editors queue on the same row lock.
    const locked = await selectSettingForUpdate(tx, SAFE_SPORT_SETTINGS_KEY, { ...SAFE_SPORT, version: 0 })
    const before = StoredSafeSportSchema.safeParse(locked)
    const version = before.success ? before.data.version : 0
    if (version !== input.version) throw conflict()
    const after = { videoUrl: input.videoUrl, posterUrl: input.posterUrl, version: version + 1 }
    await updateSetting(tx, SAFE_SPORT_SETTINGS_KEY, after, ctx.clock.now())
    const previous = before.success ? before.data : { videoUrl: SAFE_SPORT.videoUrl, posterUrl: SAFE_SPORT.posterUrl }
    await insertAudit(tx, actor, 'safe_sport', 'safe_sport.update', 'video', previous, after)
    await publishLiveEvent(tx, 'media', { kind: 'safe-sport', change: 'updated' })
  })
  return readSafeSportSettings(ctx.database.db)
}
