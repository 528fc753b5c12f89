import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AthleteLink } from '../../../components/ui/athlete-link.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { participantQueries } from '../api.ts'

interface Props {
  id: string
  /** Actions from other features beside the heading (the route gives them: a calendar subscription). */
  actions?: ReactNode
  /** What comes next in its event when it has a format (decision 079; the route gives it). */
  next?: ReactNode
}

/** A team (decision 057): its event, delegation and members, its follow star and its calendar feed. */
export function TeamView({ id, actions, next }: Props) {
  const { t } = useTranslation()
  const query = useQuery(participantQueries.team(useLocale(), id))
  if (query.isPending) return <CardListSkeleton rows={2} label={t('team.loading')} />
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return <EmptyState>{t('team.notFound')}</EmptyState>
    return <LoadError onRetry={() => void query.refetch()} />
  }
  const team = query.data
  return (
    <article className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <Flag
          src={team.organisation.flagUrl}
          name={team.organisation.name}
          decorative
          className="h-9 w-12 sm:h-12 sm:w-16"
        />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold tracking-wide text-brand-strong uppercase">{team.disciplineName}</p>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink [overflow-wrap:anywhere] sm:text-3xl">
            {team.name}
          </h1>
          <p className="text-sm text-ink-muted">
            {team.eventName} ·{' '}
            <Link
              to="/participants/delegations/$code"
              params={{ code: team.organisation.code }}
              className="font-semibold text-brand-strong underline underline-offset-2"
            >
              {team.organisation.name}
            </Link>
          </p>
          {actions && <div className="mt-2">{actions}</div>}
        </div>
        <FollowSlot target={{ kind: 'team', code: team.id }} name={team.name} />
      </header>
      {next}
      <section aria-labelledby="team-members" className="grid gap-3">
        <h2 id="team-members" className="text-lg font-bold text-ink">
          {t('team.membersHeading', { count: team.members.length })}
        </h2>
        {team.members.length === 0 ? (
          <EmptyState>{t('team.noMembers')}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {team.members.map((m) => (
              <li key={m.id}>
                <AthleteLink
                  id={m.id}
                  className="block rounded-2xl border border-line bg-surface p-3 font-semibold text-ink shadow-xs transition hover:border-brand"
                >
                  {m.name}
                </AthleteLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}
