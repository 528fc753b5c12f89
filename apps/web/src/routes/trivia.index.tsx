import { createFileRoute } from '@tanstack/react-router'
import { TriviaListPage } from '../features/trivia/components/trivia-list-page.tsx'

export const Route = createFileRoute('/trivia/')({ component: TriviaListPage })
