import { createFileRoute } from '@tanstack/react-router'
import { FeedbackPage } from '../features/feedback/components/feedback-page.tsx'

export const Route = createFileRoute('/feedback')({ component: FeedbackPage })
