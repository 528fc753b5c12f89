import {
  displayStatus,
  formatDayLabel,
  formatTime,
  isCompetitionType,
  type Locale,
  type ScheduleItem,
  type ScheduleItemType,
  type StatusBadge,
  unitPagePath,
  zonedDate,
} from '@podium/domain'
import { ChevronRight, MapPin, Medal } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { ResultSummaryLine, summaryRecords, useSummaryWords } from '../../../components/ui/result-summary.tsx'
import { LeaderLine, ScoreLine } from '../../../components/ui/score-line.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { useResultHidden } from '../../../platform/spoiler-shield/spoiler-shield.ts'

interface Props {
  unit: ScheduleItem
  live: boolean
  locale: Locale
  timeZone: string
  /** The games' day now; a unit on another day (the next one after a quiet day) shows its day above its time. */
  today?: string | undefined
  /** `app`: the card opens the unit inside the app; `new-tab`: from a widget in another site's frame. */
  opens?: 'app' | 'new-tab'
}

/** Badges the card leaves out: "live" has its own red badge and "scheduled" is what "next" means anyway. */
const QUIET_BADGES = new Set<StatusBadge>(['live', 'scheduled'])
const ALERT_BADGES = new Set<StatusBadge>(['cancelled', 'postponed', 'delayed', 'interrupted', 'protested'])

/** A unit on home or in the events widget: what, where, who is playing or leading, and a tap opens it. */
export function UnitCard({ unit, live, locale, timeZone, today, opens = 'app' }: Props) {
  const { t } = useTranslation()
  const title = unit.eventName ?? unit.name
  const subtitle = unit.eventName ? unit.name : null
  const status = displayStatus(unit.scheduleStatus, unit.resultStatus)
  const hidden = useResultHidden({ unitCode: unit.code, startAt: unit.startAt })
  const unitDay = zonedDate(unit.startAt, timeZone)
  const path = isCompetitionType(unit.type as ScheduleItemType) && unit.disciplineKey ? unitPagePath(unit) : null
  const body = (
    <>
      {/* A minimum, not a width: a 12-hour time ("05:00 AM", English) is wider than "05:00". */}
      <div className="min-w-[4.75rem] shrink-0 border-r border-line pr-3 sm:min-w-24">
        {today && unitDay !== today && (
          <span className="block text-xs font-semibold whitespace-nowrap text-ink-muted">
            {formatDayLabel(unitDay, { locale })}
          </span>
        )}
        <time
          dateTime={unit.startAt}
          className="block text-base leading-tight font-bold whitespace-nowrap text-ink tabular-nums sm:text-lg"
        >
          {formatTime(unit.startAt, { locale, timeZone })}
        </time>
      </div>
      <div className="min-w-0 flex-1 sm:flex sm:gap-4">
        <div className="min-w-0 flex-1">
          {unit.disciplineName && (
            <p className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-brand-strong uppercase">
              {unit.disciplineKey && <DisciplinePictogram disciplineKey={unit.disciplineKey} className="size-4" />}
              {unit.disciplineName}
            </p>
          )}
          <h3 className="mt-0.5 leading-snug font-semibold text-ink">{title}</h3>
          {subtitle && <p className="text-sm text-ink-muted">{subtitle}</p>}
          {(unit.score || unit.leader) && hidden ? (
            <p className="mt-1.5">
              <Shielded unitCode={unit.code} startAt={unit.startAt} inert>
                {null}
              </Shielded>
            </p>
          ) : (
            <>
              <ScoreLine competitors={unit.competitors} score={unit.score} />
              {unit.leader && (
                <LeaderLine leader={unit.leader} finished={false} records={summaryRecords(unit.summary)} />
              )}
              <ResultSummaryLine summary={unit.summary} className="mt-1" />
              {live && <LiveAnnouncer unit={unit} />}
            </>
          )}
          {unit.venueName && (
            <p className="mt-1.5 flex items-center gap-1 text-sm text-ink-muted">
              <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{unit.venueName}</span>
            </p>
          )}
        </div>
        {/* Phones: a row under the text, which keeps its width; wider screens: a column on the right. */}
        <div className="mt-2 flex flex-wrap gap-1.5 empty:hidden sm:mt-0 sm:shrink-0 sm:flex-col sm:items-end">
          {live && (
            <Badge tone="live">
              <span aria-hidden="true" className="size-1.5 motion-safe:animate-pulse rounded-full bg-live-ink" />
              {t('home.liveBadge')}
            </Badge>
          )}
          {!QUIET_BADGES.has(status) && (
            <Badge tone={ALERT_BADGES.has(status) ? 'warn' : 'brand'}>{t(`status.${status}`)}</Badge>
          )}
          {unit.medal && (
            <Badge tone={unit.medal === 'BRONZE' ? 'bronze' : 'gold'}>
              <Medal aria-hidden="true" className="size-3.5" />
              {t('home.medalEvent')}
            </Badge>
          )}
        </div>
      </div>
      {path && <ChevronRight aria-hidden="true" className="size-5 shrink-0 self-center text-ink-muted" />}
    </>
  )
  const box = 'flex gap-4 rounded-2xl border border-line bg-surface p-4 shadow-xs'
  if (!path) return <article className={box}>{body}</article>
  return opens === 'new-tab' ? (
    <a href={path} target="_blank" rel="noopener" className={`${box} transition hover:border-brand`}>
      {body}
    </a>
  ) : (
    <PathLink to={path} className={`${box} transition hover:border-brand`}>
      {body}
    </PathLink>
  )
}

/**
 * What a screen reader hears when a live match's score or period changes: one polite announcement per change. The
 * text depends only on the score and the period, so a re-render with the same data (a refetch, a language-neutral
 * update) changes nothing and says nothing (decision 093, as the unit page's announcer of decision 090).
 */
function LiveAnnouncer({ unit }: { unit: ScheduleItem }) {
  const { t } = useTranslation()
  const words = useSummaryWords()
  const [home, away] = unit.competitors
  const live =
    unit.summary && (unit.summary.kind === 'match' || unit.summary.kind === 'combat') ? unit.summary.live : undefined
  const text =
    home && away && unit.score
      ? t(live?.period ? 'sportMatch.liveAnnouncePeriod' : 'sportMatch.liveAnnounce', {
          home: home.name,
          away: away.name,
          score: unit.score,
          period: live?.period ? words.period(live.period) : '',
        })
      : ''
  return (
    <span className="sr-only" aria-live="polite" aria-atomic="true">
      {text}
    </span>
  )
}
