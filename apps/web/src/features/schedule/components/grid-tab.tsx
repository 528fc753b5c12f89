import { type GridFilter, matchesScheduleQuery } from '@podium/domain'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { DayScheduleBody } from './day-schedule-body.tsx'
import { FilterChips } from './filter-chips.tsx'
import { GridTimeline } from './grid-timeline.tsx'
import { useDaySchedule } from './use-day-schedule.ts'
import { useScheduleFrame } from './use-schedule-frame.ts'

interface Props {
  day: string | undefined
  filter: GridFilter
  /** Offer every day of the games, or only days with competition. */
  allDays: boolean
  onChange: (change: { day?: string; filter?: GridFilter; allDays?: boolean }) => void
}

/** The schedule grid's page: the day, the filter and the clock to show, over the venues × hours timeline. */
export function GridTab({ day: chosen, filter, allDays, onChange }: Props) {
  const { t } = useTranslation()
  const frame = useScheduleFrame()
  const { locale, timeZone } = frame
  const { days, day, schedule } = useDaySchedule(chosen, locale)
  const dayItems = schedule.data?.items
  const items = useMemo(
    () => (dayItems ?? []).filter((i) => matchesScheduleQuery(i, { type: filter })),
    [dayItems, filter],
  )

  const dayList = (days.data?.items ?? []).filter((d) => allDays || d.units > 0).map((d) => d.day)
  const isToday = day !== '' && day === days.data?.today

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
      <DayScheduleBody day={day} frame={frame} schedule={schedule} empty={items.length === 0}>
        {(data) => (
          <GridTimeline
            key={day}
            items={items}
            venues={data.venues}
            isToday={isToday}
            locale={locale}
            timeZone={timeZone}
          />
        )}
      </DayScheduleBody>
    </div>
  )
}
