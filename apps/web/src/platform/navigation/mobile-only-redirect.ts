/**
 * The last mobile-only address the web was sent away from (docs/product-rules.md §2's route guard): the screen's
 * label key and where the guard sent the visitor, so that page can say the screen is in the app (issue 16, point 10).
 * Kept in memory: a reload of the target shows the plain page again.
 */
export interface MobileOnlyRedirect {
  labelKey: string
  /** The redirect target's path (e.g. '/schedule/grid', '/en/schedule/grid'): the notice shows there only. */
  to: string
  /** In the app but not on the web, or a feature these games do not offer (decision 050). */
  reason: 'mobileOnly' | 'featureOff'
}

let current: MobileOnlyRedirect | null = null
const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

export const mobileOnlyRedirect = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  get: () => current,
  remember(redirect: MobileOnlyRedirect) {
    current = redirect
    notify()
  },
  dismiss() {
    current = null
    notify()
  },
}
