import { type GamesCalendar, refreshCalendarOnLiveEvents } from '../calendar.ts'
import { type RuntimeSettings, refreshSettingsOnLiveEvents } from '../settings.ts'
import type { LiveHub } from './hub.ts'
import { invalidateOnLiveEvents } from './invalidation.ts'
import type { ReadModels } from './read-models.ts'

/**
 * The one path by which a write reaches this instance's readers (docs/freshness.md): every live event drops the read
 * models its kind makes stale (STALE_ON), then the calendar and the settings are read again where the event changes
 * them, and the read models are dropped once more when they are (a read model built meanwhile may hold the old ones).
 * The server (startup.ts) and the API tests wire an instance through this function alone.
 */
export function keepReadModelsFresh(
  live: LiveHub,
  state: { cache: ReadModels; calendar: GamesCalendar; settings: RuntimeSettings },
): void {
  const { cache, calendar, settings } = state
  invalidateOnLiveEvents(live, cache)
  const dropAll = () => cache.invalidate()
  refreshCalendarOnLiveEvents(live, calendar, dropAll)
  refreshSettingsOnLiveEvents(live, settings, dropAll)
}
