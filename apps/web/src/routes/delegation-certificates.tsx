import { createFileRoute } from '@tanstack/react-router'
import { DelegationCertificatesPage } from '../features/certification/components/delegation-certificates-page.tsx'

export const Route = createFileRoute('/delegation-certificates')({ component: DelegationCertificatesPage })
