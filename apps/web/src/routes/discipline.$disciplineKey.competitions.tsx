import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { CompetitionsTab, DisciplineLayout } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/competitions')({
  component: function DisciplineTabPage() {
    const { disciplineKey } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout
          disciplineKey={disciplineKey}
          tab="competitions"
          actions={<CalendarSubscribe feed={{ kind: 'discipline', code: disciplineKey }} />}
        >
          {(page, frame) => <CompetitionsTab page={page} frame={frame} />}
        </DisciplineLayout>
      </div>
    )
  },
})
