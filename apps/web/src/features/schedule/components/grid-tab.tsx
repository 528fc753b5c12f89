import {
  formatTime,
  type GridFilter,
  isCompetitionType,
  matchesScheduleQuery,
  type ScheduleItem,
  type ScheduleItemType,
  timeZoneOffsetMinutes,
  unitPagePath,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { CalendarX } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { scheduleQueries } from '../api.ts'
import { FilterChips } from './filter-chips.tsx'
import { TimeZoneToggle } from './time-zone-toggle.tsx'
import { UpdatedAt } from './updated-at.tsx'
import { useScheduleFrame } from './use-schedule-frame.ts'

const HOUR_PX = 128
const HOUR_MS = 3_600_000
const LANE_PX = 56
const MIN_WIDTH_PX = 96

interface Props {
  day: string | undefined
  filter: GridFilter
  /** Offer every day of the games, or only days with competition. */
  allDays: boolean
  onChange: (change: { day?: string; filter?: GridFilter; allDays?: boolean }) => void
}

/** Items of a row placed on lanes so overlapping ones stack instead of covering each other. */
function lanes(items: ScheduleItem[]): { item: ScheduleItem; lane: number }[] {
  const ends: number[] = []
  return items.map((item) => {
    const start = Date.parse(item.startAt)
    const end = Date.parse(item.endAt ?? item.startAt) || start
    let lane = ends.findIndex((e) => e <= start)
    if (lane === -1) lane = ends.length
    // A short item is drawn at least MIN_WIDTH_PX wide: it occupies its lane for that long.
    ends[lane] = Math.max(end, start + (MIN_WIDTH_PX / HOUR_PX) * HOUR_MS)
    return { item, lane }
  })
}

const TONE: Record<string, string> = {
  live: 'border-live bg-live/10',
  cancelled: 'border-warn-strong/40 bg-warn-soft line-through',
  postponed: 'border-warn-strong/40 bg-warn-soft',
  delayed: 'border-warn-strong/40 bg-warn-soft',
}

/**
 * Venues × hours (docs/product-rules.md §2: the schedule grid), scrolling sideways on phones with the venue column kept
 * in view.
 */
export function GridTab({ day: chosen, filter, allDays, onChange }: Props) {
  const { t } = useTranslation()
  const { locale, gamesTimeZone, preference, timeZone } = useScheduleFrame()
  const days = useQuery(scheduleQueries.days())
  const day = chosen ?? days.data?.today ?? ''
  const schedule = useQuery({ ...scheduleQueries.day(day, locale), enabled: day !== '' })
  const items = (schedule.data?.items ?? []).filter((i) => matchesScheduleQuery(i, { type: filter }))

  const dayList = (days.data?.items ?? []).filter((d) => allDays || d.units > 0).map((d) => d.day)
  const starts = items.map((i) => Date.parse(i.startAt))
  const ends = items.map((i) => Date.parse(i.endAt ?? i.startAt))
  const offset = items[0] ? timeZoneOffsetMinutes(timeZone, items[0].startAt) * 60_000 : 0
  // Whole hours of the shown clock (offsets of half an hour shift the columns, not the items).
  const from = Math.floor((Math.min(...starts) + offset) / HOUR_MS) * HOUR_MS - offset
  const to = Math.ceil((Math.max(...ends, ...starts) + offset) / HOUR_MS) * HOUR_MS - offset
  const hours = items.length
    ? Array.from({ length: Math.max(1, (to - from) / HOUR_MS) }, (_, i) => from + i * HOUR_MS)
    : []

  const rows = [
    ...(schedule.data?.venues ?? []).map((v) => ({ key: v.code, name: v.shortName ?? v.name, title: v.name })),
    { key: '', name: t('schedule.noVenue'), title: t('schedule.noVenue') },
  ]
    .map((row) => ({ ...row, placed: lanes(items.filter((i) => (i.venueCode ?? '') === row.key)) }))
    .filter((row) => row.placed.length > 0)

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex items-center rounded-full border border-line bg-surface p-0.5">
          <legend className="sr-only">{t('schedule.daysChoice')}</legend>
          <div className="flex">
            {[false, true].map((all) => (
              <button
                key={String(all)}
                type="button"
                aria-pressed={allDays === all}
                onClick={() => onChange({ allDays: all })}
                className={`rounded-full px-3 py-1 text-xs font-semibold ${allDays === all ? 'bg-brand text-brand-ink' : 'text-ink hover:bg-surface-muted'}`}
              >
                {t(all ? 'schedule.allDays' : 'schedule.eventDays')}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      {days.data && (
        <DaySelector
          days={dayList}
          value={day}
          onChange={(d) => d && onChange({ day: d })}
          locale={locale}
          label={t('schedule.daysLabel')}
          today={days.data.today}
          todayLabel={t('schedule.today')}
        />
      )}
      <FilterChips value={filter} onChange={(f) => onChange({ filter: f })} />
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
      ) : rows.length === 0 ? (
        <EmptyState icon={<CalendarX aria-hidden="true" />}>{t('schedule.noEvents')}</EmptyState>
      ) : (
        <section
          aria-label={t('schedule.gridLabel')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard to scroll it.
          tabIndex={0}
          className="overflow-x-auto rounded-2xl border border-line bg-surface"
        >
          <div style={{ width: `calc(9rem + ${hours.length * HOUR_PX}px)` }}>
            <div className="sticky top-0 z-10 flex border-b border-line bg-surface-muted text-xs font-semibold text-ink-muted">
              <div className="sticky left-0 z-20 w-36 shrink-0 border-r border-line bg-surface-muted px-3 py-2">
                {t('schedule.venue')}
              </div>
              {hours.map((h) => (
                <div
                  key={h}
                  style={{ width: HOUR_PX }}
                  className="shrink-0 border-r border-line/60 px-2 py-2 tabular-nums"
                >
                  {formatTime(h, { locale, timeZone })}
                </div>
              ))}
            </div>
            {rows.map((row) => {
              const laneCount = Math.max(...row.placed.map((p) => p.lane)) + 1
              return (
                <div key={row.key || 'none'} className="flex border-b border-line last:border-b-0">
                  <div
                    title={row.title}
                    className="sticky left-0 z-10 w-36 shrink-0 border-r border-line bg-surface px-3 py-2 text-sm font-semibold text-ink"
                  >
                    {row.name}
                  </div>
                  <ul
                    className="relative shrink-0"
                    style={{ width: hours.length * HOUR_PX, height: laneCount * LANE_PX + 8 }}
                  >
                    {row.placed.map(({ item, lane }) => {
                      const start = Date.parse(item.startAt)
                      const end = Date.parse(item.endAt ?? item.startAt) || start
                      const left = ((start - from) / HOUR_MS) * HOUR_PX
                      const width = Math.max(((end - start) / HOUR_MS) * HOUR_PX, MIN_WIDTH_PX)
                      const label = `${formatTime(item.startAt, { locale, timeZone })} ${item.disciplineName ?? item.organisation?.name ?? ''} ${item.eventName ?? item.name}`
                      const box = `absolute block overflow-hidden rounded-lg border px-2 py-1 text-xs leading-tight text-ink ${TONE[item.status] ?? 'border-line bg-brand-soft/60'}`
                      const style = { left, width: width - 4, top: lane * LANE_PX + 4, height: LANE_PX - 6 }
                      const content = (
                        <>
                          <span className="block truncate font-bold">
                            {item.disciplineName ??
                              item.organisation?.code ??
                              t(`schedule.types.${item.type}`, item.type)}
                          </span>
                          <span className="block truncate">{item.eventName ?? item.name}</span>
                          {item.eventName && <span className="block truncate text-ink-muted">{item.name}</span>}
                        </>
                      )
                      return (
                        <li key={item.code}>
                          {isCompetitionType(item.type as ScheduleItemType) && item.disciplineKey ? (
                            <Link to={unitPagePath(item) as '/'} className={`${box} hover:border-brand`} style={style}>
                              <span className="sr-only">{label}</span>
                              <span aria-hidden="true">{content}</span>
                            </Link>
                          ) : (
                            <div className={box} style={style} title={label}>
                              {content}
                            </div>
                          )}
                        </li>
                      )
                    })}
                  </ul>
                </div>
              )
            })}
          </div>
        </section>
      )}
    </div>
  )
}
