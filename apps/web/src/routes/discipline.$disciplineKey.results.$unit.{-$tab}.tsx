import { createFileRoute, notFound } from '@tanstack/react-router'
import { UnitCorrections } from '../features/corrections/components/unit-corrections.tsx'
import { DisciplineLayout } from '../features/schedule/components/discipline-page.tsx'
import { UnitPage } from '../features/schedule/components/unit-page.tsx'
import { UNIT_TABS, type UnitTab } from '../features/schedule/route-params.ts'
import { ShareButton } from '../platform/share/share-button.tsx'

/** THE unit page: /discipline/{key}/results/{unit}/{summary|results|start-list|reports|play-by-play|stats}. */
export const Route = createFileRoute('/discipline/$disciplineKey/results/$unit/{-$tab}')({
  beforeLoad: ({ params }) => {
    if (params.tab !== undefined && !UNIT_TABS.includes(params.tab as UnitTab)) throw notFound()
  },
  component: function UnitResultsPage() {
    const { disciplineKey, unit, tab } = Route.useParams()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="results" showUpdatedAt={false} actions={<ShareButton />}>
          {() => (
            <UnitPage
              code={unit}
              tab={(tab as UnitTab | undefined) ?? 'summary'}
              notice={<UnitCorrections code={unit} />}
            />
          )}
        </DisciplineLayout>
      </div>
    )
  },
})
