import { encodeFollowsFeedCode } from '@podium/domain'
import { createFileRoute } from '@tanstack/react-router'
import { DeviceAlerts } from '../app/device-alerts.tsx'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { useFollows, useFollowsAccount } from '../features/follows/use-follows.ts'
import { MyGamesPage } from '../features/my-games/components/my-games-page.tsx'
import { SCHEDULE_ROWS, ScheduleItemRow } from '../features/schedule/components/schedule-item-row.tsx'
import { useLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/my-games')({ component: MyGames })

function MyGames() {
  const { follows, ready } = useFollows()
  const account = useFollowsAccount()
  const locale = useLocale()
  // An account's feed reads its follows at each poll (a token in the address); a device's carries them (057).
  const subscribe =
    account !== null ? (
      <CalendarSubscribe personal />
    ) : follows.length > 0 ? (
      <CalendarSubscribe feed={{ kind: 'follows', code: encodeFollowsFeedCode(follows) }} />
    ) : null
  return (
    <MyGamesPage
      follows={follows}
      ready={ready}
      rowsClass={SCHEDULE_ROWS}
      alerts={<DeviceAlerts />}
      subscribe={subscribe}
      row={(item, timeZone) => <ScheduleItemRow item={item} locale={locale} timeZone={timeZone} />}
    />
  )
}
