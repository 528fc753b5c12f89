import { createFileRoute, redirect } from '@tanstack/react-router'
import { DisciplineMedalsTab } from '../features/medals/components/discipline-medals.tsx'
import { isDisciplineMedalTab } from '../features/medals/discipline-medal-tabs.ts'
import { DisciplineLayout } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/medals/{-$tabs}')({
  beforeLoad: ({ params }) => {
    // An unknown view falls back to the table rather than a blank tab.
    if (params.tabs !== undefined && !isDisciplineMedalTab(params.tabs)) {
      throw redirect({ to: '/discipline/$disciplineKey/medals/{-$tabs}', params: { ...params, tabs: undefined } })
    }
  },
  component: function DisciplineMedalsPage() {
    const { disciplineKey, tabs } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="medals">
          {(page) => <DisciplineMedalsTab page={page} tab={isDisciplineMedalTab(tabs) ? tabs : 'table'} />}
        </DisciplineLayout>
      </div>
    )
  },
})
