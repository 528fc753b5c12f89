import {
  formatDayLabel,
  formatTime,
  type Locale,
  localize,
  shownTimeZoneLabel,
  type VolunteerSection,
  type VolunteersList,
  zonedDate,
} from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Clock, HandHeart, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CardListSkeleton } from '../../../components/ui/card-list-skeleton.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { PageHeading } from '../../../components/ui/page-heading.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { useLiveSync } from '../../../platform/live/live-sync.ts'
import { volunteersQueries } from '../api.ts'

type Item = VolunteersList['items'][number]

/** The page's sections in the order a volunteer needs them: when to work, where to meet, whom to call. */
const SECTIONS: readonly { section: VolunteerSection; heading: 'shifts' | 'meetingPoints' | 'contacts' }[] = [
  { section: 'shift', heading: 'shifts' },
  { section: 'meeting-point', heading: 'meetingPoints' },
  { section: 'contact', heading: 'contacts' },
]

/**
 * /volunteers (the spec's route, issue 36, decision 103): what the organiser publishes for the volunteers — shifts
 * with their day and times in the games' time zone and where to report, meeting points, and contacts to call or
 * write — each in the reader's language (Portuguese where a translation is missing), kept current by the live stream.
 */
export function VolunteersPage() {
  const { t } = useTranslation()
  const locale = useLocale()
  useLiveSync()
  const query = useQuery(volunteersQueries.list(locale))
  const timeZone = useQuery(configQueries.detail(locale)).data?.games.timeZone
  const items = query.data ?? []
  const shifts = items.filter((item) => item.section === 'shift')
  const starts = shifts.flatMap((item) => (item.startsAt ? [item.startsAt] : []))

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-2">
        <PageHeading icon={HandHeart}>{t('volunteers.title')}</PageHeading>
        <p className="text-ink-muted">{t('volunteers.intro')}</p>
      </header>
      {query.isPending ? (
        <CardListSkeleton label={t('volunteers.loading')} />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState icon={<HandHeart aria-hidden="true" />}>{t('volunteers.empty')}</EmptyState>
      ) : (
        SECTIONS.map(({ section, heading }) => {
          const inSection = items.filter((item) => item.section === section)
          if (inSection.length === 0) return null
          const headingId = `volunteers-${section}`
          return (
            <section key={section} aria-labelledby={headingId} className="grid gap-3">
              <h2 id={headingId} className="text-xl font-bold text-ink">
                {t(`volunteers.${heading}`)}
              </h2>
              {section === 'shift' && timeZone && starts[0] && (
                <p className="-mt-1 text-xs text-ink-muted">
                  {t('volunteers.timesIn', { zone: shownTimeZoneLabel(timeZone, locale, starts, starts[0]) })}
                </p>
              )}
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:grid-cols-3">
                {inSection.map((item) => (
                  <li key={item.id}>
                    <VolunteerCard item={item} locale={locale} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
            </section>
          )
        })
      )}
    </div>
  )
}

function VolunteerCard({ item, locale, timeZone }: { item: Item; locale: Locale; timeZone: string | undefined }) {
  const { t } = useTranslation()
  const details = localize(item.details, locale)
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl border border-line bg-surface p-4 shadow-xs">
      <h3 className="font-semibold break-words text-ink">{localize(item.titles, locale)}</h3>
      {item.section === 'shift' && item.startsAt && timeZone && (
        <Line icon={<Clock aria-hidden="true" />}>
          <span className="font-semibold text-ink">{shiftTimes(item.startsAt, item.endsAt, locale, timeZone)}</span>
        </Line>
      )}
      {details && <p className="text-sm whitespace-pre-line text-ink-muted">{details}</p>}
      {item.location && (
        <Line icon={<MapPin aria-hidden="true" />}>
          {t(item.section === 'shift' ? 'volunteers.reportAt' : 'volunteers.place', { place: item.location })}
        </Line>
      )}
      {(item.phone || item.email) && (
        <div className="grid justify-items-start">
          {item.phone && (
            <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`} className={CONTACT_LINK}>
              <Phone aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('volunteers.phone')}: </span>
              {item.phone}
            </a>
          )}
          {item.email && (
            <a href={`mailto:${item.email}`} className={`${CONTACT_LINK} break-all`}>
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{t('volunteers.email')}: </span>
              {item.email}
            </a>
          )}
        </div>
      )}
    </article>
  )
}

/** A link a thumb can hit (44 px tall), in the brand's colour. */
const CONTACT_LINK =
  'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-strong underline-offset-2 hover:underline'

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-ink-muted [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0">
      {icon}
      <span>{children}</span>
    </p>
  )
}

/**
 * "Tue, Jul 14 · 08:00–13:00" in the games' time zone; a shift that ends on another day names that day too, and one
 * without an end says its start.
 */
function shiftTimes(startsAt: string, endsAt: string | null, locale: Locale, timeZone: string): string {
  const day = zonedDate(startsAt, timeZone)
  const from = `${formatDayLabel(day, { locale })} · ${formatTime(startsAt, { locale, timeZone })}`
  if (!endsAt) return from
  const endDay = zonedDate(endsAt, timeZone)
  const to = formatTime(endsAt, { locale, timeZone })
  return endDay === day ? `${from}–${to}` : `${from} – ${formatDayLabel(endDay, { locale })} · ${to}`
}
