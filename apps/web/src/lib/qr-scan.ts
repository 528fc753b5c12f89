/**
 * A QR scanner behind an interface, with the four errors of docs/product-rules.md §8 (not granted, cancelled, error,
 * not available): the web one reads a <video> (features/trivia/qr-scanner.ts), the shells' one the platform's camera
 * through ML Kit (platform/native/mlkit-qr-scanner.ts), tests a fake.
 */
export type QrScanError = 'permission-denied' | 'canceled' | 'failed' | 'unavailable'

export class QrScanFailure extends Error {
  constructor(readonly reason: QrScanError) {
    super(reason)
  }
}

export interface QrScanner {
  /** Whether this device can scan at all (a camera, an API to read it). */
  isAvailable(): Promise<boolean>
  /** Scans until a code is read (from the video, on the web), the signal aborts (canceled) or it fails. */
  scan(video: HTMLVideoElement, signal: AbortSignal): Promise<string>
}
