import { createFileRoute } from '@tanstack/react-router'
import { DeviceAlerts } from '../app/device-alerts.tsx'
import { useFollows } from '../features/follows/use-follows.ts'
import { MyGamesPage } from '../features/my-games/components/my-games-page.tsx'
import { SCHEDULE_ROWS, ScheduleItemRow } from '../features/schedule/components/schedule-item-row.tsx'
import { useLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/my-games')({ component: MyGames })

function MyGames() {
  const { follows, ready } = useFollows()
  const locale = useLocale()
  return (
    <MyGamesPage
      follows={follows}
      ready={ready}
      rowsClass={SCHEDULE_ROWS}
      alerts={<DeviceAlerts />}
      row={(item, timeZone) => <ScheduleItemRow item={item} locale={locale} timeZone={timeZone} />}
    />
  )
}
