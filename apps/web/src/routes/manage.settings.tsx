import { createFileRoute } from '@tanstack/react-router'
import { SettingsPage } from '../features/back-office/components/settings-page.tsx'

export const Route = createFileRoute('/manage/settings')({ component: SettingsPage })
