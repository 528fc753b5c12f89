import {
  flagImage,
  formatTime,
  isCompetitionType,
  type Locale,
  type ScheduleItem,
  type ScheduleItemType,
  unitPagePath,
} from '@podium/domain'
import { Medal } from 'lucide-react'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import {
  ResultSummaryLine,
  SummaryRecords,
  summaryRecords,
  WinnerIcon,
} from '../../../components/ui/result-summary.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { useResultHidden } from '../../../platform/spoiler-shield/spoiler-shield.ts'
import { StatusBadge } from './status-badge.tsx'

interface Props {
  item: ScheduleItem
  locale: Locale
  timeZone: string
}

/** The list that holds rows: one card, a line between rows (a border per row made every card heavy). */
export const SCHEDULE_ROWS = 'divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface'

/** Who plays whom, or who leads, on one line, and the score or result beside it, never wrapped. */
function Outcome({ item }: { item: ScheduleItem }) {
  const { t } = useTranslation()
  // The spoiler shield (decision 054): no score, no winner in bold, no leader; the unit page reveals.
  const hidden = useResultHidden({ unitCode: item.code, startAt: item.startAt })
  const [home, away] = item.competitors
  if (home && away && item.competitors.length === 2) {
    const side = (c: typeof home) => (
      <span className={`flex min-w-0 items-center gap-1 ${c.winner && !hidden ? 'font-bold' : ''}`}>
        <Flag src={flagImage(c.organisationCode)} name={c.organisationCode} decorative className="h-3 w-4" />
        <span className="truncate">{c.name}</span>
        {c.winner && !hidden && <WinnerIcon />}
      </span>
    )
    return (
      <>
        <p className="mt-1 flex items-center gap-2 text-sm text-ink">
          <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
            {side(home)}
            {side(away)}
          </span>
          <span className="shrink-0 rounded-md bg-surface-muted px-1.5 font-bold whitespace-nowrap tabular-nums">
            {item.score && hidden ? (
              <Shielded unitCode={item.code} startAt={item.startAt} inert="icon">
                {null}
              </Shielded>
            ) : (
              (item.score ?? (
                <>
                  <span aria-hidden="true">–</span>
                  <span className="sr-only">{t('unit.versus')}</span>
                </>
              ))
            )}
          </span>
        </p>
        {!hidden && <ResultSummaryLine summary={item.summary} />}
      </>
    )
  }
  if (!item.leader) return null
  if (hidden) {
    return (
      <p className="mt-1 text-sm">
        <Shielded unitCode={item.code} startAt={item.startAt} inert>
          {null}
        </Shielded>
      </p>
    )
  }
  const finished = item.status === 'official' || item.status === 'unofficial'
  return (
    <>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink">
        <span className="shrink-0 text-xs text-ink-muted">{t(finished ? 'schedule.winner' : 'schedule.leader')}</span>
        <Flag
          src={flagImage(item.leader.organisationCode)}
          name={item.leader.organisationCode}
          decorative
          className="h-3 w-4"
        />
        <span className="min-w-0 flex-1 truncate font-semibold">{item.leader.name}</span>
        {item.leader.result && (
          <span className="shrink-0 font-bold whitespace-nowrap tabular-nums">
            {item.leader.result}
            <SummaryRecords records={summaryRecords(item.summary)} />
          </span>
        )}
      </p>
      <ResultSummaryLine summary={item.summary} />
    </>
  )
}

/**
 * One compact line of a schedule or results list (issue 16): time | discipline, event and phase | score or leader.
 * The status and a medal sit on the discipline's line, so they never squeeze the title. Competition units open
 * their unit page.
 */
export const ScheduleItemRow = memo(function ScheduleItemRow({ item, locale, timeZone }: Props) {
  const { t } = useTranslation()
  const opens = isCompetitionType(item.type as ScheduleItemType) && item.disciplineKey
  const title = item.eventName ?? item.name
  const details = [item.eventName ? item.name : null, item.venueName].filter(Boolean).join(' · ')
  const medal = item.medal && t(item.medal === 'GOLD' ? 'schedule.goldMedal' : 'schedule.bronzeMedal')
  const body = (
    <>
      <time dateTime={item.startAt} className="w-12 shrink-0 text-sm font-bold text-ink tabular-nums">
        {formatTime(item.startAt, { locale, timeZone })}
      </time>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1.5">
          {item.disciplineKey && (
            <DisciplinePictogram disciplineKey={item.disciplineKey} className="size-4 shrink-0 text-brand-strong" />
          )}
          <span className="min-w-0 flex-1 truncate text-xs font-bold tracking-wide text-brand-strong uppercase">
            {item.disciplineName ?? item.organisation?.name ?? t(`schedule.types.${item.type}`, item.type)}
          </span>
          {medal && (
            <Medal
              role="img"
              aria-label={medal}
              className={`size-4 shrink-0 ${item.medal === 'GOLD' ? 'text-gold-strong' : 'text-bronze-strong'}`}
            />
          )}
          <StatusBadge status={item.status} />
        </p>
        <p className="text-sm leading-tight font-semibold text-ink">{title}</p>
        {details && <p className="text-xs text-ink-muted">{details}</p>}
        <Outcome item={item} />
      </div>
    </>
  )
  const box = 'flex gap-3 px-3 py-1.5'
  return opens ? (
    <PathLink to={unitPagePath(item)} className={`${box} transition hover:bg-surface-muted`}>
      {body}
    </PathLink>
  ) : (
    <div className={box}>{body}</div>
  )
})
