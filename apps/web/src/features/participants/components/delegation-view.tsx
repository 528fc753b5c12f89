import { formatDate, formatTime, timeZoneLabel } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { configQueries } from '../../config/api.ts'
import { MedalIcon } from '../../medals/components/medal-icon.tsx'
import { MedallistList } from '../../medals/components/medallist-list.tsx'
import { participantQueries } from '../api.ts'
import { AthleteCard } from './athlete-card.tsx'
import { TeamList } from './team-list.tsx'

/** A delegation: its medals, athletes, teams and schedule. */
export function DelegationView({ code }: { code: string }) {
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
  return (
    <article className="mx-auto grid max-w-6xl gap-8">
      <header className="flex flex-wrap items-center gap-4">
        <Flag src={d.organisation.flagUrl} name={d.organisation.name} decorative className="h-12 w-16" />
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink">{d.organisation.name}</h1>
          <p className="text-sm text-ink-muted">
            {d.organisation.code} · {t('delegation.athleteCount', { count: d.athleteCount })}
          </p>
        </div>
        <ul aria-label={t('delegation.medalsHeading')} className="flex gap-3 sm:ml-auto">
          {(['GOLD', 'SILVER', 'BRONZE'] as const).map((m) => (
            <li key={m} className="flex items-center gap-1.5 text-lg font-bold text-ink tabular-nums">
              <MedalIcon medal={m} />
              {d.medals[m.toLowerCase() as 'gold' | 'silver' | 'bronze']}
            </li>
          ))}
        </ul>
      </header>
      <Section id="delegation-medals" title={t('delegation.medalsHeading')}>
        {d.medals.medallists.length === 0 ? (
          <EmptyState>{t('delegation.noMedals')}</EmptyState>
        ) : (
          <div className="rounded-2xl border border-line bg-surface px-4 py-2 shadow-xs">
            <MedallistList items={d.medals.medallists} showEvent />
          </div>
        )}
      </Section>
      <Section id="delegation-athletes" title={t('delegation.athletesHeading')}>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {d.athletes.map((a) => (
            <li key={a.id}>
              <AthleteCard athlete={a} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="delegation-teams" title={t('delegation.teamsHeading')}>
        {d.teams.length === 0 ? (
          <EmptyState>{t('delegation.noTeams')}</EmptyState>
        ) : (
          <TeamList teams={d.teams} label={t('delegation.teamsHeading')} />
        )}
      </Section>
      <Section id="delegation-schedule" title={t('delegation.scheduleHeading')}>
        {!timeZone ? null : d.schedule.length === 0 ? (
          <EmptyState>{t('delegation.noSchedule')}</EmptyState>
        ) : (
          <>
            <p className="text-sm text-ink-muted">
              {t('delegation.timesIn', { zone: timeZoneLabel(timeZone, locale, d.schedule[0]?.startAt ?? Date.now()) })}
            </p>
            <ul className="divide-y divide-line rounded-2xl border border-line bg-surface shadow-xs">
              {d.schedule.map((u) => (
                <li key={u.code} className="flex gap-4 px-4 py-2.5 text-sm">
                  <time dateTime={u.startAt} className="w-28 shrink-0 text-ink-muted tabular-nums">
                    {formatDate(u.startAt, { locale, timeZone, dateStyle: 'short' })}{' '}
                    {formatTime(u.startAt, { locale, timeZone })}
                  </time>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-ink">{u.eventName ?? u.name}</span>
                    {u.eventName && <span className="block text-ink-muted">{u.name}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
    </article>
  )
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
