import { createFileRoute } from '@tanstack/react-router'
import { CoursesAdminPage } from '../features/back-office/components/courses-admin-page.tsx'

export const Route = createFileRoute('/manage/courses')({ component: CoursesAdminPage })
