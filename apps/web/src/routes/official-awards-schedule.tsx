import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AwardsSchedule } from '../features/awards/components/awards-schedule.tsx'
import { CalendarSubscribe } from '../features/calendar-subscribe/components/calendar-subscribe.tsx'
import { useLocale } from '../i18n/i18n.ts'
import { configQueries } from '../platform/config/api.ts'

export const Route = createFileRoute('/official-awards-schedule')({ component: AwardsSchedulePage })

function AwardsSchedulePage() {
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  return <AwardsSchedule games={games} actions={<CalendarSubscribe feed={{ kind: 'ceremonies' }} />} />
}
