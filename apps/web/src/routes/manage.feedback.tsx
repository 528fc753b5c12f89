import { createFileRoute } from '@tanstack/react-router'
import { FeedbackInboxPage } from '../features/back-office/components/feedback-inbox-page.tsx'

export const Route = createFileRoute('/manage/feedback')({ component: FeedbackInboxPage })
