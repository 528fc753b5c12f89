import { createFileRoute } from '@tanstack/react-router'
import { VideosAdminPage } from '../features/back-office/components/videos-admin-page.tsx'

export const Route = createFileRoute('/manage/videos')({ component: VideosAdminPage })
