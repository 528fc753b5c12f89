import { createFileRoute } from '@tanstack/react-router'
import { DisciplineLayout, FinalRankTab } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/finalrank')({
  component: function DisciplineTabPage() {
    const { disciplineKey } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="finalrank">
          {(page, frame) => <FinalRankTab page={page} frame={frame} />}
        </DisciplineLayout>
      </div>
    )
  },
})
