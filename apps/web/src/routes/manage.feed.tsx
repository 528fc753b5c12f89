import { createFileRoute } from '@tanstack/react-router'
import { OdfFeedPage } from '../features/back-office/components/odf-feed-page.tsx'

export const Route = createFileRoute('/manage/feed')({ component: OdfFeedPage })
