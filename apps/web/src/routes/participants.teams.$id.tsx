import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { TeamView } from '../features/participants/components/team-view.tsx'

export const Route = createFileRoute('/participants/teams/$id')({ component: TeamPage })

function TeamPage() {
  const { id } = Route.useParams()
  return <TeamView id={id} actions={<CalendarSubscribe feed={{ kind: 'team', code: id }} />} />
}
