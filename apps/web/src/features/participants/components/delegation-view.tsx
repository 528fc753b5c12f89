import {
  type Delegation,
  formatDate,
  formatDayLabel,
  formatTime,
  shownTimeZoneLabel,
  type UnitSummary,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { secondaryButton } from '../../../components/ui/button-styles.ts'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { MEDAL_TEXT, MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { participantQueries } from '../api.ts'
import { AthleteCard } from './athlete-card.tsx'
import { TeamList } from './team-list.tsx'

interface Props {
  code: string
  /** The medals section's list, given by the route (the medals feature draws it). */
  medals: (code: string, first: Delegation['medals']['medallists']) => ReactNode
  /** Actions from other features beside the heading (the route gives them: a calendar subscription). */
  actions?: ReactNode
}

/**
 * A delegation: its medals, the first athletes and teams (links to the participants tabs filtered by it for the
 * rest) and what it has next on the schedule, the whole schedule on request (decision 018).
 */
export function DelegationView({ code, medals, actions }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(participantQueries.delegation(locale, code))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  if (query.isPending) return <CardListSkeleton rows={4} label={t('delegation.loading')} />
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return <EmptyState>{t('delegation.notFound')}</EmptyState>
    return <LoadError onRetry={() => void query.refetch()} />
  }
  const d = query.data
  const org = d.organisation.code
  return (
    <article className="mx-auto grid max-w-6xl gap-8">
      <header className="flex flex-wrap items-center gap-4">
        <Flag src={d.organisation.flagUrl} name={d.organisation.name} decorative className="h-12 w-16" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{d.organisation.name}</h1>
          <p className="text-sm text-ink-muted">
            {d.organisation.code} · {t('delegation.athleteCount', { count: d.athletes.total })}
          </p>
          {actions && <div className="mt-2">{actions}</div>}
        </div>
        <FollowSlot target={{ kind: 'delegation', code: org }} name={d.organisation.name} />
        <ul aria-label={t('delegation.medalsHeading')} className="flex gap-3 sm:ml-auto">
          {(['GOLD', 'SILVER', 'BRONZE'] as const).map((m) => (
            <li key={m} className={`flex items-center gap-1.5 text-lg font-bold tabular-nums ${MEDAL_TEXT[m]}`}>
              <MedalIcon medal={m} />
              <Shielded>{d.medals[m.toLowerCase() as 'gold' | 'silver' | 'bronze']}</Shielded>
            </li>
          ))}
        </ul>
      </header>
      <Section id="delegation-medals" title={t('delegation.medalsHeading')}>
        {d.medals.medallists.total === 0 ? (
          <EmptyState>{t('delegation.noMedals')}</EmptyState>
        ) : (
          medals(org, d.medals.medallists)
        )}
      </Section>
      <Section id="delegation-athletes" title={t('delegation.athletesHeading')}>
        {d.athletes.items.length === 0 ? (
          <EmptyState>{t('delegation.noAthletes')}</EmptyState>
        ) : (
          <ul aria-labelledby="delegation-athletes" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {d.athletes.items.map((a) => (
              <li key={a.id}>
                <AthleteCard athlete={a} />
              </li>
            ))}
          </ul>
        )}
        {d.athletes.total > d.athletes.items.length && (
          <Link
            to="/participants/$tab"
            params={{ tab: 'athletes' }}
            search={{ org }}
            className={`${secondaryButton} justify-self-start`}
          >
            {t('delegation.seeAllAthletes', { count: d.athletes.total })}
          </Link>
        )}
      </Section>
      <Section id="delegation-teams" title={t('delegation.teamsHeading')}>
        {d.teams.items.length === 0 ? (
          <EmptyState>{t('delegation.noTeams')}</EmptyState>
        ) : (
          <TeamList teams={d.teams.items} label={t('delegation.teamsHeading')} />
        )}
        {d.teams.total > d.teams.items.length && (
          <Link
            to="/participants/$tab"
            params={{ tab: 'teams' }}
            search={{ org }}
            className={`${secondaryButton} justify-self-start`}
          >
            {t('delegation.seeAllTeams', { count: d.teams.total })}
          </Link>
        )}
      </Section>
      <Section id="delegation-schedule" title={t('delegation.scheduleHeading')}>
        {!timeZone ? null : d.schedule.total === 0 ? (
          <EmptyState>{t('delegation.noSchedule')}</EmptyState>
        ) : (
          <DelegationSchedule code={org} next={d.schedule.items} total={d.schedule.total} timeZone={timeZone} />
        )}
      </Section>
    </article>
  )
}

interface ScheduleProps {
  code: string
  /** The items not over yet, the first few. */
  next: UnitSummary[]
  /** Every item of the delegation's schedule. */
  total: number
  timeZone: string
}

/**
 * What is next for the delegation (running items included), then, on request, its whole schedule day by day: a
 * spectator looks for the next competition, and 200 rows of a finished past would bury it (decision 018).
 */
function DelegationSchedule({ code, next, total, timeZone }: ScheduleProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [showAll, setShowAll] = useState(false)
  const all = useQuery({ ...participantQueries.delegationSchedule(locale, code), enabled: showAll })
  const days = useMemo(() => (all.data ? byDay(all.data.items, timeZone) : []), [all.data, timeZone])
  // The button goes away when the schedule arrives: the focus moves on to its first day, once.
  const focusPending = useRef(false)
  const focusFirstDay = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !focusPending.current) return
    focusPending.current = false
    heading.focus()
  }, [])
  // The offset of the times listed (decision 066): a finished games' schedule read in another season says the
  // games' offset then, not today's (decision 074).
  const shownZone = useMemo(
    () =>
      shownTimeZoneLabel(
        timeZone,
        locale,
        (showAll && all.data ? all.data.items : next).map((i) => i.startAt),
        Date.now(),
      ),
    [timeZone, locale, showAll, all.data, next],
  )
  const zone = <p className="text-sm text-ink-muted">{t('delegation.timesIn', { zone: shownZone })}</p>
  if (showAll && all.data) {
    return (
      <>
        {zone}
        {days.map(({ day, items }, i) => (
          <section key={day} aria-labelledby={`delegation-day-${day}`} className="grid gap-2">
            <h3
              id={`delegation-day-${day}`}
              ref={i === 0 ? focusFirstDay : undefined}
              tabIndex={i === 0 ? -1 : undefined}
              className="font-semibold text-ink"
            >
              {formatDayLabel(day, { locale })}
            </h3>
            <ScheduleList items={items} timeZone={timeZone} withDate={false} />
          </section>
        ))}
      </>
    )
  }
  return (
    <>
      {zone}
      <h3 id="delegation-next" className="font-semibold text-ink">
        {t('delegation.nextHeading')}
      </h3>
      {next.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('delegation.nothingNext')}</p>
      ) : (
        <ScheduleList items={next} timeZone={timeZone} withDate labelledBy="delegation-next" />
      )}
      {!showAll ? (
        <button
          type="button"
          className={`${secondaryButton} justify-self-start`}
          onClick={() => {
            focusPending.current = true
            setShowAll(true)
          }}
        >
          {t('delegation.showFullSchedule', { count: total })}
        </button>
      ) : all.isError ? (
        <LoadError onRetry={() => void all.refetch()} />
      ) : (
        <CardListSkeleton rows={2} label={t('delegation.scheduleLoading')} />
      )}
    </>
  )
}

