import type { Locale } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { scheduleQueries } from '../api.ts'

/**
 * The day a schedule tab shows (the one chosen in its address, else the games' open day: decision 066) and that day's
 * schedule; `day` is '' until the days are known, and the schedule waits for it.
 */
export function useDaySchedule(chosen: string | undefined, locale: Locale) {
  const days = useQuery(scheduleQueries.days())
  const day = chosen ?? days.data?.openDay ?? ''
  const schedule = useQuery({ ...scheduleQueries.day(day, locale), enabled: day !== '' })
  return { days, day, schedule }
}
