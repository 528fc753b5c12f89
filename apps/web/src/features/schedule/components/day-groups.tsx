import { type DayGroup, type DayGrouping, formatTime, type Locale } from '@podium/domain'
import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SCHEDULE_ROWS, ScheduleItemRow } from './schedule-item-row.tsx'

interface Props {
  groups: readonly DayGroup[]
  by: DayGrouping
  locale: Locale
  timeZone: string
}

function GroupHeading({
  group,
  id,
  locale,
  timeZone,
}: {
  group: DayGroup
  id: string
  locale: Locale
  timeZone: string
}) {
  const { t } = useTranslation()
  const name =
    group.kind === 'live'
      ? t('schedule.liveNow')
      : group.kind === 'hour'
        ? formatTime(group.hourStart ?? '', { locale, timeZone })
        : (group.name ?? t(`schedule.types.${group.type}`, group.type ?? ''))
  return (
    <h2 id={id} className="flex min-w-0 flex-1 items-baseline gap-2 text-lg font-bold text-ink">
      {group.kind === 'live' && (
        <span
          aria-hidden="true"
          className="size-2 shrink-0 motion-safe:animate-pulse self-center rounded-full bg-live"
        />
      )}
      <span className="min-w-0">{name}</span>
      <span className="shrink-0 text-sm font-semibold text-ink-muted">
        {t('schedule.unitCount', { count: group.items.length })}
      </span>
    </h2>
  )
}

function Rows({ group, locale, timeZone }: { group: DayGroup; locale: Locale; timeZone: string }) {
  return (
    <ul className={SCHEDULE_ROWS}>
      {group.items.map((item) => (
        <li key={item.code}>
          <ScheduleItemRow item={item} locale={locale} timeZone={timeZone} />
        </li>
      ))}
    </ul>
  )
}

/**
 * The day's groups (issue 16). By discipline each group folds away (`<details>`) and a closed one renders no rows
 * until opened: the live group and the one holding the next unit start open (the first group on a day with
 * neither). By hour every group is open.
 */
export function DayGroups({ groups, by, locale, timeZone }: Props) {
  const { t } = useTranslation()
  // The visitor's own openings and closings; the rest follow the defaults, which move as units go live.
  const [toggled, setToggled] = useState<ReadonlyMap<string, boolean>>(new Map())
  const anchored = groups.some((g) => g.kind === 'live' || g.holdsNext)
  return (
    <ul aria-label={t('schedule.itemsLabel')} className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {groups.map((group, index) => {
        const id = `day-group-${group.key}`
        const heading = <GroupHeading group={group} id={id} locale={locale} timeZone={timeZone} />
        if (by === 'hour') {
          return (
            <li key={group.key}>
              <section aria-labelledby={id} className="grid gap-2">
                {heading}
                <Rows group={group} locale={locale} timeZone={timeZone} />
              </section>
            </li>
          )
        }
        const open = toggled.get(group.key) ?? (group.kind === 'live' || group.holdsNext || (!anchored && index === 0))
        return (
          <li key={group.key}>
            <section aria-labelledby={id}>
              <details
                open={open}
                onToggle={(e) => {
                  const now = e.currentTarget.open
                  if (now !== open) setToggled((was) => new Map(was).set(group.key, now))
                }}
                className="group"
              >
                <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl py-1 [&::-webkit-details-marker]:hidden">
                  {heading}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-ink-muted transition group-open:rotate-180"
                  />
                </summary>
                {open && (
                  <div className="mt-2">
                    <Rows group={group} locale={locale} timeZone={timeZone} />
                  </div>
                )}
              </details>
            </section>
          </li>
        )
      })}
    </ul>
  )
}
