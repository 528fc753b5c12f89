import { createFileRoute } from '@tanstack/react-router'
import { ManagePage } from '../features/back-office/components/manage-page.tsx'

export const Route = createFileRoute('/manage/')({ component: ManagePage })
