import { lazy, Suspense, useSyncExternalStore } from 'react'
import { currentPlatform } from '../../../lib/platform.ts'
import { createInstallPrompt, watchFirstInteraction } from '../install-prompt.ts'

/**
 * Listening starts when this module loads, before the first render: the browser may fire its install event early.
 * An installed app (standalone display, the Android web app, the native shells) is never offered an install.
 */
const installPrompt = createInstallPrompt({
  target: window,
  storage: () => window.localStorage,
  isInstalled: () => currentPlatform() !== 'web' || window.matchMedia('(display-mode: standalone)').matches,
})
const firstInteraction = watchFirstInteraction(window)

// Most visits never see the prompt: its markup loads only when the browser says the app can be installed.
const InstallBanner = lazy(() => import('./install-banner.tsx').then((module) => ({ default: module.InstallBanner })))

/**
 * docs/product-rules.md §4's install prompt, shown in the app chrome when the browser offers an install and the visitor
 * has started using the page (decision 020).
 */
export function InstallPrompt() {
  const available = useSyncExternalStore(installPrompt.subscribe, installPrompt.isAvailable, () => false)
  const engaged = useSyncExternalStore(firstInteraction.subscribe, firstInteraction.happened, () => false)
  if (!available || !engaged) return null
  return (
    <Suspense fallback={null}>
      <InstallBanner onInstall={() => void installPrompt.install()} onCancel={installPrompt.cancel} />
    </Suspense>
  )
}
