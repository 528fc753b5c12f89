import { createFileRoute } from '@tanstack/react-router'
import { CertificationPage } from '../features/certification/components/certification-page.tsx'

export const Route = createFileRoute('/certification')({ component: CertificationPage })
