import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { AthleteProfileView } from '../features/participants/components/athlete-profile.tsx'
import { ShareButton } from '../platform/share/share-button.tsx'

export const Route = createFileRoute('/participants/profile/$id')({ component: ProfilePage })

function ProfilePage() {
  const { id } = Route.useParams()
  return (
    <AthleteProfileView
      id={id}
      actions={
        <>
          <CalendarSubscribe feed={{ kind: 'athlete', code: id }} />
          <ShareButton />
        </>
      }
    />
  )
}
