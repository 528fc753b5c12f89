import {
  formatTime,
  isCompetitionType,
  type Locale,
  type ScheduleItem,
  type ScheduleItemType,
  unitPagePath,
} from '@podium/domain'
import { MapPin, Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { LeaderLine, ScoreLine } from '../../../components/ui/score-line.tsx'
import { StatusBadge } from './status-badge.tsx'

interface Props {
  item: ScheduleItem
  locale: Locale
  timeZone: string
}

/** One line of a schedule or results list; competition units open their unit page. */
export function ScheduleItemRow({ item, locale, timeZone }: Props) {
  const { t } = useTranslation()
  const opens = isCompetitionType(item.type as ScheduleItemType) && item.disciplineKey
  const title = item.eventName ?? item.name
  const subtitle = item.eventName ? item.name : null
  const body = (
    <>
      <time dateTime={item.startAt} className="w-14 shrink-0 pt-0.5 font-bold text-ink tabular-nums">
        {formatTime(item.startAt, { locale, timeZone })}
      </time>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wide text-brand-strong uppercase">
          {item.disciplineName ?? item.organisation?.name ?? t(`schedule.types.${item.type}`, item.type)}
        </p>
        <p className="leading-snug font-semibold text-ink">{title}</p>
        {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
        <ScoreLine competitors={item.competitors} score={item.score} />
        {item.leader && (
          <LeaderLine leader={item.leader} finished={item.status === 'official' || item.status === 'unofficial'} />
        )}
        {item.venueName && (
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{item.venueName}</span>
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1.5">
        <StatusBadge status={item.status} />
        {item.medal && (
          <Badge tone="gold">
            <Medal aria-hidden="true" className="size-3.5" />
            {t(item.medal === 'GOLD' ? 'schedule.goldMedal' : 'schedule.bronzeMedal')}
          </Badge>
        )}
      </div>
    </>
  )
  const box = 'flex gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4'
  return opens ? (
    <PathLink to={unitPagePath(item)} className={`${box} transition hover:border-brand`}>
      {body}
    </PathLink>
  ) : (
    <div className={box}>{body}</div>
  )
}
