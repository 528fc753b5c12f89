import { formatDayLabel, type GridFilter, groupDayItems, matchesScheduleQuery } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { scheduleQueries } from '../api.ts'
import { useDayGrouping } from '../day-grouping.ts'
import { DayGroupingToggle } from './day-grouping-toggle.tsx'
import { DayGroups } from './day-groups.tsx'
import { DayStrip } from './day-strip.tsx'
import { FilterChips } from './filter-chips.tsx'
import { TimeZoneToggle } from './time-zone-toggle.tsx'
import { UpdatedAt } from './updated-at.tsx'
import { useScheduleFrame } from './use-schedule-frame.ts'

interface Props {
  day: string
  filter: GridFilter
  onFilterChange: (filter: GridFilter) => void
}

/** A day's schedule and results (docs/product-rules.md §2: the day view, and the results list of /schedule/days). */
export function DayView({ day, filter, onFilterChange }: Props) {
  const { t } = useTranslation()
  const { locale, gamesTimeZone, preference, timeZone } = useScheduleFrame()
  const by = useDayGrouping()
  const days = useQuery(scheduleQueries.days())
  const schedule = useQuery(scheduleQueries.day(day, locale))
  const data = schedule.data
  // "Now" is the server's clock when it built the day (the games' clock may be a simulated one).
  const groups = useMemo(
    () =>
      data
        ? groupDayItems(
            data.items.filter((i) => matchesScheduleQuery(i, { type: filter })),
            by,
            data.builtAt,
            { timeZone, locale },
          )
        : [],
    [data, filter, by, timeZone, locale],
  )

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{formatDayLabel(day, { locale })}</h1>
        {data && <UpdatedAt at={schedule.dataUpdatedAt} locale={locale} />}
      </div>
      {days.data && <DayStrip days={days.data.items} day={day} locale={locale} />}
      <TimeZoneToggle preference={preference} gamesTimeZone={gamesTimeZone} locale={locale} at={`${day}T12:00:00Z`} />
      <FilterChips value={filter} onChange={onFilterChange} />
      {schedule.isError && !data ? (
        (schedule.error as { status?: number }).status === 404 ? (
          <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.notAGamesDay')}</EmptyState>
        ) : (
          <LoadError onRetry={() => void schedule.refetch()} />
        )
      ) : !data ? (
        <CardListSkeleton label={t('schedule.loading')} />
      ) : groups.length === 0 ? (
        <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.noEvents')}</EmptyState>
      ) : (
        <>
          <DayGroupingToggle value={by} />
          {/* A new day or grouping starts from the default openings. */}
          <DayGroups key={`${day}-${by}`} groups={groups} by={by} locale={locale} timeZone={timeZone} />
        </>
      )}
    </div>
  )
}
