import { createFileRoute } from '@tanstack/react-router'
import { QrScanPage } from '../features/trivia/components/qr-scan-page.tsx'

export const Route = createFileRoute('/qr-scan')({ component: () => <QrScanPage /> })
