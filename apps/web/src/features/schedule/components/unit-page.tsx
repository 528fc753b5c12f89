import { formatDate, formatTime, orderResults, type UnitDetail, unitPagePath } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { MapPin, Medal } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { ScoreLine } from '../../../components/ui/score-line.tsx'
import { TabLinks } from '../../../components/ui/tab-links.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { useResultHidden } from '../../../platform/spoiler-shield/spoiler-shield.ts'
import { scheduleQueries } from '../api.ts'
import { UNIT_TABS, type UnitTab } from '../route-params.ts'
import { MatchAnnouncer, MatchPeriods, MatchState, WinnerMark } from './match-detail.tsx'
import { StatusBadge } from './status-badge.tsx'
import { TimeZoneToggle } from './time-zone-toggle.tsx'
import {
  MatchStatsTable,
  PlayByPlayTable,
  PodiumList,
  ReportList,
  ResultsTable,
  StartListTable,
} from './unit-tables.tsx'
import { UpdatedAt } from './updated-at.tsx'
import { useScheduleFrame } from './use-schedule-frame.ts'

export { UNIT_TABS, type UnitTab }

/** The tabs a unit has: play-by-play and match stats only where the sport keeps them. */
export function unitTabs(unit: UnitDetail): UnitTab[] {
  return UNIT_TABS.filter((tab) =>
    tab === 'play-by-play' ? unit.playByPlay !== null : tab === 'stats' ? unit.stats !== null : true,
  )
}

/**
 * The unit page (docs/product-rules.md §2: results with tabs summary, results, start list, reports; play-by-play and
 * match stats). `notice` shows above the tabs on every tab (the route passes the unit's corrections).
 */
