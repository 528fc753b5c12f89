import { describe, expect, it } from 'vitest'
import { detectPlatform } from './platform.ts'

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36'

describe('detectPlatform', () => {
  it.each([
    [{ nativePlatform: 'ios', userAgent: IPHONE_UA, standalone: false }, 'ios'],
    [{ nativePlatform: 'android', userAgent: ANDROID_UA, standalone: false }, 'android'],
    [{ nativePlatform: 'web', userAgent: ANDROID_UA, standalone: true }, 'android-pwa'],
    [{ userAgent: ANDROID_UA, standalone: true }, 'android-pwa'],
    [{ userAgent: ANDROID_UA, standalone: false }, 'web'],
    [{ userAgent: IPHONE_UA, standalone: true }, 'web'],
    [{ userAgent: DESKTOP_UA, standalone: false }, 'web'],
    [{ userAgent: DESKTOP_UA, standalone: true }, 'web'],
  ] as const)('%o → %s', (signals, expected) => {
    expect(detectPlatform(signals)).toBe(expected)
  })
})
