import { type AthleteEvent, formatDate, formatMeasure, type Locale } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge } from '../../../components/ui/badge.tsx'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { DisciplinePictogram, pictogramKeyOfCode } from '../../../components/ui/discipline-pictogram.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { Flag } from '../../../components/ui/flag.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { MEDAL_TEXT, MedalIcon } from '../../../components/ui/medal-icon.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { ApiRequestError } from '../../../lib/api-client.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { FollowSlot } from '../../../platform/follow-slot/follow-slot.tsx'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'
import { Shielded } from '../../../platform/spoiler-shield/components/shielded.tsx'
import { useResultHidden } from '../../../platform/spoiler-shield/spoiler-shield.ts'
import { participantQueries } from '../api.ts'

/** An athlete's profile: photo, personal data, and every event with its results and medal. */
/**
 * `actions`: what other features add beside the name (the route gives them: a calendar subscription); `next`: what
 * comes next in each event with a format (decision 079), shown above the facts.
 */
export function AthleteProfileView({ id, actions, next }: { id: string; actions?: ReactNode; next?: ReactNode }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useQuery(participantQueries.profile(locale, id))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  if (query.isPending) return <CardListSkeleton rows={3} label={t('participants.loading')} />
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.status === 404)
      return <EmptyState>{t('participants.athleteNotFound')}</EmptyState>
    return <LoadError onRetry={() => void query.refetch()} />
  }
  const a = query.data
  const number = (value: number, unit: 'centimeter' | 'kilogram') => formatMeasure(value, unit, locale)
  const facts: [string, string | null][] = [
    [t('participants.bibLabel'), a.bib],
    [t('participants.genderLabel'), t(`participants.gender.${a.gender === 'W' ? 'W' : 'M'}`)],
    [
      t('participants.birthDate'),
      a.birthDate
        ? `${formatDate(`${a.birthDate}T12:00:00Z`, { locale, timeZone: 'UTC' })}${
            a.age !== null ? ` · ${t('participants.age', { count: a.age })}` : ''
          }`
        : null,
    ],
    [t('participants.height'), a.heightCm ? number(a.heightCm, 'centimeter') : null],
    [t('participants.weight'), a.weightKg ? number(a.weightKg, 'kilogram') : null],
    [t('participants.institution'), a.institution],
  ]
  return (
    <article className="mx-auto grid max-w-4xl gap-6">
      <header className="flex items-center gap-4">
        <SaverImage
          src={apiHref(a.photoUrl)}
          alt={t('participants.photoOf', { name: a.name })}
          width={96}
          height={96}
          className="size-24 rounded-2xl"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{a.name}</h1>
            <FollowSlot target={{ kind: 'athlete', code: a.id }} name={a.name} />
          </div>
          <Link
            to="/participants/delegations/$code"
            params={{ code: a.organisation.code }}
            className="mt-1 inline-flex items-center gap-2 text-ink hover:text-brand"
          >
            <Flag src={a.organisation.flagUrl} name={a.organisation.name} decorative />
            {a.organisation.name}
          </Link>
          <Shielded label={t('walk.hiddenMedals')} className="mt-2">
            <MedalCounts events={a.events} />
          </Shielded>
          {/* No longer a current participant (decision 012): out of the lists, but this page and the results stay. */}
          {a.withdrawn && (
            <p className="mt-1.5">
              <Badge tone="warn">{t('participants.withdrawn')}</Badge>
            </p>
          )}
          {actions && <div className="mt-2">{actions}</div>}
        </div>
      </header>
      {next}
      <dl className="grid grid-cols-2 gap-3 rounded-2xl border border-line bg-surface p-4 shadow-xs sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-ink-muted uppercase">{label}</dt>
            <dd className="text-ink">{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="athlete-events" className="grid gap-3">
        <h2 id="athlete-events" className="text-lg font-bold text-ink">
          {t('participants.events')}
        </h2>
        {a.events.length === 0 ? (
          <EmptyState>{t('participants.noEvents')}</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {a.events.map((e) => (
              <AthleteEventCard key={e.eventCode} event={e} locale={locale} timeZone={timeZone} />
            ))}
          </ul>
        )}
      </section>
    </article>
  )
}

