import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { CompetitorNextList } from '../features/competition/components/structure-ranking.tsx'
import { TeamView } from '../features/participants/components/team-view.tsx'
import { useScheduleFrame } from '../features/schedule/components/use-schedule-frame.ts'

export const Route = createFileRoute('/participants/teams/$id')({ component: TeamPage })

function TeamPage() {
  const { id } = Route.useParams()
  const frame = useScheduleFrame()
  return (
    <TeamView
      id={id}
      actions={<CalendarSubscribe feed={{ kind: 'team', code: id }} />}
      next={<CompetitorNextList kind="teams" id={id} frame={frame} />}
    />
  )
}
