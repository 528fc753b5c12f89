import { type Follow, formatTime, type ScheduleItem, zonedDate } from '@podium/domain'
import { Link } from '@tanstack/react-router'
import { ChevronRight, Heart, MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { useMyUnits } from '../use-my-units.ts'

/** "Atletismo · 100 m Masculino · Final": what the unit is, repeats dropped. */
const unitTitle = (unit: ScheduleItem) =>
  [unit.disciplineName, unit.eventName, unit.name]
    .filter((p): p is string => Boolean(p))
    .filter((p, i, all) => all.indexOf(p) === i)
    .join(' · ')

/**
 * Home's card that leads to My games (decisions 054, 057): the next thing I follow — live first — with its time and
 * venue; how many things I follow while nothing of them is on today or tomorrow; an invitation to follow otherwise.
 */
export function MyGamesCard({ follows, ready }: { follows: readonly Follow[]; ready: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { games, units, loading } = useMyUnits(follows, ready)
  const next = loading ? undefined : units[0]
  const live = next?.status === 'live'
  const timeZone = games?.timeZone ?? 'UTC'
  return (
    <Link
      to="/my-games"
      className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs transition hover:border-brand"
      data-testid="my-games-card"
    >
      <Heart aria-hidden="true" className="size-6 shrink-0 text-brand-strong" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink">{t('myGames.title')}</span>
          {next && <Badge tone={live ? 'live' : 'brand'}>{t(live ? 'home.liveBadge' : 'myGames.nextBadge')}</Badge>}
        </span>
        {follows.length === 0 ? (
          <span className="block text-sm text-ink-muted">{t('myGames.cardEmpty')}</span>
        ) : next ? (
          <>
            <span className="block truncate font-semibold text-ink">{unitTitle(next)}</span>
            <span className="flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
              <time dateTime={next.startAt} className="font-semibold tabular-nums">
                {games && zonedDate(next.startAt, timeZone) !== games.today ? `${t('myGames.tomorrow')} ` : ''}
                {formatTime(next.startAt, { locale, timeZone })}
              </time>
              {next.venueName && (
                <span className="flex min-w-0 items-center gap-1">
                  <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{next.venueName}</span>
                </span>
              )}
            </span>
          </>
        ) : (
          <span className="block text-sm text-ink-muted">
            {t('myGames.following', { count: follows.length })}
            {!loading && ` · ${t('myGames.noUnits')}`}
          </span>
        )}
      </span>
      <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-ink-muted" />
    </Link>
  )
}
