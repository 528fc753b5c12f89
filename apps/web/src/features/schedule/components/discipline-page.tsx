import {
  type DisciplineEvent,
  type DisciplinePage,
  formatDayLabel,
  formatTime,
  type ScheduleItem,
  unitPagePath,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { CalendarX, Medal } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { DisciplinePictogram } from '../../../components/ui/discipline-pictogram.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { Skeleton } from '../../../components/ui/skeleton.tsx'
import { TabLinks } from '../../../components/ui/tab-links.tsx'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { scheduleQueries } from '../api.ts'
import { SCHEDULE_ROWS, ScheduleItemRow } from './schedule-item-row.tsx'
import { TimeZoneToggle } from './time-zone-toggle.tsx'
import { ReportList } from './unit-tables.tsx'
import { UpdatedAt } from './updated-at.tsx'
import { useScheduleFrame } from './use-schedule-frame.ts'

export const DISCIPLINE_TABS = [
  'competitions',
  'schedule',
  'results',
  'finalrank',
  'medals',
  'participants',
  'reports',
] as const
export type DisciplineTab = (typeof DISCIPLINE_TABS)[number]

const tabPath = (key: string, tab: DisciplineTab) =>
  tab === 'schedule'
    ? `/discipline/${key}/schedule/day`
    : tab === 'results'
      ? `/discipline/${key}/schedule/results`
      : `/discipline/${key}/${tab}`

type Frame = ReturnType<typeof useScheduleFrame>

/** The discipline page: its name, its tabs and the active tab's content (which reads the same cached page). */
export function DisciplineLayout({
  disciplineKey,
  tab,
  showUpdatedAt = true,
  actions,
  children,
}: {
  disciplineKey: string
  tab: DisciplineTab
  /** The unit page shows its own data's age: one label, not two. */
  showUpdatedAt?: boolean
  /** Actions from other features beside the heading (the route gives them: a calendar subscription). */
  actions?: ReactNode
  children: (page: DisciplinePage, frame: Frame) => ReactNode
}) {
  const { t } = useTranslation()
  const frame = useScheduleFrame()
  const query = useQuery(scheduleQueries.discipline(disciplineKey, frame.locale))
  if (query.isError && !query.data) {
    return (query.error as { status?: number }).status === 404 ? (
      <EmptyState>{t('discipline.notFound')}</EmptyState>
    ) : (
      <LoadError onRetry={() => void query.refetch()} />
    )
  }
  if (!query.data) return <CardListSkeleton label={t('discipline.loading')} />
  const page = query.data
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          <DisciplinePictogram disciplineKey={page.discipline.key} className="size-10 text-brand-strong sm:size-12" />
          {page.discipline.name}
        </h1>
        {/* One group at the end of the row: with the title, follow and share spread over three places. */}
        <div className="flex flex-wrap items-center gap-3">
          <FollowSlot target={{ kind: 'discipline', code: page.discipline.code }} name={page.discipline.name} />
          {showUpdatedAt && <UpdatedAt at={query.dataUpdatedAt} locale={frame.locale} />}
          {actions}
        </div>
      </div>
      <TabLinks
        label={t('discipline.tabsLabel')}
        tabs={DISCIPLINE_TABS.map((id) => ({
          to: tabPath(page.discipline.key, id),
          label: t(`discipline.tabs.${id}`),
          active: id === tab,
        }))}
      />
      {children(page, frame)}
    </div>
  )
}

type Phase = DisciplinePage['events'][number]['phases'][number]

/**
 * Each event of the discipline with its phases' units as links. The route may tell an event's story instead
 * (`eventBody`: the competition feature's pool tables and draws, decision 076), handing back the links for the
 * phases it does not cover.
 */
