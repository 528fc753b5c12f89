import { createFileRoute } from '@tanstack/react-router'
import { CoursesPage } from '../features/info/components/courses-page.tsx'

export const Route = createFileRoute('/courses')({ component: CoursesPage })
