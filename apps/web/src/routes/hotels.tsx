import { createFileRoute } from '@tanstack/react-router'
import { placesQueries } from '../features/places/api.ts'
import { PlacesPage } from '../features/places/components/places-page.tsx'
import { currentLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/hotels')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(placesQueries.list(currentLocale(), 'hotel')),
  component: () => <PlacesPage kinds={['hotel']} />,
})
