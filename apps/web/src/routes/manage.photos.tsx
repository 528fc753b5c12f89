import { createFileRoute } from '@tanstack/react-router'
import { PhotosAdminPage } from '../features/back-office/components/photos-admin-page.tsx'

export const Route = createFileRoute('/manage/photos')({ component: PhotosAdminPage })
