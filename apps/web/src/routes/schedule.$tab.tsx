import { GRID_FILTERS, type GridFilter } from '@podium/domain'
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { DaysTab } from '../features/schedule/components/days-tab.tsx'
import { DisciplinesTab } from '../features/schedule/components/disciplines-tab.tsx'
import { GridTab } from '../features/schedule/components/grid-tab.tsx'
import { ScheduleHeader } from '../features/schedule/components/schedule-header.tsx'
import { SCHEDULE_TABS, type ScheduleTab } from '../features/schedule/route-params.ts'

interface ScheduleSearch {
  day?: string
  type?: GridFilter
  days?: 'all'
}

export const Route = createFileRoute('/schedule/$tab')({
  beforeLoad: ({ params }) => {
    if (!SCHEDULE_TABS.includes(params.tab as ScheduleTab)) throw notFound()
  },
  // Hand-written rather than zod: route options load with the first route (see lib/api-client.ts).
  validateSearch: (search: Record<string, unknown>): ScheduleSearch => ({
    day: typeof search.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.day) ? search.day : undefined,
    type:
      GRID_FILTERS.includes(search.type as GridFilter) && search.type !== 'all'
        ? (search.type as GridFilter)
        : undefined,
    days: search.days === 'all' ? 'all' : undefined,
  }),
  component: SchedulePage,
})

function SchedulePage() {
  const { tab } = Route.useParams()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const set = (change: Partial<ScheduleSearch>) =>
    void navigate({ search: (prev) => ({ ...prev, ...change }), replace: true })
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6">
      <ScheduleHeader tab={tab as ScheduleTab} />
      {tab === 'days' && <DaysTab />}
      {tab === 'disciplines' && <DisciplinesTab day={search.day} onDayChange={(day) => set({ day })} />}
      {tab === 'grid' && (
        <GridTab
          day={search.day}
          filter={search.type ?? 'all'}
          allDays={search.days === 'all'}
          onChange={(c) =>
            set({
              ...(c.day !== undefined && { day: c.day }),
              ...(c.filter !== undefined && { type: c.filter === 'all' ? undefined : c.filter }),
              ...(c.allDays !== undefined && { days: c.allDays ? 'all' : undefined }),
            })
          }
        />
      )}
    </div>
  )
}
