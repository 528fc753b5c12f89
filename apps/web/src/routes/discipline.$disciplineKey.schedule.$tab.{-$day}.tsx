import { createFileRoute, notFound } from '@tanstack/react-router'
import { DisciplineLayout, DisciplineScheduleTab } from '../features/schedule/components/discipline-page.tsx'

const VIEWS = ['day', 'results'] as const
type View = (typeof VIEWS)[number]

/** The discipline's schedule: /schedule/day/{day?} lists everything, /schedule/results/{day?} the results. */
export const Route = createFileRoute('/discipline/$disciplineKey/schedule/$tab/{-$day}')({
  beforeLoad: ({ params }) => {
    if (!VIEWS.includes(params.tab as View)) throw notFound()
    if (params.day !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(params.day)) throw notFound()
  },
  component: function DisciplineSchedulePage() {
    const { disciplineKey, tab, day } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab={tab === 'results' ? 'results' : 'schedule'}>
          {(page, frame) => <DisciplineScheduleTab page={page} frame={frame} view={tab as View} day={day} />}
        </DisciplineLayout>
      </div>
    )
  },
})
