import { DAY_GROUPINGS, type DayGrouping } from '@podium/domain'
import { useSyncExternalStore } from 'react'

/** The day view's grouping, remembered on this device (docs/decisions/033-day-view-grouped.md); by discipline first. */
const KEY = 'scheduleDayGrouping'
const listeners = new Set<() => void>()
/** The choice of this page, for when storage refuses it (private mode). */
let chosen: DayGrouping | null = null

export function readDayGrouping(): DayGrouping {
  try {
    const stored = localStorage.getItem(KEY)
    if (DAY_GROUPINGS.includes(stored as DayGrouping)) return stored as DayGrouping
  } catch {
    // Storage refused: the choice of this page, if any.
  }
  return chosen ?? 'discipline'
}

export function setDayGrouping(grouping: DayGrouping): void {
  chosen = grouping
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

export function useDayGrouping(): [DayGrouping, (grouping: DayGrouping) => void] {
  const grouping = useSyncExternalStore(subscribe, readDayGrouping, () => 'discipline' as const)
  return [grouping, setDayGrouping]
}
