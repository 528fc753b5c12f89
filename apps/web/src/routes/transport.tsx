import { createFileRoute } from '@tanstack/react-router'
import { transportQueries } from '../features/transport/api.ts'
import { TransportPage } from '../features/transport/components/transport-page.tsx'
import { currentLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/transport')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(transportQueries.lines(currentLocale())),
  component: TransportPage,
})
