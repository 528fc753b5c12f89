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

/**
 * The phone a browser runs on, from its user agent: 'ios' (iPhone, iPod), 'android' (an Android phone: "Mobile" in the
 * agent; a tablet's has none), else null. Issue 39: on a phone's browser the app-only notice cannot say "open this
 * address in your phone's browser" — the visitor is there — so it says how to get the app on that phone instead.
 */
export function phoneBrowserOs(userAgent: string): 'ios' | 'android' | null {
  if (/\b(iPhone|iPod)\b/.test(userAgent)) return 'ios'
  if (/\bAndroid\b/i.test(userAgent) && /\bMobile\b/.test(userAgent)) return 'android'
  return null
}
