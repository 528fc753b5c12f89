import { createFileRoute } from '@tanstack/react-router'
import { AwardsAdminPage } from '../features/back-office/components/awards-admin-page.tsx'

export const Route = createFileRoute('/manage/awards')({ component: AwardsAdminPage })
