import { createFileRoute } from '@tanstack/react-router'
import { placesQueries } from '../features/places/api.ts'
import { PlacesPage } from '../features/places/components/places-page.tsx'
import { parsePlaceKinds } from '../features/places/place-kinds.ts'
import { currentLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/places/$types')({
  params: {
    parse: (p) => ({ types: p.types }),
    stringify: (p) => ({ types: p.types }),
  },
  loader: ({ context, params }) => {
    const kinds = parsePlaceKinds(params.types)
    void context.queryClient.prefetchQuery(
      placesQueries.list(currentLocale(), kinds.length === 1 ? kinds[0] : undefined),
    )
  },
  component: PlacesTypesPage,
})

function PlacesTypesPage() {
  const { types } = Route.useParams()
  return <PlacesPage kinds={parsePlaceKinds(types)} />
}
