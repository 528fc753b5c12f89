import { useSyncExternalStore } from 'react'

/**
 * Whether the API answered the last time it was asked: a request that got no answer at all (no network, and no copy
 * in the service worker) says the network is gone even when the browser's flag still says "online", as some
 * browsers keep it after a reload without a network. Any answer, or the browser's "online" event, clears it.
 */
let unreachable = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export function noteApiReached(reached: boolean): void {
  if (unreachable === !reached) return
  unreachable = !reached
  notify()
}

function subscribe(listener: () => void): () => void {
  const onOnline = () => noteApiReached(true)
  listeners.add(listener)
  window.addEventListener('online', onOnline)
  window.addEventListener('online', listener)
  window.addEventListener('offline', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('online', onOnline)
    window.removeEventListener('online', listener)
    window.removeEventListener('offline', listener)
  }
}

/** Whether there may be a network now (outside React): see useOnline. */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator.onLine && !unreachable)
}

/**
 * Whether there is a network: false when the browser says so or when the API could not be reached; true only means
 * "maybe".
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}
