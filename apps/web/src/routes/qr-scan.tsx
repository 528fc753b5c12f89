import { createFileRoute } from '@tanstack/react-router'
import { QrScanPage } from '../features/trivia/components/qr-scan-page.tsx'
import type { QrScanner } from '../lib/qr-scan.ts'
import { insideNativeShell, lazyNativeQrScanner } from '../platform/native/native-qr-scanner.ts'

/** Inside the shells the camera is the platform's (ML Kit); elsewhere the page's own web scanner. */
let nativeScanner: QrScanner | undefined
function scanner(): QrScanner | undefined {
  // A native build only (the condition is a build-time literal): the web build carries no ML Kit chunk.
  if (!import.meta.env.VITE_API_ORIGIN || !insideNativeShell()) return undefined
  nativeScanner ??= lazyNativeQrScanner()
  return nativeScanner
}

export const Route = createFileRoute('/qr-scan')({ component: () => <QrScanPage scanner={scanner()} /> })
