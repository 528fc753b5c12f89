import { LOCALE_TAGS, type Locale } from '@podium/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { OfflineDataLabel } from '../../../components/ui/offline-data-label.tsx'
import { useCachedDataAt } from '../../../lib/data-freshness.ts'
import { configQueries } from '../../../platform/config/api.ts'
import { useLiveStatus } from '../../../platform/live/live-client.ts'
import { useDisplayTimeZone } from '../time-zone.ts'

/**
 * How old the data on screen is, and whether live updates are flowing. The time is in the zone the schedule's times
 * are shown in, so the server's rendering and the browser's agree (decision 060).
 */
export function UpdatedAt({ at, locale }: { at: number; locale: Locale }) {
  const { t } = useTranslation()
  const { state } = useLiveStatus()
  const gamesTimeZone = useQuery(configQueries.detail(locale)).data?.games?.timeZone
  const { timeZone } = useDisplayTimeZone(gamesTimeZone ?? 'UTC')
  const cachedAt = useCachedDataAt()
  if (cachedAt !== null) return <OfflineDataLabel />
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'medium', timeZone }).format(at)
  return (
    <p className="flex items-center gap-2 text-xs text-ink-muted" aria-live="off">
      <span aria-hidden="true" className={`size-2 rounded-full ${state === 'open' ? 'bg-live' : 'bg-ink-muted/50'}`} />
      {/* A page the server kept shows the time it was rendered, while the browser counts its answers as received on
          arrival (lib/server-state.ts): the two differ by design. The server's time stays on screen, true of what
          it shows, until the next answer re-renders it. */}
      <span suppressHydrationWarning>{t('live.updatedAt', { time })}</span>
      {state === 'open' ? (
        <span className="sr-only">{t(`live.state.${state}`)}</span>
      ) : (
        <span>· {t(`live.state.${state}`)}</span>
      )}
    </p>
  )
}
