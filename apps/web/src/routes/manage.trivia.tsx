import { createFileRoute } from '@tanstack/react-router'
import { TriviaAdminPage } from '../features/back-office/components/trivia-admin-page.tsx'

export const Route = createFileRoute('/manage/trivia')({ component: TriviaAdminPage })
