import { createFileRoute } from '@tanstack/react-router'
import { SponsorsAdminPage } from '../features/back-office/components/sponsors-admin-page.tsx'

export const Route = createFileRoute('/manage/sponsors')({ component: SponsorsAdminPage })
