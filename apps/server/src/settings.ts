import { type Features, resolveFeatures, type StoredSettings, StoredSettingsSchema } from '@podium/domain'
import type { AppContext } from './context.ts'
import type { Db } from './db/client.ts'
import type { LiveHub } from './live/hub.ts'
import { selectAppSetting } from './settings.repo.ts'

/** The `app_settings` row that holds what an admin chose in the games settings (decision 041). */
export const GAMES_SETTINGS_KEY = 'games_settings'

/**
 * The admin's stored settings, held in memory for every request (the login routes ask on each sign-in). Loaded at
 * start; refreshed on every instance when the `settings` live event says they changed, and after a deaf spell.
 */
export class RuntimeSettings {
  private stored: StoredSettings = { version: 0 }

  constructor(private readonly db: Db) {}

  static async load(db: Db): Promise<RuntimeSettings> {
    const settings = new RuntimeSettings(db)
    await settings.refresh()
    return settings
  }

  async refresh(): Promise<void> {
    const value = await selectAppSetting(this.db, GAMES_SETTINGS_KEY)
    const parsed = StoredSettingsSchema.safeParse(value ?? {})
    this.stored = parsed.success ? parsed.data : { version: 0 }
  }

  get current(): StoredSettings {
    return this.stored
  }
}

/** Whether people may sign up and log in: the admin's choice, else the start-up default (PODIUM_LOGIN_ENABLED). */
export function loginEnabled(ctx: Pick<AppContext, 'settings' | 'config'>): boolean {
  return ctx.settings.current.loginEnabled ?? ctx.config.loginEnabled
}

/** The optional features these games offer (decision 050): the admin's choices, every feature on by default. */
export function gamesFeatures(ctx: Pick<AppContext, 'settings'>): Features {
  return resolveFeatures(ctx.settings.current.features)
}

/**
 * `refreshed` runs once the new settings are read: read models built while the refresh ran may hold the old ones, so
 * the server drops them again then (docs/freshness.md).
 */
export function refreshSettingsOnLiveEvents(
  live: LiveHub,
  settings: RuntimeSettings,
  refreshed: () => void = () => {},
  log = console.error,
): void {
  const refresh = () => {
    settings
      .refresh()
      .then(refreshed)
      .catch((error) => log('[settings] refresh failed:', (error as Error).message))
  }
  live.onEvent((event) => {
    if (event.kind === 'settings' || event.kind === 'reset') refresh()
  })
  live.onResync(refresh)
}
