import { LOCALE_TAGS, type Locale } from '@podium/domain'
import { useTranslation } from 'react-i18next'
import { OfflineDataLabel } from '../../../components/ui/offline-data-label.tsx'
import { useCachedDataAt } from '../../../lib/data-freshness.ts'
import { useLiveStatus } from '../../../platform/live/live-client.ts'

/** How old the data on screen is, and whether live updates are flowing. */
export function UpdatedAt({ at, locale }: { at: number; locale: Locale }) {
  const { t } = useTranslation()
  const { state } = useLiveStatus()
  if (useCachedDataAt() !== null) return <OfflineDataLabel />
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { timeStyle: 'medium' }).format(at)
  return (
    <p className="flex items-center gap-2 text-xs text-ink-muted" aria-live="off">
      <span aria-hidden="true" className={`size-2 rounded-full ${state === 'open' ? 'bg-live' : 'bg-ink-muted/50'}`} />
      <span>{t('live.updatedAt', { time })}</span>
      {state === 'open' ? (
        <span className="sr-only">{t(`live.state.${state}`)}</span>
      ) : (
        <span>· {t(`live.state.${state}`)}</span>
      )}
    </p>
  )
}
