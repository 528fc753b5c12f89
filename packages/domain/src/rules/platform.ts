import type { Platform } from './navigation.ts'

export interface PlatformSignals {
  /** `Capacitor.getPlatform()` inside the native shell ('ios', 'android'), undefined in a browser. */
  nativePlatform?: string | undefined
  userAgent: string
  /** The page runs as an installed app (display-mode: standalone). */
  standalone: boolean
}

/**
 * docs/product-rules.md §1: ios, android, android-pwa or web. The native shell says which it is; an installed web app
 * on Android is android-pwa; everything else (browsers, including Android's, and an iPhone's home-screen app) is web.
 */
export function detectPlatform(signals: PlatformSignals): Platform {
  if (signals.nativePlatform === 'ios' || signals.nativePlatform === 'android') return signals.nativePlatform
  if (signals.standalone && /\bAndroid\b/i.test(signals.userAgent)) return 'android-pwa'
  return 'web'
}
