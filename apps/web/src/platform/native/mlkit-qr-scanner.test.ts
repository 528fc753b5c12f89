import { describe, expect, it } from 'vitest'
import { QrScanFailure } from '../../lib/qr-scan.ts'
import { type MlkitScannerPlugin, mlkitQrScanner } from './mlkit-qr-scanner.ts'

/** The plugin as far as the adapter uses it: the camera's permission, the Android module, and what a scan answers. */
function fakePlugin(options: {
  permission?: string
  afterAsking?: string
  module?: boolean
  scan?: () => Promise<{ barcodes: { rawValue: string }[] }>
}) {
  const calls: string[] = []
  const plugin = {
    isSupported: async () => ({ supported: true }),
    checkPermissions: async () => ({ camera: options.permission ?? 'granted' }),
    requestPermissions: async () => {
      calls.push('requestPermissions')
      return { camera: options.afterAsking ?? 'denied' }
    },
    isGoogleBarcodeScannerModuleAvailable: async () => ({ available: options.module ?? true }),
    installGoogleBarcodeScannerModule: async () => {
      calls.push('install')
    },
    scan: options.scan ?? (async () => ({ barcodes: [{ rawValue: 'podium-trivia-2' }] })),
  } as unknown as MlkitScannerPlugin
  return { plugin, calls }
}

const video = {} as HTMLVideoElement
const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => 'read',
    (error: unknown) => (error instanceof QrScanFailure ? error.reason : 'other'),
  )

describe('ML Kit QR scanner', () => {
  it('returns the code read', async () => {
    const { plugin } = fakePlugin({})
    expect(await mlkitQrScanner(plugin, 'ios').scan(video, new AbortController().signal)).toBe('podium-trivia-2')
    expect(await mlkitQrScanner(plugin, 'android').scan(video, new AbortController().signal)).toBe('podium-trivia-2')
  })

  it('on iOS asks for the camera, and a refusal is "not granted"', async () => {
    const refused = fakePlugin({ permission: 'prompt', afterAsking: 'denied' })
    expect(await reason(mlkitQrScanner(refused.plugin, 'ios').scan(video, new AbortController().signal))).toBe(
      'permission-denied',
    )
    expect(refused.calls).toEqual(['requestPermissions'])
    const allowed = fakePlugin({ permission: 'prompt', afterAsking: 'granted' })
    expect(await reason(mlkitQrScanner(allowed.plugin, 'ios').scan(video, new AbortController().signal))).toBe('read')
  })

  it('on Android without the scanner module: "not available", and the module starts downloading', async () => {
    const { plugin, calls } = fakePlugin({ module: false })
    expect(await reason(mlkitQrScanner(plugin, 'android').scan(video, new AbortController().signal))).toBe(
      'unavailable',
    )
    expect(calls).toEqual(['install'])
  })

  it('a closed scanner is "cancelled", any other failure "error"', async () => {
    const closed = fakePlugin({ scan: () => Promise.reject(new Error('scan canceled.')) })
    const empty = fakePlugin({ scan: async () => ({ barcodes: [] }) })
    const broken = fakePlugin({ scan: () => Promise.reject(new Error('camera exploded')) })
    const signal = new AbortController().signal
    expect(await reason(mlkitQrScanner(closed.plugin, 'android').scan(video, signal))).toBe('canceled')
    expect(await reason(mlkitQrScanner(empty.plugin, 'android').scan(video, signal))).toBe('canceled')
    expect(await reason(mlkitQrScanner(broken.plugin, 'android').scan(video, signal))).toBe('failed')
  })
})
