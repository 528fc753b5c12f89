import type { Follow, ScheduleItem } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Heart } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AthleteLink } from '../../../components/ui/athlete-link.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { MEDAL_TEXT, MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { referenceQueries } from '../../../platform/reference/api.ts'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { myGamesQueries } from '../api.ts'
import { latestResult } from '../my-games.ts'
import { ofKind, useMyUnits } from '../use-my-units.ts'

interface Props {
  follows: readonly Follow[]
  /** False while a signed-in account's follows load. */
  ready: boolean
  /** The schedule's compact row, given by the route (the schedule feature draws it). */
  row: (item: ScheduleItem, timeZone: string) => ReactNode
  /** The schedule's list class for rows. */
  rowsClass: string
  /** This device's alerts about what I follow (the alerts feature's panel, given by the route). */
  alerts?: ReactNode
  /** The "my games" calendar feed's subscribe button (decision 057), given by the route. */
  subscribe?: ReactNode
}

/** My games (decision 054): what I follow, from today on — live first —, my delegations' medals, my athletes' results. */
export function MyGamesPage({ follows, ready, row, rowsClass, alerts, subscribe }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { games, units, loading, delegations, athletes, athleteQueries } = useMyUnits(follows, ready)
  const medals = useQuery({ ...myGamesQueries.medals(locale), enabled: delegations.length > 0 })
  const disciplines = useQuery(referenceQueries.disciplines(locale)).data

  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-6">
      <div className="grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('myGames.title')}</h1>
        <p className="text-sm text-ink-muted">
          {t('myGames.following', { count: follows.length })} ·{' '}
          <Link to="/settings" className="font-semibold text-brand-strong underline underline-offset-2">
            {t('myGames.shieldLink')}
          </Link>
        </p>
        {follows.length > 0 && (
          <Link to="/my-day" className="font-semibold text-brand-strong underline underline-offset-2">
            {t('myDay.open')}
          </Link>
        )}
        {subscribe && <div className="mt-2 flex flex-wrap gap-2">{subscribe}</div>}
      </div>
      {ready && follows.length === 0 ? (
        <EmptyState icon={<Heart aria-hidden="true" />}>
          {t('myGames.empty')}{' '}
          <Link
            to="/participants/$tab"
            params={{ tab: 'delegations' }}
            className="font-semibold text-brand-strong underline underline-offset-2"
          >
            {t('myGames.emptyDelegations')}
          </Link>{' '}
          ·{' '}
          <Link
            to="/schedule/$tab"
            params={{ tab: 'disciplines' }}
            className="font-semibold text-brand-strong underline underline-offset-2"
          >
            {t('myGames.emptyDisciplines')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="my-games-units" className="grid gap-3">
            <h2 id="my-games-units" className="text-lg font-bold text-ink">
              {t('myGames.unitsHeading')}
            </h2>
            {loading ? (
              <CardListSkeleton rows={3} label={t('myGames.loading')} />
            ) : units.length === 0 ? (
              <EmptyState>{t('myGames.noUnits')}</EmptyState>
            ) : (
              <div className={rowsClass} data-testid="my-games-units">
                {units.map((item) => (
                  <div key={item.code}>{row(item, games?.timeZone ?? 'UTC')}</div>
                ))}
              </div>
            )}
          </section>
          {alerts}
          {delegations.length > 0 && (
            <section aria-labelledby="my-games-medals" className="grid gap-3">
              <h2 id="my-games-medals" className="text-lg font-bold text-ink">
                {t('myGames.medalsHeading')}
              </h2>
              <ul
                className="divide-y divide-line rounded-2xl border border-line bg-surface"
                data-testid="my-games-medals"
              >
                {delegations.map((code) => {
                  const line = medals.data?.find((m) => m.organisation.code === code)
                  return (
                    <li key={code} className="flex flex-wrap items-center gap-3 px-3 py-2">
                      <Link
                        to="/participants/delegations/$code"
                        params={{ code }}
                        className="flex min-w-0 flex-1 items-center gap-2 font-semibold text-ink hover:text-brand"
                      >
                        {line && <Flag src={line.organisation.flagUrl} name={line.organisation.name} decorative />}
                        <span className="truncate">{line?.organisation.name ?? code}</span>
                      </Link>
                      <Shielded>
                        <span className="flex gap-3">
                          {(['GOLD', 'SILVER', 'BRONZE'] as const).map((m) => (
                            <span key={m} className={`flex items-center gap-1 font-bold tabular-nums ${MEDAL_TEXT[m]}`}>
                              <MedalIcon medal={m} />
                              {line ? line[m.toLowerCase() as 'gold' | 'silver' | 'bronze'] : 0}
                            </span>
                          ))}
                        </span>
                      </Shielded>
                      <FollowSlot
                        target={{ kind: 'delegation', code }}
                        name={line?.organisation.name ?? code}
                        compact
                      />
                    </li>
                  )
                })}
              </ul>
            </section>
          )}
          {athletes.length > 0 && (
            <section aria-labelledby="my-games-athletes" className="grid gap-3">
              <h2 id="my-games-athletes" className="text-lg font-bold text-ink">
                {t('myGames.athletesHeading')}
              </h2>
              <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
                {athletes.map((id, i) => {
                  const profile = athleteQueries[i]?.data
                  const latest = profile ? latestResult(profile) : null
                  return (
                    <li key={id} className="flex flex-wrap items-center gap-3 px-3 py-2">
                      <div className="min-w-0 flex-1">
                        <AthleteLink id={id} className="font-semibold text-ink hover:text-brand">
                          {profile?.name ?? id}
                        </AthleteLink>
                        <p className="text-sm text-ink-muted">
                          {latest ? (
                            <>
                              {latest.event.eventName} · {latest.unitName} ·{' '}
                              <Shielded unitCode={latest.unitCode} startAt={latest.startAt}>
                                <span className="font-semibold text-ink tabular-nums">
                                  {[latest.rank !== null ? `${latest.rank}.º` : null, latest.result ?? latest.score]
                                    .filter(Boolean)
                                    .join(' · ')}
                                </span>
                              </Shielded>
                            </>
                          ) : (
                            t('myGames.noResultYet')
                          )}
                        </p>
                      </div>
                      <FollowSlot target={{ kind: 'athlete', code: id }} name={profile?.name ?? id} compact />
                    </li>
                  )
                })}
              </ul>
            </section>
          )}
          {ofKind(follows, 'discipline').length > 0 && (
            <section aria-labelledby="my-games-disciplines" className="grid gap-3">
              <h2 id="my-games-disciplines" className="text-lg font-bold text-ink">
                {t('myGames.disciplinesHeading')}
              </h2>
              <ul className="flex flex-wrap gap-2">
                {ofKind(follows, 'discipline').map((code) => {
                  const d = disciplines?.find((x) => x.code === code)
                  return (
                    <li key={code} className="flex items-center gap-1 rounded-full border border-line bg-surface pl-3">
                      <span className="text-sm font-semibold text-ink">{d?.name ?? code}</span>
                      <FollowSlot target={{ kind: 'discipline', code }} name={d?.name ?? code} compact />
                    </li>
                  )
                })}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  )
}
