import { createFileRoute } from '@tanstack/react-router'
import { CertificatesAdminPage } from '../features/back-office/components/certificates-admin-page.tsx'

export const Route = createFileRoute('/manage/certificates')({ component: CertificatesAdminPage })