export function CompetitionsTab({
  page,
  frame,
  eventBody,
}: {
  page: DisciplinePage
  frame: Frame
  eventBody?: (
    event: DisciplinePage['events'][number],
    phaseList: (phases: readonly Phase[]) => ReactNode,
    items: ReadonlyMap<string, ScheduleItem>,
  ) => ReactNode
}) {
  const { t } = useTranslation()
  const items = new Map(page.schedule.map((i) => [i.code, i]))
  if (page.events.length === 0) return <EmptyState>{t('discipline.noEvents')}</EmptyState>
  const phaseList = (phases: readonly Phase[]) => (
    <div>
      {phases.map((phase) => (
        <div key={phase.code} className="mt-3 first:mt-0">
          <h3 className="text-sm font-semibold text-ink-muted">{phase.name}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {phase.unitCodes.map((code) => {
              const item = items.get(code)
              if (!item) return null
              return (
                <li key={code}>
                  <PathLink
                    to={unitPagePath(item)}
                    className="block rounded-lg border border-line px-2.5 py-1.5 text-sm text-ink hover:border-brand"
                  >
                    <span className="font-semibold">{item.name}</span>
                    <span className="ml-2 text-ink-muted tabular-nums">
                      {formatDayLabel(zonedDate(item.startAt, frame.timeZone), { locale: frame.locale })}{' '}
                      {formatTime(item.startAt, frame)}
                    </span>
                  </PathLink>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      {page.events.map((event) => (
        <section
          key={event.code}
          aria-labelledby={`event-${event.code}`}
          className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl border border-line bg-surface p-3 sm:p-4"
        >
          <h2 id={`event-${event.code}`} className="text-lg font-bold text-ink">
            {event.name}
          </h2>
          {eventBody ? eventBody(event, phaseList, items) : phaseList(event.phases)}
        </section>
      ))}
    </div>
  )
}

/**
 * The event's deciding unit: the last unit of its last phase, as the schedule lists it. The spoiler shield hides the
 * ranking with that unit (issue 39): revealing it, or its day, shows the standings.
 */
function decidingUnit(event: DisciplinePage['events'][number], schedule: readonly ScheduleItem[]) {
  const codes = new Set(event.phases.flatMap((phase) => phase.unitCodes))
  const units = schedule.filter((item) => codes.has(item.code))
  return units.reduce<ScheduleItem | undefined>(
    (last, item) => (!last || item.startAt > last.startAt ? item : last),
    undefined,
  )
}

/**
 * `eventRanking` (the route gives it, decision 079): an event's ranking read from its structure, or null to show the
 * medallists and ranked final as before; `rankingPending` while it loads.
 */
export function FinalRankTab({
  page,
  eventRanking,
  rankingPending = false,
}: {
  page: DisciplinePage
  frame?: Frame
  eventRanking?: (event: DisciplineEvent) => ReactNode | null
  rankingPending?: boolean
}) {
  const { t } = useTranslation()
  if (rankingPending) return <Skeleton className="h-24 w-full" />
  const shown = page.events.flatMap((event) => {
    const fromStructure = eventRanking?.(event) ?? null
    return fromStructure || event.finalRanking.length > 0 ? [{ event, fromStructure }] : []
  })
  if (shown.length === 0)
    return <EmptyState icon={<Medal aria-hidden="true" />}>{t('discipline.noFinalRank')}</EmptyState>
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
      {shown.map(({ event, fromStructure }) => {
        const unit = decidingUnit(event, page.schedule)
        return (
          <section
            key={event.code}
            aria-labelledby={`rank-${event.code}`}
            className="min-w-0 rounded-2xl border border-line bg-surface p-4"
          >
            <h2 id={`rank-${event.code}`} className="mb-2 font-bold text-ink">
              {event.name}
            </h2>
            <Shielded unitCode={unit?.code ?? null} startAt={unit?.startAt ?? null}>
              {fromStructure ?? (
                <ol className="grid gap-1.5">
                  {event.finalRanking.map((row) => (
                    <li
                      key={`${row.athlete?.id ?? row.team?.id ?? row.organisation.code}-${row.medal}`}
                      className="flex items-center gap-2 text-sm text-ink"
                    >
                      <span className="w-6 shrink-0 font-bold tabular-nums">{row.rank ?? ''}</span>
                      {row.medal && <MedalIcon medal={row.medal} size="sm" />}
                      <Flag src={row.organisation.flagUrl} name={row.organisation.name} decorative />
                      <span className="min-w-0 flex-1 truncate font-semibold">{row.name}</span>
                      <span className="shrink-0 text-xs text-ink-muted">{row.organisation.code}</span>
                      {row.result && <span className="shrink-0 whitespace-nowrap tabular-nums">{row.result}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </Shielded>
          </section>
        )
      })}
    </div>
  )
}

export function ReportsTab({ page }: { page: DisciplinePage; frame?: Frame }) {
  const { t } = useTranslation()
  return <ReportList reports={page.reports} emptyText={t('discipline.noReports')} />
}

/** The discipline's schedule by day, or its results (finished units), optionally for one day. */
export function DisciplineScheduleTab({
  page,
  frame,
  view,
  day,
}: {
  page: DisciplinePage
  frame: Frame
  view: 'day' | 'results'
  day: string | undefined
}) {
  const { t } = useTranslation()
  const today = frame.games?.today
  const chosen = day ?? (today && page.days.includes(today) ? today : page.days[0])
  const items = page.schedule.filter(
    (i) =>
      zonedDate(i.startAt, page.timeZone) === chosen &&
      (view === 'day' || ['official', 'unofficial', 'finished', 'protested', 'live'].includes(i.status)),
  )
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <nav aria-label={t('schedule.daysLabel')} className="relative -mx-1 overflow-x-auto px-1 pb-1">
        <ul className="flex gap-2">
          {page.days.map((d) => (
            <li key={d}>
              <PathLink
                to={`/discipline/${page.discipline.key}/schedule/${view}/${d}`}
                className={`block rounded-full border px-3 py-1.5 text-sm font-semibold whitespace-nowrap ${
                  d === chosen
                    ? 'border-brand bg-brand text-brand-ink'
                    : 'border-line bg-surface text-ink hover:bg-surface-muted'
                }`}
              >
                {formatDayLabel(d, { locale: frame.locale })}
              </PathLink>
            </li>
          ))}
        </ul>
      </nav>
      <TimeZoneToggle
        preference={frame.preference}
        gamesTimeZone={frame.gamesTimeZone}
        locale={frame.locale}
        at={`${chosen ?? '2026-01-01'}T12:00:00Z`}
      />
      {items.length === 0 ? (
        <EmptyState icon={<CalendarX aria-hidden="true" />}>
          {t(view === 'day' ? 'schedule.noEvents' : 'schedule.noResults')}
        </EmptyState>
      ) : (
        <ul aria-label={t('schedule.itemsLabel')} className={SCHEDULE_ROWS}>
          {items.map((item) => (
            <li key={item.code}>
              <ScheduleItemRow item={item} locale={frame.locale} timeZone={frame.timeZone} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
