import { createFileRoute } from '@tanstack/react-router'
import { SetupPage } from '../features/accounts/components/setup-page.tsx'

export const Route = createFileRoute('/setup')({ component: SetupPage })
