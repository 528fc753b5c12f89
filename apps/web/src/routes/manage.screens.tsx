import { createFileRoute } from '@tanstack/react-router'
import { ScreensAdminPage } from '../features/back-office/components/screens-admin-page.tsx'

export const Route = createFileRoute('/manage/screens')({ component: ScreensAdminPage })
