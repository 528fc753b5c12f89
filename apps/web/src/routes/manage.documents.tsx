import { createFileRoute } from '@tanstack/react-router'
import { DocumentsAdminPage } from '../features/back-office/components/documents-admin-page.tsx'

export const Route = createFileRoute('/manage/documents')({ component: DocumentsAdminPage })
