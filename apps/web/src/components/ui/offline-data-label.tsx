import { formatShortDateTime } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { useLocale } from '../../i18n/i18n.ts'
import { useCachedDataAt } from '../../lib/data-freshness.ts'

/**
 * Offline, the data on screen is the service worker's copy: says how old it is, so it never passes for current.
 * Renders nothing while answers come from the network.
 */
export function OfflineDataLabel() {
  const { t } = useTranslation()
  const locale = useLocale()
  const cachedAt = useCachedDataAt()
  if (cachedAt === null) return null
  // The reader's own clock: the copy's age on this device (one date module: Azerbaijani in the app's own names).
  const asOf = formatShortDateTime(cachedAt, { locale, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone })
  return (
    <p className="rounded-lg bg-warn-soft px-2 py-1 text-xs font-semibold text-warn-strong" role="status">
      {t('live.asOfOffline', { time: asOf })}
    </p>
  )
}
