import { createFileRoute } from '@tanstack/react-router'
import { PlacesAdminPage } from '../features/back-office/components/places-admin-page.tsx'

export const Route = createFileRoute('/manage/places')({ component: PlacesAdminPage })
