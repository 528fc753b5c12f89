import { createFileRoute } from '@tanstack/react-router'
import { DisciplineParticipantsTab } from '../features/participants/components/discipline-participants.tsx'
import { DisciplineLayout } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/participants')({
  component: function DisciplineParticipantsPage() {
    const { disciplineKey } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="participants">
          {(page) => <DisciplineParticipantsTab page={page} />}
        </DisciplineLayout>
      </div>
    )
  },
})
