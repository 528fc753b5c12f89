import { describe, expect, it } from 'vitest'
import { fakeQrScanner, QrScanFailure } from './qr-scanner.ts'

describe('fakeQrScanner', () => {
  it('reads the given code', async () => {
    const scanner = fakeQrScanner({ code: 'podium-trivia-1' })
    expect(await scanner.isAvailable()).toBe(true)
    expect(await scanner.scan({} as HTMLVideoElement, new AbortController().signal)).toBe('podium-trivia-1')
  })

  it.each(['permission-denied', 'canceled', 'failed', 'unavailable'] as const)('fails with %s', async (reason) => {
    const scanner = fakeQrScanner({ error: reason })
    await expect(scanner.scan({} as HTMLVideoElement, new AbortController().signal)).rejects.toEqual(
      new QrScanFailure(reason),
    )
  })
})
