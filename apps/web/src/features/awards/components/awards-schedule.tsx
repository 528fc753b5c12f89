import {
  type AwardCeremonyDto,
  dayRange,
  formatTime,
  type Locale,
  type MedallistDto,
  shownTimeZoneLabel,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { MapPin, Medal } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PathLink } from '../../../components/ui/path-link.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { awardQueries } from '../api.ts'

interface Games {
  timeZone: string
  startsOn: string
  endsOn: string
  today: string
}

const MEDAL_STYLE: Record<MedallistDto['medal'], string> = {
  GOLD: 'bg-[#f5c542] text-[#3d2c00]',
  SILVER: 'bg-[#d0d5dd] text-[#1f2937]',
  BRONZE: 'bg-[#d49a6a] text-[#3b1d06]',
}

/** The official awards schedule: medal ceremonies by day, each with its event and medallists. */
/** `actions`: what other features add under the heading (the route gives them: a calendar subscription). */
export function AwardsSchedule({ games, actions }: { games: Games | undefined; actions?: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [day, setDay] = useState<string | null>(null)
  useEffect(() => {
    if (games && day === null) setDay(games.today)
  }, [games, day])
  const query = useQuery({ ...awardQueries.day(locale, day), enabled: day !== null })
  // A new medal fills in the medallists of a ceremony that just happened.
  useLiveSync()
  const days = games ? dayRange(games.startsOn, games.endsOn) : []
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-ink">{t('awards.title')}</h1>
        {games && (
          <p className="text-sm text-ink-muted">
            {t('awards.timesIn', {
              zone: shownTimeZoneLabel(games.timeZone, locale, [], `${day ?? games.today}T12:00:00Z`),
            })}
          </p>
        )}
        {actions}
      </div>
      <DaySelector
        days={days}
        value={day}
        onChange={(d) => setDay(d ?? games?.today ?? null)}
        locale={locale}
        label={t('awards.dayLabel')}
        today={games?.today}
        todayLabel={t('awards.today')}
      />
      {!games || query.isPending ? (
        <CardListSkeleton label={t('awards.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : !query.data?.length ? (
        <EmptyState icon={<Medal aria-hidden="true" />}>{t('awards.empty')}</EmptyState>
      ) : (
        <ol className="grid gap-3" aria-label={t('awards.listLabel')}>
          {query.data.map((c) => (
            <li key={c.id}>
              <CeremonyCard ceremony={c} locale={locale} timeZone={games.timeZone} />
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}

function CeremonyCard({
  ceremony: c,
  locale,
  timeZone,
}: {
  ceremony: AwardCeremonyDto
  locale: Locale
  timeZone: string
}) {
  const { t } = useTranslation()
  return (
    <article className="flex gap-3 rounded-2xl border border-line bg-surface p-3 shadow-xs sm:gap-4 sm:p-4">
      <time
        dateTime={c.startAt}
        className="w-14 shrink-0 border-r border-line pr-2 text-lg font-bold text-ink tabular-nums sm:w-16 sm:pr-3"
      >
        {formatTime(c.startAt, { locale, timeZone })}
      </time>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wide text-brand uppercase">{c.disciplineName}</p>
        <h2 className="mt-0.5 leading-snug font-semibold">
          <PathLink to={`/discipline/${c.disciplineKey}/medals`} className="text-ink hover:underline">
            {c.eventName}
          </PathLink>
        </h2>
        {c.venueName && (
          <p className="mt-1 flex items-center gap-1 text-sm text-ink-muted">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {c.venueName}
          </p>
        )}
        {c.medallists.length > 0 ? (
          <ul className="mt-3 grid gap-1.5" aria-label={t('awards.medallistsOf', { event: c.eventName })}>
            {c.medallists.map((m) => (
              <li
                key={`${m.medal}-${m.athleteId ?? m.teamId ?? m.organisationCode}`}
                className="flex items-center gap-2 text-sm"
              >
                <span
                  className={`w-14 shrink-0 rounded-full px-1.5 py-0.5 sm:w-16 sm:px-2 text-center text-xs font-bold ${MEDAL_STYLE[m.medal]}`}
                >
                  {t(`awards.medal.${m.medal}`)}
                </span>
                <img
                  src={apiHref(m.flagUrl)}
                  alt=""
                  width={20}
                  height={14}
                  className="h-3.5 w-5 shrink-0 rounded-sm object-cover"
                />
                {m.athleteId ? (
                  <PathLink
                    to={`/participants/profile/${m.athleteId}`}
                    className="min-w-0 font-medium wrap-anywhere text-ink hover:underline"
                  >
                    {m.name}
                  </PathLink>
                ) : (
                  <span className="min-w-0 font-medium wrap-anywhere text-ink">{m.name}</span>
                )}
                <span className="shrink-0 text-ink-muted">{m.organisationCode}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-ink-muted">{t('awards.medallistsPending')}</p>
        )}
      </div>
      {c.status === 'RUNNING' && <Badge tone="live">{t('awards.now')}</Badge>}
      {/* Set in the back office (decision 044). */}
      {(c.status === 'POSTPONED' || c.status === 'CANCELLED') && (
        <Badge tone="warn">{t(`awards.status.${c.status}`)}</Badge>
      )}
    </article>
  )
}
