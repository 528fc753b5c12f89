import { useSyncExternalStore } from 'react'
import { windowEvents } from '../../lib/browser.ts'
import { currentPlatform } from '../../lib/platform.ts'
import { createInstallPrompt, watchFirstInteraction } from './install-prompt.ts'

/**
 * Listening starts when this module loads, before the first render: the browser may fire its install event early.
 * An installed app (standalone display, the Android web app, the native shells) is never offered an install.
 */
export const installPrompt = createInstallPrompt({
  target: windowEvents,
  storage: () => window.localStorage,
  isInstalled: () => currentPlatform() !== 'web' || window.matchMedia('(display-mode: standalone)').matches,
})
export const firstInteraction = watchFirstInteraction(windowEvents)

/** Whether the browser can install the app now (docs/product-rules.md §4), and the action that asks it to. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.isAvailable, () => false)
  return { available, install: installPrompt.install, cancel: installPrompt.cancel }
}
