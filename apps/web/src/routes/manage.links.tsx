import { createFileRoute } from '@tanstack/react-router'
import { LinksAdminPage } from '../features/back-office/components/links-admin-page.tsx'

export const Route = createFileRoute('/manage/links')({ component: LinksAdminPage })
