import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { EventStory } from '../features/competition/components/event-story.tsx'
import { useFollows } from '../features/follows/use-follows.ts'
import { CompetitionsTab, DisciplineLayout } from '../features/schedule/components/discipline-page.tsx'

export const Route = createFileRoute('/discipline/$disciplineKey/competitions')({
  component: function DisciplineTabPage() {
    const { disciplineKey } = Route.useParams()
    const { follows } = useFollows()
    return (
      <div className="mx-auto max-w-6xl">
        <DisciplineLayout
          disciplineKey={disciplineKey}
          tab="competitions"
          actions={<CalendarSubscribe feed={{ kind: 'discipline', code: disciplineKey }} />}
        >
          {(page, frame) => (
            // Each event's pool tables, draw and heats (decision 076); this route's chunk alone carries their code.
            <CompetitionsTab
              page={page}
              frame={frame}
              eventBody={(event, phaseList, items) => (
                <EventStory
                  event={event}
                  disciplineKey={page.discipline.key}
                  items={items}
                  follows={follows}
                  frame={{ locale: frame.locale, timeZone: frame.timeZone, today: frame.games?.today }}
                  phaseList={phaseList}
                />
              )}
            />
          )}
        </DisciplineLayout>
      </div>
    )
  },
})
