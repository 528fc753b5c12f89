import { BarcodeFormat, type BarcodeScannerPlugin } from '@capacitor-mlkit/barcode-scanning'
import { QrScanFailure, type QrScanner } from '../../lib/qr-scan.ts'

/** The part of `@capacitor-mlkit/barcode-scanning` this adapter uses (this module is loaded only in the shells). */
export type MlkitScannerPlugin = Pick<
  BarcodeScannerPlugin,
  | 'isSupported'
  | 'checkPermissions'
  | 'requestPermissions'
  | 'scan'
  | 'isGoogleBarcodeScannerModuleAvailable'
  | 'installGoogleBarcodeScannerModule'
>

const granted = (state: string) => state === 'granted' || state === 'limited'

/**
 * The shells' QR scanner over ML Kit: the plugin's own full-screen scanner (no <video> of ours). On iOS it needs the
 * camera permission, asked here (refused: "not granted"); on Android it is Google's code scanner, which needs no
 * permission but a Play services module, downloaded on first use ("not available" until it is there). A closed
 * scanner is "cancelled"; anything else "error" (docs/product-rules.md §8).
 */
export function mlkitQrScanner(plugin: MlkitScannerPlugin, platform: string): QrScanner {
  return {
    async isAvailable() {
      try {
        return (await plugin.isSupported()).supported
      } catch {
        return false
      }
    },

    async scan(_video, signal) {
      if (platform === 'android') {
        const { available } = await plugin.isGoogleBarcodeScannerModuleAvailable().catch(() => ({ available: false }))
        if (!available) {
          void plugin.installGoogleBarcodeScannerModule().catch(() => undefined)
          throw new QrScanFailure('unavailable')
        }
      } else {
        let { camera } = await plugin.checkPermissions().catch(() => ({ camera: 'denied' }))
        if (!granted(camera)) ({ camera } = await plugin.requestPermissions().catch(() => ({ camera: 'denied' })))
        if (!granted(camera)) throw new QrScanFailure('permission-denied')
      }
      if (signal.aborted) throw new QrScanFailure('canceled')
      let value: string | undefined
      try {
        const { barcodes } = await plugin.scan({ formats: [BarcodeFormat.QrCode] })
        value = barcodes[0]?.rawValue
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        throw new QrScanFailure(/cancel/i.test(message) ? 'canceled' : 'failed')
      }
      if (!value) throw new QrScanFailure('canceled')
      return value
    },
  }
}
