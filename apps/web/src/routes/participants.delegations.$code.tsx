import { createFileRoute } from '@tanstack/react-router'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { DelegationMedals } from '../features/medals/components/delegation-medals.tsx'
import { DelegationView } from '../features/participants/components/delegation-view.tsx'
import { ShareButton } from '../platform/share/share-button.tsx'

export const Route = createFileRoute('/participants/delegations/$code')({ component: DelegationPage })

function DelegationPage() {
  const { code } = Route.useParams()
  return (
    <DelegationView
      code={code.toUpperCase()}
      medals={(org, first) => <DelegationMedals code={org} first={first} />}
      actions={
        <>
          <CalendarSubscribe feed={{ kind: 'delegation', code: code.toUpperCase() }} />
          <ShareButton />
        </>
      }
    />
  )
}
