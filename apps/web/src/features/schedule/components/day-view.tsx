import {
  type DayGrouping,
  formatDayLabel,
  formatTime,
  type GridFilter,
  groupDayItems,
  type Locale,
  matchesScheduleQuery,
  type ScheduleItem,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { CalendarX } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { scheduleQueries } from '../api.ts'
import { useDayGrouping } from '../day-grouping.ts'
import { FilterChips } from './filter-chips.tsx'
import { GroupByToggle } from './group-by-toggle.tsx'
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
  const [grouping, setGrouping] = useDayGrouping()
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
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <TimeZoneToggle preference={preference} gamesTimeZone={gamesTimeZone} locale={locale} at={`${day}T12:00:00Z`} />
        <GroupByToggle value={grouping} onChange={setGrouping} />
      </div>
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
        <GroupedItems items={items} grouping={grouping} locale={locale} timeZone={timeZone} />
      )}
    </div>
  )
}

interface GroupedProps {
  items: ScheduleItem[]
  grouping: DayGrouping
  locale: Locale
  timeZone: string
}

/** Live units first, then a section a discipline or an hour, each with its heading and count. */
function GroupedItems({ items, grouping, locale, timeZone }: GroupedProps) {
  const { t } = useTranslation()
  const { live, groups } = groupDayItems(items, { by: grouping, timeZone, locale })
  return (
    <section aria-label={t('schedule.itemsLabel')} className="grid grid-cols-[minmax(0,1fr)] gap-6">
      {live.length > 0 && (
        <ItemGroup
          heading={
            <>
              <span aria-hidden="true" className="size-2 shrink-0 animate-pulse self-center rounded-full bg-live" />
              {t('schedule.liveNow')}
            </>
          }
          items={live}
          locale={locale}
          timeZone={timeZone}
          showDiscipline
        />
      )}
      {groups.map((group) => (
        <ItemGroup
          key={group.key}
          heading={
            grouping === 'hour' ? formatTime(group.key, { locale, timeZone }) : (group.name ?? t('schedule.otherItems'))
          }
          items={group.items}
          locale={locale}
          timeZone={timeZone}
          showDiscipline={grouping === 'hour' || !group.key}
        />
      ))}
    </section>
  )
}

interface GroupProps {
  heading: ReactNode
  items: ScheduleItem[]
  locale: Locale
  timeZone: string
  showDiscipline: boolean
}

function ItemGroup({ heading, items, locale, timeZone, showDiscipline }: GroupProps) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-2">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 text-lg font-bold text-ink">
        <span className="flex items-center gap-2">{heading}</span>
        {/* A space for the heading's accessible name ('Athletics 23 events'); flex items ignore it. */}{' '}
        <span className="text-sm font-semibold text-ink-muted">{t('schedule.unitCount', { count: items.length })}</span>
      </h2>
      <ul
        aria-labelledby={headingId}
        className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface"
      >
        {items.map((item) => (
          <li key={item.code}>
            <ScheduleItemRow
              item={item}
              locale={locale}
              timeZone={timeZone}
              showDiscipline={showDiscipline}
              framed={false}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
