import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { SearchBox } from '../features/search/components/search-box.tsx'

/** The phone's search screen (decision 083): the header's box, open, with the whole screen for its results. */
export const Route = createFileRoute('/search')({ component: SearchPage })

function SearchPage() {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-bold text-ink">{t('search.title')}</h1>
      <SearchBox variant="page" />
    </div>
  )
}
