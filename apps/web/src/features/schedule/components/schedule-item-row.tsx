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
  /** Off under a discipline's own heading (the day view grouped by discipline). */
  showDiscipline?: boolean
  /** A card of its own (default), or a row of a list that draws the card (the day view). */
  framed?: boolean
}

/**
 * One unit of a schedule or results list; competition units open their unit page. Time | what (wraps) | status: the
 * status floats at the top right and the text flows around it; the medal sits on the discipline's line, never over
 * the title; a match's score never breaks (ScoreLine).
 */
export function ScheduleItemRow({ item, locale, timeZone, showDiscipline = true, framed = true }: Props) {
  const { t } = useTranslation()
  const opens = isCompetitionType(item.type as ScheduleItemType) && item.disciplineKey
  const title = item.eventName ?? item.name
  const subtitle = item.eventName ? item.name : null
  const label = item.disciplineName ?? item.organisation?.name ?? t(`schedule.types.${item.type}`, item.type)
  const body = (
    <>
      <time dateTime={item.startAt} className="w-14 shrink-0 font-bold text-ink tabular-nums">
        {formatTime(item.startAt, { locale, timeZone })}
      </time>
      <div className="flow-root min-w-0 flex-1">
        <div className="float-right mb-1 ml-2">
          <StatusBadge status={item.status} />
        </div>
        {(showDiscipline || item.medal) && (
          <p className="mb-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
            {showDiscipline && (
              <span className="text-xs font-bold tracking-wide break-words text-brand-strong uppercase">{label}</span>
            )}
            {item.medal && (
              <Badge tone="gold">
                <Medal aria-hidden="true" className="size-3.5" />
                {t(item.medal === 'GOLD' ? 'schedule.goldMedal' : 'schedule.bronzeMedal')}
              </Badge>
            )}
          </p>
        )}
        <p className="leading-snug font-semibold break-words text-ink">{title}</p>
        {subtitle && <p className="text-sm break-words text-ink-muted">{subtitle}</p>}
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
    </>
  )
  const box = framed
    ? 'flex gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4'
    : 'flex gap-3 px-3 py-2.5 sm:px-4 sm:py-3'
  return opens ? (
    <PathLink
      to={unitPagePath(item)}
      className={`${box} transition ${framed ? 'hover:border-brand' : 'hover:bg-surface-muted'}`}
    >
      {body}
    </PathLink>
  ) : (
    <div className={box}>{body}</div>
  )
}
