import { type DaySummary, formatDayLabel, type Locale } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { ScrollFades, scrollIntoStrip, useHiddenEnds } from '../../../components/ui/scroll-fades.tsx'

interface Props {
  days: readonly DaySummary[]
  day: string
  locale: Locale
}

/** The games' days as chips, the open one marked and scrolled into view, faded at an end that hides more. */
export function DayStrip({ days, day, locale }: Props) {
  const { t } = useTranslation()
  const { ref, ends, measure } = useHiddenEnds()
  useEffect(() => {
    const strip = ref.current
    const current = strip?.querySelector<HTMLElement>(`[data-day="${day}"]`)
    if (strip && current) scrollIntoStrip(strip, current)
    measure()
  }, [day, ref, measure])
  return (
    <div className="relative -mx-1">
      <nav
        ref={ref}
        aria-label={t('schedule.daysLabel')}
        onScroll={measure}
        className="relative overflow-x-auto px-1 pb-1"
      >
        <ul className="flex gap-2">
          {days.map((d) => (
            <li key={d.day} className="shrink-0">
              <Link
                // Paths built from data: the typed-route check cannot apply (see components/ui/path-link.tsx).
                to={`/schedule/day/${d.day}` as '/'}
                data-day={d.day}
                aria-current={d.day === day ? 'page' : undefined}
                className={`block scroll-mx-10 rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  d.day === day
                    ? 'border-brand bg-brand text-brand-ink'
                    : 'border-line bg-surface text-ink hover:bg-surface-muted'
                }`}
              >
                {formatDayLabel(d.day, { locale })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ScrollFades ends={ends} />
    </div>
  )
}
