import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { CompetitorNextList } from '../features/competition/components/structure-ranking.tsx'
import { AthleteProfileView } from '../features/participants/components/athlete-profile.tsx'
import { useScheduleFrame } from '../features/schedule/components/use-schedule-frame.ts'
import { ShareButton } from '../platform/share/share-button.tsx'

export const Route = createFileRoute('/participants/profile/$id')({ component: ProfilePage })

function ProfilePage() {
  const { id } = Route.useParams()
  const frame = useScheduleFrame()
  return (
    <AthleteProfileView
      id={id}
      actions={
        <>
          <CalendarSubscribe feed={{ kind: 'athlete', code: id }} />
          <ShareButton />
        </>
      }
      next={<CompetitorNextList kind="athletes" id={id} frame={frame} />}
    />
  )
}
