import { createFileRoute } from '@tanstack/react-router'
import { SponsorsPage } from '../features/info/components/sponsors-page.tsx'

export const Route = createFileRoute('/sponsors')({ component: SponsorsPage })