/**
 * One event of the athlete: its name always, its medal and results behind the spoiler shield as one (issue 39). The
 * shield keys them to the event's last unit, so one placeholder under the name, as wide as the card, reveals that unit
 * whatever day it was.
 */
function AthleteEventCard({
  event: e,
  locale,
  timeZone,
}: {
  event: AthleteEvent
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  const last = e.results.reduce<AthleteEvent['results'][number] | undefined>(
    (latest, r) => (!latest || r.startAt > latest.startAt ? r : latest),
    undefined,
  )
  const target = { unitCode: last?.unitCode ?? null, startAt: last?.startAt ?? null }
  const hidden = useResultHidden(target)
  const shielded = e.medal !== null || e.results.length > 0
  return (
    <li className="rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-brand uppercase">
            <DisciplinePictogram disciplineKey={pictogramKeyOfCode(e.disciplineCode)} className="size-4" />
            {e.disciplineName}
          </p>
          <h3 className="font-semibold text-ink">{e.eventName}</h3>
          {e.team && <p className="text-sm text-ink-muted">{t('participants.withTeam', { team: e.team.name })}</p>}
        </div>
        {e.medal && !hidden && <MedalIcon medal={e.medal} />}
      </div>
      {shielded &&
        (hidden ? (
          <Shielded {...target} className="mt-3" label={last ? undefined : t('walk.hiddenMedals')}>
            {null}
          </Shielded>
        ) : (
          e.results.length > 0 && <ResultsTable results={e.results} locale={locale} timeZone={timeZone} />
        ))}
    </li>
  )
}

const MEDALS = ['GOLD', 'SILVER', 'BRONZE'] as const

/** The athlete's medals, counted by colour: nothing when they have none. */
function MedalCounts({ events }: { events: { medal: (typeof MEDALS)[number] | null }[] }) {
  const { t } = useTranslation()
  const counts = MEDALS.map((m) => [m, events.filter((e) => e.medal === m).length] as const).filter(([, n]) => n > 0)
  if (counts.length === 0) return null
  return (
    <ul aria-label={t('participants.medals')} className="mt-2 flex gap-3">
      {counts.map(([medal, count]) => (
        <li key={medal} className={`flex items-center gap-1.5 text-lg font-bold tabular-nums ${MEDAL_TEXT[medal]}`}>
          <MedalIcon medal={medal} />
          {count}
        </li>
      ))}
    </ul>
  )
}

function ResultsTable(props: {
  results: {
    unitCode: string
    unitName: string
    startAt: string
    rank: number | null
    result: string | null
    score: string | null
    irm: string | null
    opponent?: string | null | undefined
  }[]
  locale: Locale
  timeZone: string | undefined
}) {
  const { t } = useTranslation()
  return (
    <table className="mt-3 w-full text-sm">
      <thead className="text-left text-xs text-ink-muted uppercase">
        <tr>
          <th scope="col" className="py-1 pr-2 font-semibold">
            {t('participants.unit')}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-semibold">
            {t('participants.rank')}
          </th>
          <th scope="col" className="py-1 text-right font-semibold">
            {t('participants.result')}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.results.map((r) => (
          <tr key={r.unitCode} className="border-t border-line">
            <td className="py-1.5 pr-2 text-ink">
              {r.unitName}
              {r.opponent && (
                <span className="block font-medium">{t('walkMore.versusOpponent', { name: r.opponent })}</span>
              )}
              {props.timeZone && (
                <span className="block text-xs text-ink-muted">
                  <time dateTime={r.startAt}>
                    {formatDate(r.startAt, { locale: props.locale, timeZone: props.timeZone })}
                  </time>
                </span>
              )}
            </td>
            <td className="py-1.5 pr-2 text-right text-ink tabular-nums">{r.rank ?? '—'}</td>
            <td className="py-1.5 text-right text-ink tabular-nums">{r.irm ?? r.score ?? r.result ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
