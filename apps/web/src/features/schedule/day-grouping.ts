import type { DayGrouping } from '@podium/domain'
import { useSyncExternalStore } from 'react'

/** The day view's grouping, remembered on this device like the time-zone choice (time-zone.ts). */
const KEY = 'scheduleDayGrouping'
const listeners = new Set<() => void>()

export function readDayGrouping(): DayGrouping {
  try {
    return localStorage.getItem(KEY) === 'hour' ? 'hour' : 'discipline'
  } catch {
    return 'discipline'
  }
}

export function setDayGrouping(grouping: DayGrouping): void {
  try {
    localStorage.setItem(KEY, grouping)
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

export function useDayGrouping(): DayGrouping {
  return useSyncExternalStore(subscribe, readDayGrouping, () => 'discipline' as const)
}
