import { formatDayLabel, type GridFilter, matchesScheduleQuery } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { scheduleQueries } from '../api.ts'
import { FilterChips } from './filter-chips.tsx'
import { ScheduleItemRow } from './schedule-item-row.tsx'
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
  const days = useQuery(scheduleQueries.days())
  const schedule = useQuery(scheduleQueries.day(day, locale))
  const items = schedule.data?.items.filter((i) => matchesScheduleQuery(i, { type: filter })) ?? []

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{formatDayLabel(day, { locale })}</h1>
        {schedule.data && <UpdatedAt at={schedule.dataUpdatedAt} locale={locale} />}
      </div>
      {days.data && (
        <nav aria-label={t('schedule.daysLabel')} className="relative -mx-1 overflow-x-auto px-1 pb-1">
          <ul className="flex gap-2">
            {days.data.items.map((d) => (
              <li key={d.day}>
                <PathLink
                  to={`/schedule/day/${d.day}`}
                  className={`block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                    d.day === day
                      ? 'border-brand bg-brand text-brand-ink'
                      : 'border-line bg-surface text-ink hover:bg-surface-muted'
                  }`}
                >
                  {formatDayLabel(d.day, { locale })}
                </PathLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <TimeZoneToggle preference={preference} gamesTimeZone={gamesTimeZone} locale={locale} at={`${day}T12:00:00Z`} />
      <FilterChips value={filter} onChange={onFilterChange} />
      {schedule.isError && !schedule.data ? (
        (schedule.error as { status?: number }).status === 404 ? (
          <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.notAGamesDay')}</EmptyState>
        ) : (
          <LoadError onRetry={() => void schedule.refetch()} />
        )
      ) : !schedule.data ? (
        <CardListSkeleton label={t('schedule.loading')} />
      ) : items.length === 0 ? (
        <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.noEvents')}</EmptyState>
      ) : (
        <ul aria-label={t('schedule.itemsLabel')} className="grid grid-cols-[minmax(0,1fr)] gap-2">
          {items.map((item) => (
            <li key={item.code}>
              <ScheduleItemRow item={item} locale={locale} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
