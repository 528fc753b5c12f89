import { formatTime, nameCollator } from '@podium/domain'
import { Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { DayScheduleBody } from './day-schedule-body.tsx'
import { useDaySchedule } from './use-day-schedule.ts'
import { useScheduleFrame } from './use-schedule-frame.ts'

interface Props {
  day: string | undefined
  onDayChange: (day: string) => void
}

/** Blocks: one card per discipline competing on the chosen day. */
export function DisciplinesTab({ day: chosen, onDayChange }: Props) {
  const { t } = useTranslation()
  const frame = useScheduleFrame()
  const { locale, timeZone } = frame
  const { days, day, schedule } = useDaySchedule(chosen, locale)

  const blocks = new Map<string, { key: string; name: string; items: NonNullable<typeof schedule.data>['items'] }>()
  for (const item of schedule.data?.items ?? []) {
    if (!item.disciplineKey || !item.eventCode) continue
    const block = blocks.get(item.disciplineKey) ?? {
      key: item.disciplineKey,
      name: item.disciplineName ?? '',
      items: [],
    }
    block.items.push(item)
    blocks.set(item.disciplineKey, block)
  }
  const collator = nameCollator(locale)
  const sorted = [...blocks.values()].sort((a, b) => collator.compare(a.name, b.name))

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {days.data && (
        <DaySelector
          days={days.data.items.map((d) => d.day)}
          value={day}
          onChange={(d) => d && onDayChange(d)}
          locale={locale}
          label={t('schedule.daysLabel')}
          today={days.data.today}
          todayLabel={t('schedule.today')}
        />
      )}
      <DayScheduleBody day={day} frame={frame} schedule={schedule} empty={sorted.length === 0}>
        {() => (
          <ul
            aria-label={t('schedule.disciplinesLabel')}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          >
            {sorted.map((block) => {
              const first = block.items[0]
              const last = block.items[block.items.length - 1]
              const medals = block.items.filter((i) => i.medal === 'GOLD').length
              const live = block.items.some((i) => i.status === 'live')
              return (
                <li
                  key={block.key}
                  className="flex items-end rounded-2xl border border-line bg-surface transition hover:border-brand"
                >
                  <PathLink
                    to={`/discipline/${block.key}/schedule/day/${day}`}
                    className="flex h-full min-w-0 flex-1 flex-col gap-1 rounded-2xl p-4"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="flex min-w-0 items-center gap-2.5 text-lg font-bold text-ink">
                        <DisciplinePictogram disciplineKey={block.key} className="size-8 text-brand-strong" />
                        {block.name}
                      </span>
                      {live && (
                        <span className="rounded-full bg-live px-2 py-0.5 text-xs font-semibold text-live-ink">
                          {t('status.live')}
                        </span>
                      )}
                    </span>
                    {first && last && (
                      <span className="text-sm text-ink tabular-nums">
                        {formatTime(first.startAt, { locale, timeZone })}–
                        {formatTime(last.endAt ?? last.startAt, { locale, timeZone })}
                      </span>
                    )}
                    <span className="text-sm text-ink-muted">
                      {t('schedule.unitCount', { count: block.items.length })}
                    </span>
                    {medals > 0 && (
                      <span className="flex items-center gap-1 text-sm font-semibold text-gold-strong">
                        <Medal aria-hidden="true" className="size-4" />
                        {t('schedule.medalEventCount', { count: medals })}
                      </span>
                    )}
                  </PathLink>
                  {first?.disciplineCode && (
                    <span className="pr-3 pb-3">
                      <FollowSlot
                        target={{ kind: 'discipline', code: first.disciplineCode }}
                        name={block.name}
                        compact
                      />
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </DayScheduleBody>
    </div>
  )
}
