import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '../features/errors/components/forbidden-page.tsx'

export const Route = createFileRoute('/403')({ component: ForbiddenPage })
