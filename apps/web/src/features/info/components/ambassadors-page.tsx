import { dayRange } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DaySelector } from '../../../components/ui/day-selector.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { apiHref } from '../../../lib/api-origin.ts'
import { SaverImage } from '../../../platform/low-data/components/saver-image.tsx'
import { infoQueries } from '../api.ts'
import { PageFrame } from './page-frame.tsx'

interface Games {
  startsOn: string
  endsOn: string
  today: string
}

/** The games' ambassadors, all or those present on a chosen day. */
export function AmbassadorsPage({ games }: { games: Games | undefined }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const [day, setDay] = useState<string | null>(null)
  const query = useQuery(infoQueries.ambassadors(locale, day))
  return (
    <PageFrame
      title={t('ambassadors.title')}
      query={query}
      isEmpty={!query.data?.length}
      emptyText={day ? t('ambassadors.emptyDay') : t('ambassadors.empty')}
      loadingLabel={t('ambassadors.loading')}
      toolbar={
        games && (
          <DaySelector
            days={dayRange(games.startsOn, games.endsOn)}
            value={day}
            onChange={setDay}
            locale={locale}
            label={t('ambassadors.dayLabel')}
            allLabel={t('ambassadors.allDays')}
            today={games.today}
            todayLabel={t('ambassadors.today')}
          />
        )
      }
    >
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label={t('ambassadors.title')}>
        {query.data?.map((a) => (
          <li key={a.id}>
            <article className="flex h-full gap-4 rounded-2xl border border-line bg-surface p-4 shadow-xs">
              <SaverImage
                src={apiHref(a.photoUrl)}
                alt=""
                width={72}
                height={72}
                loading="lazy"
                className="size-18 shrink-0 rounded-full bg-surface-muted object-cover"
              />
              <div className="min-w-0">
                <h2 className="font-semibold text-ink">{a.name}</h2>
                <p className="flex flex-wrap items-center gap-1.5 text-sm text-ink-muted">
                  {a.flagUrl && (
                    <img src={apiHref(a.flagUrl)} alt="" width={20} height={14} className="h-3.5 w-5 rounded-sm" />
                  )}
                  {[a.organisationName, a.disciplineName].filter(Boolean).join(' · ')}
                </p>
                <p className="mt-2 text-sm text-ink">{a.bio}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageFrame>
  )
}
