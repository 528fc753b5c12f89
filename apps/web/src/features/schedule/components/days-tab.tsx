import { formatDayLabel } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { scheduleQueries } from '../api.ts'

/** The games' days, each opening its schedule and results. */
export function DaysTab() {
  const { t } = useTranslation()
  const locale = useLocale()
  const days = useQuery(scheduleQueries.days())
  if (days.isError && !days.data) return <LoadError onRetry={() => void days.refetch()} />
  if (!days.data) return <CardListSkeleton label={t('schedule.loading')} />
  return (
    <ul aria-label={t('schedule.daysLabel')} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {days.data.items.map((d, index) => (
        <li key={d.day}>
          <PathLink
            to={`/schedule/day/${d.day}`}
            className={`flex h-full flex-col gap-1 rounded-2xl border bg-surface p-4 transition hover:border-brand ${
              d.day === days.data.today ? 'border-brand' : 'border-line'
            }`}
          >
            <span className="text-xs font-bold tracking-wide text-brand-strong uppercase">
              {t('schedule.dayNumber', { n: index + 1 })}
              {d.day === days.data.today && ` · ${t('schedule.today')}`}
            </span>
            <span className="text-lg font-bold text-ink">{formatDayLabel(d.day, { locale })}</span>
            <span className="text-sm text-ink-muted">{t('schedule.unitCount', { count: d.units })}</span>
            {d.medalEvents > 0 && (
              <span className="flex items-center gap-1 text-sm font-semibold text-gold-strong">
                <Medal aria-hidden="true" className="size-4" />
                {t('schedule.medalEventCount', { count: d.medalEvents })}
              </span>
            )}
          </PathLink>
        </li>
      ))}
    </ul>
  )
}
