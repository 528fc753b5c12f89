import { createFileRoute } from '@tanstack/react-router'
import { AmbassadorsAdminPage } from '../features/back-office/components/ambassadors-admin-page.tsx'

export const Route = createFileRoute('/manage/ambassadors')({ component: AmbassadorsAdminPage })