export function UnitPage({ code, tab, notice }: { code: string; tab: UnitTab; notice?: ReactNode }) {
  const { t } = useTranslation()
  const { locale, gamesTimeZone, preference, timeZone } = useScheduleFrame()
  const query = useQuery(scheduleQueries.unit(code, locale))
  // The spoiler shield (decision 054): hidden results are not rendered, so a live refetch cannot show them.
  const hidden = useResultHidden({ unitCode: code, startAt: query.data?.unit.startAt })
  if (query.isError && !query.data) {
    return (query.error as { status?: number }).status === 404 ? (
      <EmptyState>{t('unit.notFound')}</EmptyState>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    )
  }
  if (!query.data) return <CardListSkeleton label={t('unit.loading')} rows={2} />
  const detail = query.data
  const { unit } = detail
  const tabs = unitTabs(detail)
  const current = tabs.includes(tab) ? tab : 'summary'
  const shield = (node: ReactNode) => (
    <Shielded unitCode={unit.code} startAt={unit.startAt}>
      {node}
    </Shielded>
  )
  return (
    <article className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <header className="grid min-w-0 gap-2 rounded-2xl border border-line bg-surface p-4 sm:p-5">
        <p className="text-xs font-bold tracking-wide text-brand-strong uppercase">{unit.disciplineName}</p>
        <h2 className="text-2xl font-extrabold tracking-tight text-ink">{unit.eventName ?? unit.name}</h2>
        <p className="text-ink">
          {detail.phase && !unit.name.startsWith(detail.phase.name) ? `${detail.phase.name} · ${unit.name}` : unit.name}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
          <time dateTime={unit.startAt} className="font-semibold text-ink tabular-nums">
            {formatDate(unit.startAt, { locale, timeZone })} · {formatTime(unit.startAt, { locale, timeZone })}
            {unit.endAt && `–${formatTime(unit.endAt, { locale, timeZone })}`}
          </time>
          {detail.venue && (
            <span className="flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {detail.venue.name}
            </span>
          )}
          <span className="flex flex-wrap gap-1.5" data-testid="unit-status">
            <StatusBadge status={unit.status} />
            {unit.medal && (
              <Badge tone={unit.medal === 'GOLD' ? 'gold' : 'bronze'}>
                <Medal aria-hidden="true" className="size-3.5" />
                {t(unit.medal === 'GOLD' ? 'schedule.goldMedal' : 'schedule.bronzeMedal')}
              </Badge>
            )}
          </span>
        </div>
        {/* The data carries no protest's reason (ODF's result status has none): say what the status means. */}
        {unit.status === 'protested' && (
          <p className="rounded-xl border border-line bg-surface-muted px-3 py-2 text-sm text-ink">
            {t('walkMore.protestedExplained')}
          </p>
        )}
        {unit.competitors.length === 2 && (
          <p className="mt-1 flex flex-wrap items-center gap-3 text-lg text-ink">
            <span className={unit.competitors[0]?.winner && !hidden ? 'font-extrabold' : 'font-semibold'}>
              {unit.competitors[0]?.name}
            </span>
            {unit.competitors[0]?.winner && !hidden && <WinnerMark />}
            {unit.score && hidden ? (
              shield(null)
            ) : (
              <span className="rounded-lg bg-surface-muted px-3 py-1 font-extrabold tabular-nums">
                {unit.score ?? t('unit.versus')}
              </span>
            )}
            <span className={unit.competitors[1]?.winner && !hidden ? 'font-extrabold' : 'font-semibold'}>
              {unit.competitors[1]?.name}
            </span>
            {unit.competitors[1]?.winner && !hidden && <WinnerMark />}
          </p>
        )}
        {/* The sport's detail (decision 090): how it was won or where a live match stands, and the score by period. */}
        {detail.format === 'head-to-head' && !hidden && (
          <>
            <MatchState detail={detail} />
            <MatchPeriods detail={detail} />
            <MatchAnnouncer detail={detail} />
          </>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TimeZoneToggle preference={preference} gamesTimeZone={gamesTimeZone} locale={locale} at={unit.startAt} />
          <UpdatedAt at={query.dataUpdatedAt} locale={locale} />
        </div>
      </header>
      {/* What the route composes above the tabs: the unit's corrections (decision 086). */}
      {notice}
      <TabLinks
        label={t('unit.tabsLabel')}
        tabs={tabs.map((id) => ({ to: unitPagePath(unit, id), label: t(`unit.tabs.${id}`), active: id === current }))}
      />
      <div>
        {current === 'summary' && <Summary detail={detail} shield={shield} />}
        {current === 'results' &&
          shield(
            detail.results.length === 0 && detail.medallists.length > 0 ? (
              <PodiumList rows={detail.medallists} />
            ) : (
              <ResultsTable rows={detail.results} />
            ),
          )}
        {current === 'start-list' && <StartListTable rows={detail.startList} />}
        {current === 'reports' && <ReportList reports={detail.reports} emptyText={t('unit.noReports')} />}
        {current === 'play-by-play' &&
          shield(<PlayByPlayTable rows={detail.playByPlay ?? []} disciplineCode={unit.disciplineCode} />)}
        {current === 'stats' && shield(<MatchStatsTable stats={detail.stats} />)}
      </div>
    </article>
  )
}

/** Play-by-play moments the summary shows, newest first. */
const LATEST_MOMENTS = 5

function Summary({ detail, shield }: { detail: UnitDetail; shield: (node: ReactNode) => ReactNode }) {
  const { t } = useTranslation()
  // The one result order (domain `orderResults`): leaders are the best ranks, never the rows entered first.
  const ordered = orderResults(detail.results)
  const ranked = ordered.filter((r) => r.rank !== null && r.rank <= 3 && !r.irm)
  // A race under way has rows before it has ranks: its current order is who leads.
  const podium = ranked.length > 0 ? ranked : detail.unit.status === 'live' ? ordered.slice(0, 3) : []
  // A finished final whose feed sent medals and no rows still has its podium (decision 066).
  const medallistsOnly = podium.length === 0 && detail.medallists.length > 0
  const competitors = detail.startList.length || detail.results.length
  const moments = [...(detail.playByPlay ?? [])].reverse().slice(0, LATEST_MOMENTS)
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <dl className="grid grid-cols-1 gap-3 rounded-2xl border border-line bg-surface p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('unit.event')}</dt>
          <dd className="font-semibold text-ink">{detail.event?.name ?? detail.unit.name}</dd>
        </div>
        {detail.phase && (
          <div>
            <dt className="text-ink-muted">{t('unit.phase')}</dt>
            <dd className="font-semibold text-ink">{detail.phase.name}</dd>
          </div>
        )}
        <div>
          <dt className="text-ink-muted">{t('unit.competitors')}</dt>
          <dd className="font-semibold text-ink">{competitors || '—'}</dd>
        </div>
      </dl>
      {detail.format === 'head-to-head' ? (
        <>
          <h3 className="text-lg font-bold text-ink">{t('unit.scoreboard')}</h3>
          <div className="rounded-2xl border border-line bg-surface p-4 text-base">
            {shield(<ScoreLine competitors={detail.unit.competitors} score={detail.unit.score} />)}
          </div>
          {moments.length > 0 && (
            <>
              <h3 className="text-lg font-bold text-ink">{t('unit.latestMoments')}</h3>
              {shield(<PlayByPlayTable rows={moments} disciplineCode={detail.unit.disciplineCode} />)}
            </>
          )}
        </>
      ) : (
        <>
          <h3 className="text-lg font-bold text-ink">{t(medallistsOnly ? 'unit.podium' : 'unit.leaders')}</h3>
          {medallistsOnly ? (
            shield(<PodiumList rows={detail.medallists} />)
          ) : podium.length === 0 ? (
            <EmptyState>{t('unit.noResults')}</EmptyState>
          ) : (
            shield(<ResultsTable rows={podium} />)
          )}
        </>
      )}
    </div>
  )
}
