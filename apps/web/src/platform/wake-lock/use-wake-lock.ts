import { useEffect } from 'react'

/**
 * Keeps the screen awake while the page is shown, where the browser has the Screen Wake Lock API (a TV or projector
 * left on a venue's big screen, decision 087). The browser releases the lock whenever the page is hidden, so it is
 * asked again each time the page becomes visible. Without the API (or refused: no secure context, battery saver)
 * nothing happens; the TV's own settings then decide.
 */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock
    if (!wakeLock) return
    let sentinel: WakeLockSentinel | null = null
    let stopped = false
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return
      try {
        const next = await wakeLock.request('screen')
        if (stopped) void next.release()
        else sentinel = next
      } catch {
        // Refused (not allowed here, or the page went hidden meanwhile): the next visibility change asks again.
      }
    }
    const onVisibility = () => void acquire()
    document.addEventListener('visibilitychange', onVisibility)
    void acquire()
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onVisibility)
      void sentinel?.release().catch(() => undefined)
    }
  }, [])
}
