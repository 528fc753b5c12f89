import { isValidTimeZone } from '@podium/domain'
import { rememberedChoice } from '../../lib/remembered-choice.ts'

/**
 * docs/product-rules.md §3: the session keeps `preferredTimezone` ('local': the user's own zone, persisted as
 * `userTimezone`; 'event': the games' zone). A games app defaults to the games' zone: tickets, venues and broadcasts
 * all print it, and a visitor's phone is usually in it anyway (docs/decisions/007-schedule-read-models-and-screens.md).
 */
export type TimeZonePreference = 'local' | 'event'

const USER_ZONE_KEY = 'userTimezone'

const preference = rememberedChoice<TimeZonePreference>('preferredTimezone', (stored) =>
  stored === 'local' ? 'local' : 'event',
)

export const readPreference = preference.read

/** The user's own zone: the stored one when valid, else the browser's. */
export function userTimeZone(): string {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(USER_ZONE_KEY)
  } catch {
    stored = null
  }
  return stored && isValidTimeZone(stored) ? stored : Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function setPreference(choice: TimeZonePreference): void {
  try {
    if (!localStorage.getItem(USER_ZONE_KEY)) {
      localStorage.setItem(USER_ZONE_KEY, Intl.DateTimeFormat().resolvedOptions().timeZone)
    }
  } catch {
    // Private mode: the browser's zone is used.
  }
  preference.set(choice)
}

/** The zone times are shown in, and which choice it is; the games' zone while the config loads. */
export function useDisplayTimeZone(gamesTimeZone: string): { preference: TimeZonePreference; timeZone: string } {
  const choice = preference.use()
  return { preference: choice, timeZone: choice === 'local' ? userTimeZone() : gamesTimeZone }
}
