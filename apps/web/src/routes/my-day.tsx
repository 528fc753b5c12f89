import { isCalendarDay } from '@podium/domain'
import { createFileRoute } from '@tanstack/react-router'
import { useFollows } from '../features/follows/use-follows.ts'
import { MyDayPage } from '../features/my-games/components/my-day-page.tsx'
import { useDisplayTimeZone } from '../features/schedule/time-zone.ts'

interface MyDaySearch {
  day?: string
}

export const Route = createFileRoute('/my-day')({
  validateSearch: (search: Record<string, unknown>): MyDaySearch =>
    typeof search.day === 'string' && isCalendarDay(search.day) ? { day: search.day } : {},
  component: MyDay,
})

function MyDay() {
  const { follows, ready } = useFollows()
  const { day } = Route.useSearch()
  const navigate = Route.useNavigate()
  // The visitor's time-zone setting (the schedule's), read with the games' zone once the config is known.
  const display = useDisplayTimeZone('UTC')
  const timeZone = (gamesTimeZone: string) => (display.preference === 'local' ? display.timeZone : gamesTimeZone)
  return (
    <MyDayPage
      follows={follows}
      ready={ready}
      day={day}
      onDayChange={(next) => void navigate({ search: { day: next }, replace: true })}
      timeZone={timeZone}
    />
  )
}