function ScheduleList({
  items,
  timeZone,
  withDate,
  labelledBy,
}: {
  items: UnitSummary[]
  timeZone: string
  /** Under a day's heading the time is enough. */
  withDate: boolean
  labelledBy?: string
}) {
  const locale = useLocale()
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-xs"
    >
      {items.map((u) => (
        <li key={u.code} className="flex gap-4 px-4 py-2.5 text-sm">
          <time dateTime={u.startAt} className={`${withDate ? 'w-28' : 'w-14'} shrink-0 text-ink-muted tabular-nums`}>
            {withDate && `${formatDate(u.startAt, { locale, timeZone, dateStyle: 'short' })} `}
            {formatTime(u.startAt, { locale, timeZone })}
          </time>
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-ink">{u.eventName ?? u.name}</span>
            {u.eventName && <span className="block text-ink-muted">{u.name}</span>}
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Items in start order, grouped by their day in the games' time zone. */
function byDay(items: UnitSummary[], timeZone: string): { day: string; items: UnitSummary[] }[] {
  const days: { day: string; items: UnitSummary[] }[] = []
  for (const item of items) {
    const day = zonedDate(item.startAt, timeZone)
    const last = days.at(-1)
    if (last?.day === day) last.items.push(item)
    else days.push({ day, items: [item] })
  }
  return days
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}
