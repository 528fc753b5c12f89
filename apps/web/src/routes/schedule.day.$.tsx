import { GRID_FILTERS, type GridFilter, isCalendarDay } from '@podium/domain'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { DayView } from '../features/schedule/components/day-view.tsx'

/**
 * docs/product-rules.md §2: the day may span several segments: /schedule/day/2026-07-14 and /schedule/day/2026/07/14
 * are one day.
 */
function dayOf(splat: string | undefined): string | undefined {
  const day = (splat ?? '').split('/').filter(Boolean).join('-')
  return isCalendarDay(day) ? day : undefined
}

export const Route = createFileRoute('/schedule/day/$')({
  beforeLoad: ({ params }) => {
    if (!dayOf(params._splat)) throw notFound()
  },
  validateSearch: (search: Record<string, unknown>): { type?: GridFilter } => ({
    type:
      GRID_FILTERS.includes(search.type as GridFilter) && search.type !== 'all'
        ? (search.type as GridFilter)
        : undefined,
  }),
  component: DayPage,
})

function DayPage() {
  const { _splat } = Route.useParams()
  const { type } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const day = dayOf(_splat) ?? ''
  return (
    <div className="mx-auto max-w-4xl">
      <DayView
        day={day}
        filter={type ?? 'all'}
        onFilterChange={(f) => void navigate({ search: { type: f === 'all' ? undefined : f }, replace: true })}
      />
    </div>
  )
}
