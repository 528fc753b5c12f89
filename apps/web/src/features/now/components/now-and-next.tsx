import { shownTimeZoneLabel, zonedDate } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '../../../components/ui/load-error.tsx'
import { useLocale } from '../../../i18n/i18n.ts'
import { nowQueries } from '../api.ts'
import { UnitListSkeleton } from './unit-list-skeleton.tsx'
import { UnitSection } from './unit-section.tsx'

interface Props {
  /** The games' time zone (from the config); undefined while it loads. */
  timeZone: string | undefined
  /** At most this many units in each list (the embeddable widget keeps itself short). */
  limit?: number | undefined
  /** Where a card opens its unit (`new-tab` inside another site's frame). */
  opens?: 'app' | 'new-tab'
  /** Home: each list shows this many cards, then a button for the rest. */
  collapseAfter?: number
}

/** Home's "what is on now and next". */
export function NowAndNext({ timeZone, limit, opens, collapseAfter }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const now = useQuery(nowQueries.current(locale))

  if (now.isError && !now.data) return <LoadError onRetry={() => void now.refetch()} />

  if (!now.data || !timeZone) {
    return (
      <div aria-busy="true" className="grid grid-cols-1 gap-8">
        <p className="sr-only" role="status">
          {t('home.loading')}
        </p>
        <UnitListSkeleton rows={2} />
        <UnitListSkeleton rows={3} />
      </div>
    )
  }

  const shown = [...now.data.live, ...now.data.next].map((u) => u.startAt)
  return (
    <div className="grid grid-cols-1 gap-8">
      {shown.length > 0 && (
        // The offset of the times listed, as the unit pages say it (decision 066), not the offset of today; with no
        // time listed (the games are over, or not begun) there is nothing to label (decision 074).
        <p className="-mt-4 flex items-center gap-1.5 text-sm text-ink-muted">
          <Clock aria-hidden="true" className="size-4" />
          {t('home.timesIn', { zone: shownTimeZoneLabel(timeZone, locale, shown, now.data.now) })}
        </p>
      )}
      <UnitSection
        title={t('home.liveHeading')}
        emptyText={t('home.noLive')}
        units={now.data.live.slice(0, limit)}
        live
        locale={locale}
        timeZone={timeZone}
        opens={opens}
        collapseAfter={collapseAfter}
        showAllLabel={(total) => t('home.showAllLive', { total })}
      />
      <UnitSection
        title={t('home.nextHeading')}
        emptyText={t('home.noNext')}
        units={now.data.next.slice(0, limit)}
        live={false}
        locale={locale}
        timeZone={timeZone}
        today={zonedDate(now.data.now, timeZone)}
        opens={opens}
        collapseAfter={collapseAfter}
        showAllLabel={(total) => t('home.showAllNext', { total })}
      />
    </div>
  )
}
