import { createFileRoute } from '@tanstack/react-router'
import { UsersAdminPage } from '../features/back-office/components/users-admin-page.tsx'

export const Route = createFileRoute('/manage/users')({ component: UsersAdminPage })
