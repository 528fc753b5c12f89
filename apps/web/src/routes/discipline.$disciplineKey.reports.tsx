import { createFileRoute } from '@tanstack/react-router'
import { DisciplineLayout, ReportsTab } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/reports')({
  component: function DisciplineTabPage() {
    const { disciplineKey } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="reports">
          {(page, frame) => <ReportsTab page={page} frame={frame} />}
        </DisciplineLayout>
      </div>
    )
  },
})
