import type { QrScanner } from '../../lib/qr-scan.ts'

/** What Capacitor's native bridge puts on `window` inside the shells. */
interface CapacitorBridge {
  isNativePlatform?: () => boolean
  getPlatform?: () => string
}

/** Whether the page runs inside a real shell (the bridge's own answer; e2e stand-ins "as Android" have none). */
export function insideNativeShell(): boolean {
  return (globalThis as { Capacitor?: CapacitorBridge }).Capacitor?.isNativePlatform?.() === true
}

/** The ML Kit scanner, loaded with its plugin on first use so that neither is in any web chunk. */
export function lazyNativeQrScanner(): QrScanner {
  let loading: Promise<QrScanner> | undefined
  const load = () => {
    loading ??= Promise.all([import('./mlkit-qr-scanner.ts'), import('@capacitor-mlkit/barcode-scanning')]).then(
      ([{ mlkitQrScanner }, { BarcodeScanner }]) =>
        mlkitQrScanner(
          BarcodeScanner,
          (globalThis as { Capacitor?: CapacitorBridge }).Capacitor?.getPlatform?.() ?? '',
        ),
    )
    return loading
  }
  return {
    isAvailable: async () => (await load().catch(() => null))?.isAvailable() ?? false,
    scan: async (video, signal) => (await load()).scan(video, signal),
  }
}
