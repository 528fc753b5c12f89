/**
 * The web QR scanner: the browser's BarcodeDetector, or jsQR (loaded only here) where there is none. The interface
 * and its four errors (docs/product-rules.md §8) live in lib/qr-scan.ts, which the native shell's ML Kit scanner
 * (platform/native/mlkit-qr-scanner.ts) implements too; tests use the fake.
 */
import { type QrScanError, QrScanFailure, type QrScanner } from '../../lib/qr-scan.ts'

export { type QrScanError, QrScanFailure, type QrScanner } from '../../lib/qr-scan.ts'

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike

function barcodeDetector(): BarcodeDetectorCtor | undefined {
  return (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector
}

async function decoderFor(canvas: HTMLCanvasElement): Promise<(video: HTMLVideoElement) => Promise<string | null>> {
  const Native = barcodeDetector()
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return null
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const image = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(image.data, image.width, image.height)?.data ?? null
  }
}

export const webQrScanner: QrScanner = {
  async isAvailable() {
    return Boolean(navigator.mediaDevices?.getUserMedia)
  },
  async scan(video, signal) {
    if (!navigator.mediaDevices?.getUserMedia) throw new QrScanFailure('unavailable')
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
    } catch (error) {
      const name = (error as { name?: string }).name
      if (name === 'NotAllowedError' || name === 'SecurityError') throw new QrScanFailure('permission-denied')
      if (name === 'NotFoundError' || name === 'OverconstrainedError') throw new QrScanFailure('unavailable')
      throw new QrScanFailure('failed')
    }
    try {
      video.srcObject = stream
      await video.play()
      const decode = await decoderFor(document.createElement('canvas'))
      while (!signal.aborted) {
        const value = await decode(video).catch(() => null)
        if (value) return value
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      throw new QrScanFailure('canceled')
    } catch (error) {
      throw error instanceof QrScanFailure ? error : new QrScanFailure('failed')
    } finally {
      for (const track of stream.getTracks()) track.stop()
      video.srcObject = null
    }
  },
}

/** A scanner for tests: answers with the given code, or fails with the given reason. */
export function fakeQrScanner(outcome: { code: string } | { error: QrScanError }): QrScanner {
  return {
    isAvailable: async () => !('error' in outcome && outcome.error === 'unavailable'),
    scan: async () => {
      if ('error' in outcome) throw new QrScanFailure(outcome.error)
      return outcome.code
    },
  }
}
