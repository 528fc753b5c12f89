import { createFileRoute } from '@tanstack/react-router'
import { VolunteersPage } from '../features/volunteers/components/volunteers-page.tsx'

export const Route = createFileRoute('/volunteers')({ component: VolunteersPage })
