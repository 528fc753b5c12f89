import { createFileRoute } from '@tanstack/react-router'
import { ForbiddenPage } from '../platform/errors/components/forbidden-page.tsx'

export const Route = createFileRoute('/403')({ component: ForbiddenPage })
