import { Link } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { SearchBox } from './search-box.tsx'

/**
 * The header's search (decision 083): the box itself on a desktop, a round button opening `/search` on a phone, where
 * the header has no room for a box and the results want the whole screen.
 */
export function SearchLauncher() {
  const { t } = useTranslation()
  return (
    <>
      <div className="hidden lg:block">
        <SearchBox variant="header" />
      </div>
      <Link
        to="/search"
        aria-label={t('search.open')}
        className="flex size-9 items-center justify-center rounded-full border border-line bg-surface-muted text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand lg:hidden"
      >
        <Search aria-hidden="true" className="size-4" />
      </Link>
    </>
  )
}
