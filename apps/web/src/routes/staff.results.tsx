import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { BundleImportLink } from '../features/bundle-import/components/bundle-import-link.tsx'
import { ResultsEntryPage } from '../features/results-entry/components/results-entry-page.tsx'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const UNIT = /^[A-Za-z0-9-]{1,64}$/

interface ResultsEntrySearch {
  day?: string
  unit?: string
}

export const Route = createFileRoute('/staff/results')({
  validateSearch: (search: Record<string, unknown>): ResultsEntrySearch => ({
    ...(typeof search.day === 'string' && DAY.test(search.day) ? { day: search.day } : {}),
    ...(typeof search.unit === 'string' && UNIT.test(search.unit) ? { unit: search.unit } : {}),
  }),
  component: function StaffResults() {
    const navigate = useNavigate({ from: Route.fullPath })
    const search = Route.useSearch()
    return (
      <>
        <ResultsEntryPage
          selection={search}
          onChange={({ day, unit }) =>
            void navigate({ search: { ...(day ? { day } : {}), ...(unit ? { unit } : {}) }, replace: true })
          }
        />
        <BundleImportLink />
      </>
    )
  },
})
