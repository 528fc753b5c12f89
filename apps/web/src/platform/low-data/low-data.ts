import { useRouter } from '@tanstack/react-router'
import { useEffect, useSyncExternalStore } from 'react'
import { rememberedChoice } from '../../lib/remembered-choice.ts'

/**
 * The low-data mode (decision 088): no images but flags, no route prefetch, live updates by a poll every 60 s
 * instead of the stream. A device setting (`podiumLowData`: `on`, `off`, or nothing = follow the browser), on by
 * itself when the browser asks to save data (`navigator.connection.saveData`, the same switch that sends the
 * `Save-Data` header).
 */
export type LowDataChoice = 'on' | 'off' | 'auto'

const choice = rememberedChoice<LowDataChoice>('podiumLowData', (stored) =>
  stored === 'on' || stored === 'off' ? stored : 'auto',
)

/** Whether the browser asks to save data (Chromium's data saver, Android's "Lite mode", a Save-Data extension). */
export function browserAsksToSaveData(): boolean {
  if (typeof navigator === 'undefined') return false
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true
}

/** The mode now: the visitor's choice, else the browser's request. */
export function isLowData(): boolean {
  if (typeof window === 'undefined') return false
  const chosen = choice.read()
  return chosen === 'on' || (chosen === 'auto' && browserAsksToSaveData())
}

export const setLowData = (on: boolean) => choice.set(on ? 'on' : 'off')
export const subscribeLowData = choice.subscribe
export const useLowDataChoice = choice.use

/** The mode, re-rendering on change; off while a server-rendered page hydrates. */
export function useLowData(): boolean {
  return useSyncExternalStore(choice.subscribe, isLowData, () => false)
}

/**
 * Whether images may load. A server-rendered page says no (the server knows nothing of a device's setting) and the
 * browser says yes after hydrating unless the mode is on: so an image is never fetched from the server's HTML
 * before the app knows the mode.
 */
export function useImagesAllowed(): boolean {
  return useSyncExternalStore(
    choice.subscribe,
    () => !isLowData(),
    () => false,
  )
}

/** No "intent" preloading of a route's code and data on hover or touch while the mode is on. */
export function useLowDataPreload(): void {
  const router = useRouter()
  const low = useLowData()
  useEffect(() => {
    router.options.defaultPreload = low ? false : 'intent'
  }, [router, low])
}
