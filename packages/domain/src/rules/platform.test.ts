import { describe, expect, it } from 'vitest'
import { detectPlatform, phoneBrowserOs } from './platform.ts'

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

describe('phoneBrowserOs', () => {
  it.each([
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'ios',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      'android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      null,
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', null],
  ])('%s → %s', (agent, os) => {
    expect(phoneBrowserOs(agent)).toBe(os)
  })
})
