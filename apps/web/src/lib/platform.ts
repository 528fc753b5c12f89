import { detectPlatform, type Platform } from '@podium/domain'

/** What the Capacitor shell injects as `window.Capacitor` (no Capacitor package is needed to read it). */
interface CapacitorGlobal {
  getPlatform?: () => string
}

/** The platform this page runs on (docs/product-rules.md §1), read once: it cannot change during a visit. */
export function currentPlatform(): Platform {
  if (typeof window === 'undefined') return 'web'
  const capacitor = (window as { Capacitor?: CapacitorGlobal }).Capacitor
  return detectPlatform({
    nativePlatform: capacitor?.getPlatform?.(),
    userAgent: navigator.userAgent,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches ?? false,
  })
}
