import { isValidTimeZone } from '@podium/domain'
import { useSyncExternalStore } from 'react'

/**
 * docs/product-rules.md §3: the session keeps `preferredTimezone` ('local': the user's own zone, persisted as
 * `userTimezone`; 'event': the games' zone). A games app defaults to the games' zone: tickets, venues and broadcasts
 * all print it, and a visitor's phone is usually in it anyway (docs/decisions/007-schedule-read-models-and-screens.md).
 */
export type TimeZonePreference = 'local' | 'event'

const PREFERENCE_KEY = 'preferredTimezone'
const USER_ZONE_KEY = 'userTimezone'
const listeners = new Set<() => void>()

function read(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function readPreference(): TimeZonePreference {
  return read(PREFERENCE_KEY) === 'local' ? 'local' : 'event'
}

/** The user's own zone: the stored one when valid, else the browser's. */
export function userTimeZone(): string {
  const stored = read(USER_ZONE_KEY)
  return stored && isValidTimeZone(stored) ? stored : Intl.DateTimeFormat().resolvedOptions().timeZone
}

export function setPreference(preference: TimeZonePreference): void {
  try {
    localStorage.setItem(PREFERENCE_KEY, preference)
    if (!read(USER_ZONE_KEY)) localStorage.setItem(USER_ZONE_KEY, Intl.DateTimeFormat().resolvedOptions().timeZone)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

/** The zone times are shown in, and which choice it is; the games' zone while the config loads. */
export function useDisplayTimeZone(gamesTimeZone: string): { preference: TimeZonePreference; timeZone: string } {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'event' as const)
  return { preference, timeZone: preference === 'local' ? userTimeZone() : gamesTimeZone }
}
