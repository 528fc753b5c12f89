import { createFileRoute } from '@tanstack/react-router'
import { BigScreenPage } from '../features/big-screen/components/big-screen-page.tsx'

/** `?lang=`: the language the organiser chose for this screen (decision 087); anything else is ignored. */
const screenSearch = (search: Record<string, unknown>): { lang?: string } =>
  typeof search.lang === 'string' ? { lang: search.lang } : {}

export const Route = createFileRoute('/screen/$venue')({
  validateSearch: screenSearch,
  component: function VenueScreen() {
    const { venue } = Route.useParams()
    const { lang } = Route.useSearch()
    return <BigScreenPage venue={venue} lang={lang} />
  },
})
