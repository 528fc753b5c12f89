import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AwardsSchedule } from '../features/awards/components/awards-schedule.tsx'
import { configQueries } from '../features/config/api.ts'
import { useLocale } from '../i18n/i18n.ts'

export const Route = createFileRoute('/official-awards-schedule')({ component: AwardsSchedulePage })

function AwardsSchedulePage() {
  const games = useQuery(configQueries.detail(useLocale())).data?.games
  return <AwardsSchedule games={games} />
}
