import { lazy, Suspense, useSyncExternalStore } from 'react'
import { firstInteraction, useInstallPrompt } from '../use-install-prompt.ts'

// Most visits never see the prompt: its markup loads only when the browser says the app can be installed.
const InstallBanner = lazy(() => import('./install-banner.tsx').then((module) => ({ default: module.InstallBanner })))

/**
 * docs/product-rules.md §4's install prompt, shown in the app chrome when the browser offers an install and the visitor
 * has started using the page (decision 020).
 */
export function InstallPrompt() {
  const { available, install, cancel } = useInstallPrompt()
  const engaged = useSyncExternalStore(firstInteraction.subscribe, firstInteraction.happened, () => false)
  if (!available || !engaged) return null
  return (
    <Suspense fallback={null}>
      <InstallBanner onInstall={() => void install()} onCancel={cancel} />
    </Suspense>
  )
}
