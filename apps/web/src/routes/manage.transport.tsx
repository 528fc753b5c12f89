import { createFileRoute } from '@tanstack/react-router'
import { TransportAdminPage } from '../features/back-office/components/transport-admin-page.tsx'

export const Route = createFileRoute('/manage/transport')({ component: TransportAdminPage })
