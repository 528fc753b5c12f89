import { ACCESS_LOG_VIEWS, type AccessLogView } from '@podium/domain'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { AccessLogPage } from '../features/access-log/components/access-log-page.tsx'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const day = (v: unknown) => (typeof v === 'string' && DAY.test(v) ? v : undefined)

interface AccessLogSearch {
  /** Absent means the default view, by day. */
  view?: Exclude<AccessLogView, 'days'>
  from?: string
  to?: string
}

export const Route = createFileRoute('/access-log')({
  validateSearch: (search: Record<string, unknown>): AccessLogSearch => {
    if (search.view === 'range') return { view: 'range', from: day(search.from), to: day(search.to) }
    return search.view === 'weekly' && ACCESS_LOG_VIEWS.includes('weekly') ? { view: 'weekly' } : {}
  },
  component: function AccessLog() {
    const navigate = useNavigate({ from: Route.fullPath })
    const search = Route.useSearch()
    return (
      <AccessLogPage
        filters={{ view: search.view ?? 'days', from: search.from, to: search.to }}
        onChange={({ view, from, to }) =>
          void navigate({
            search: view === 'days' ? {} : view === 'range' ? { view, from, to } : { view },
            replace: true,
          })
        }
      />
    )
  },
})
