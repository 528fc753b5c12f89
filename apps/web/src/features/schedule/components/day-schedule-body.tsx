import type { Locale } from '@podium/domain'
import { CalendarX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import type { TimeZonePreference } from '../time-zone.ts'
import { TimeZoneToggle } from './time-zone-toggle.tsx'
import { UpdatedAt } from './updated-at.tsx'

interface Props<T> {
  /** The day shown (yyyy-mm-dd), or '' while the days load. */
  day: string
  frame: { locale: Locale; gamesTimeZone: string; preference: TimeZonePreference }
  schedule: { data: T | undefined; isError: boolean; dataUpdatedAt: number; refetch: () => unknown }
  /** Whether the loaded day has nothing for this view (after its own filter). */
  empty: boolean
  /** The view of the day, once it is loaded and has something to show. */
  children: (data: T) => ReactNode
}

/**
 * A schedule tab's day under its pickers: the clock its times are in and how old the data is, then the day as it
 * loads, fails or stays empty, or the tab's own view of it.
 */
export function DayScheduleBody<T>({ day, frame, schedule, empty, children }: Props<T>) {
  const { t } = useTranslation()
  const { locale, gamesTimeZone, preference } = frame
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <TimeZoneToggle
          preference={preference}
          gamesTimeZone={gamesTimeZone}
          locale={locale}
          at={`${day || '2026-01-01'}T12:00:00Z`}
        />
        {schedule.data && <UpdatedAt at={schedule.dataUpdatedAt} locale={locale} />}
      </div>
      {schedule.isError && !schedule.data ? (
        <LoadError onRetry={() => void schedule.refetch()} />
      ) : !schedule.data ? (
        <CardListSkeleton label={t('schedule.loading')} />
      ) : empty ? (
        <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.noEvents')}</EmptyState>
      ) : (
        children(schedule.data)
      )}
    </>
  )
}
