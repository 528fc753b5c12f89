import type { Locale, ScheduleItem } from '@podium/domain'
import { CalendarX } from 'lucide-react'
import { useId } from 'react'
import { UnitCard } from './unit-card.tsx'

interface Props {
  title: string
  emptyText: string
  units: readonly ScheduleItem[]
  live: boolean
  locale: Locale
  timeZone: string
  opens?: 'app' | 'new-tab'
}

export function UnitSection({ title, emptyText, units, live, locale, timeZone, opens }: Props) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        {live && <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-live" />}
        {title}
      </h2>
      {units.length === 0 ? (
        <p className="flex items-center gap-3 rounded-2xl border border-dashed border-line bg-surface p-5 text-sm text-ink-muted">
          <CalendarX aria-hidden="true" className="size-5 shrink-0" />
          {emptyText}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3">
          {units.map((unit) => (
            <li key={unit.code}>
              <UnitCard unit={unit} live={live} locale={locale} timeZone={timeZone} opens={opens} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
