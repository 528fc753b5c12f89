import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { competitionQueries } from '../features/competition/api.ts'
import { EventRankingList } from '../features/competition/components/structure-ranking.tsx'
import { DisciplineLayout, FinalRankTab } from '../features/schedule/components/discipline-page.tsx'
import { useLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/discipline/$disciplineKey/finalrank')({
  component: function DisciplineTabPage() {
    const { disciplineKey } = Route.useParams()
    const locale = useLocale()
    // Events with a head-to-head format are ranked from their structure, even while running (decision 079).
    const ranking = useQuery(competitionQueries.disciplineRanking(disciplineKey, locale))
    const byEvent = new Map((ranking.data?.events ?? []).map((e) => [e.event.code, e]))
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout disciplineKey={disciplineKey} tab="finalrank">
          {(page, frame) => (
            <FinalRankTab
              page={page}
              frame={frame}
              rankingPending={ranking.isPending}
              eventRanking={(event) => {
                const found = byEvent.get(event.code)
                return found?.fromStructure && found.entries.length > 0 ? (
                  <EventRankingList ranking={found} locale={frame.locale} />
                ) : null
              }}
            />
          )}
        </DisciplineLayout>
      </div>
    )
  },
})
